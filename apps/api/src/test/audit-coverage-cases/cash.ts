import type { LoggedChange } from '../audit-coverage-fixtures.js';

/** The desk's money (issue 17 §5). */
export const cashChanges: LoggedChange[] = [
  {
    route: 'adminCloseCash',
    label: "a day's cash closed, with the count and the difference",
    as: 'admin',
    status: 201,
    prepare: async () => ({
      url: '/api/admin/cash/closings',
      // A day long past: the demo's agenda has nothing on it, so no cash is expected.
      payload: { date: '2025-06-02', counted: 50, note: 'Troco inicial' },
      entries: (response) => [
        {
          action: 'cash.close',
          entityId: response.json().closings[0].id,
          before: null,
          after: {
            date: '2025-06-02',
            countedCents: 5000,
            expectedCents: 0,
            differenceCents: 5000,
            note: 'Troco inicial',
          },
        },
      ],
    }),
  },
];
