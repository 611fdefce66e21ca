import { DEMO_BARBERSHOP_ID } from '../scheduling-fixtures.js';
import type { LoggedChange } from '../audit-coverage-fixtures.js';

/** A new address for the shop's calendar (issue 19 §4): the old one stops working. */
export const calendarFeedChanges: LoggedChange[] = [
  {
    route: 'regenerateShopCalendarFeed',
    label: "the shop's calendar address made anew",
    as: 'admin',
    status: 200,
    prepare: async () => ({
      url: '/api/admin/calendar-feed',
      entries: (response) => [
        {
          action: 'calendar_feed.regenerate',
          entityId: DEMO_BARBERSHOP_ID,
          before: null,
          after: { createdAt: response.json().createdAt },
        },
      ],
    }),
  },
];
