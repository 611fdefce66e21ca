import { randomUUID } from 'node:crypto';
import { waitlistEntries } from '../db/schema/waitlist-entries.js';
import type { RouteName } from '../route-table.js';
import { db, world } from './route-case-world.js';
import type { RouteCase } from './route-case-world.js';
import { createUser, DEMO_BARBERSHOP_ID, demoServices, futureDate } from './scheduling-fixtures.js';

let days = 0;
/** A day of its own for each entry: a client has one live entry per day. */
const nextDay = () => futureDate(1, 30 + 7 * (days += 1));

/** A waiting entry of the demo client ('own') or of another client ('other'). */
async function waitingEntry(target: 'own' | 'other'): Promise<string> {
  const clientId =
    target === 'own' ? world.actors.CLIENT.id : (await createUser(db, 'CLIENT', null)).id;
  const id = randomUUID();
  await db.insert(waitlistEntries).values({
    id,
    barbershopId: DEMO_BARBERSHOP_ID,
    clientId,
    barberId: null,
    day: nextDay(),
    fromMinute: 540,
    toMinute: 720,
    serviceIds: [demoServices[0].id],
    durationMinutes: 30,
  });
  return id;
}

/** The permission matrix's cases for the calendar addresses and the waitlist (route-table.test.ts). */
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
  joinWaitlist: {
    owned: false,
    success: 201,
    build: async () => ({
      url: '/api/waitlist',
      payload: {
        date: nextDay(),
        fromTime: '09:00',
        toTime: '12:00',
        serviceIds: [demoServices[0].id],
      },
    }),
  },
  listMyWaitlist: { owned: false, success: 200, build: async () => ({ url: '/api/waitlist' }) },
  cancelWaitlistEntry: {
    owned: true,
    success: 200,
    build: async (_role, target) => ({ url: `/api/waitlist/${await waitingEntry(target)}` }),
  },
  listShopWaitlist: {
    owned: false,
    success: 200,
    build: async () => ({ url: `/api/admin/waitlist?date=${nextDay()}` }),
  },
} satisfies Partial<Record<RouteName, RouteCase>>;
