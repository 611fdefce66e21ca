import type { RouteName } from '../route-table.js';
import type { RouteCase } from './route-case-world.js';

/** The permission matrix's cases for the calendar addresses (route-table.test.ts). */
export const calendarRouteCases = {
  getBarberCalendarFeed: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/barber-area/calendar-feed' }),
  },
  regenerateBarberCalendarFeed: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/barber-area/calendar-feed' }),
  },
  getShopCalendarFeed: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/admin/calendar-feed' }),
  },
  regenerateShopCalendarFeed: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/admin/calendar-feed' }),
  },
} satisfies Partial<Record<RouteName, RouteCase>>;
