import { randomUUID } from 'node:crypto';
import type { Role } from '@navalha/core/domain/auth/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from './route-table.js';
import type { RouteName } from './route-table.js';
import { buildShopB } from './test/isolation-world.js';
import type { ShopB } from './test/isolation-world.js';
import { appointmentFor, setUpRouteCaseWorld, world } from './test/route-case-world.js';
import type { Call } from './test/route-case-world.js';
import { routeCases, sendCall } from './test/route-cases.js';
import { createService, DEMO_BARBERSHOP_ID } from './test/scheduling-fixtures.js';
import { shopSnapshot } from './test/shop-snapshot.js';
import type { ShopSnapshot } from './test/shop-snapshot.js';
import { createTestApp } from './test/test-app.js';
import type { TestApp } from './test/test-app.js';

/**
 * Tenant isolation, the requests that name another shop's rows outside their path (issue 20 §4,
 * decision 037): in the body or as a list's filter. And every answer any route gives shop A's
 * people holds none of shop B's ids or e-mails, the shared catalog aside.
 * tenant-isolation.test.ts covers the rows a path names.
 */

let testApp: TestApp;
let shopB: ShopB;
let snapshot: ShopSnapshot;
/** Shop B's ids and its people's e-mails: none may appear in an answer to shop A's people. */
let secrets: string[];
const cases = routeCases(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({ shopSignup: 'open' });
  await setUpRouteCaseWorld(testApp);
  shopB = await buildShopB(testApp.app, testApp.database.db);
  snapshot = await shopSnapshot(testApp.database.db, shopB.id, shopB.people);
  secrets = [
    shopB.id,
    ...shopB.people,
    ...Object.values(shopB.ids).flat(),
    ...['dona', 'admin', 'recepcao', 'barbeiro'].map((name) => `${name}@barbeariab.com.br`),
    'lucas@clientesb.com.br',
    'bia@clientesb.com.br',
  ];
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

const first = (list: string[]) => {
  const [value] = list;
  if (!value) throw new Error('shop B has no such row');
  return value;
};

interface ForeignRequest {
  roles: readonly Role[];
  /** Shop B's row the request names. */
  row(): string;
  /** The request, naming row `id` where shop A's own would be. */
  call(role: Role, id: string): Promise<Call>;
  /** The answers allowed: each must also be the very answer a row that does not exist gets. */
  status: readonly number[];
}

const managers = ['ADMIN', 'OWNER'] as const;
const desk = ['ADMIN', 'OWNER', 'RECEPTION'] as const;

/** Each route whose body (or filter) names a shop's row, with shop B's row in it. */
const foreignRequests: Partial<Record<RouteName, ForeignRequest[]>> = {
  createService: [
    {
      roles: managers,
      row: () => shopB.barber.id,
      call: async (_role, id) => ({
        url: '/api/services',
        payload: { name: 'Corte B', price: 30, durationMinutes: 30, barberIds: [id] },
      }),
      status: [400],
    },
    {
      roles: managers,
      row: () => shopB.id,
      call: async (_role, id) => ({
        url: '/api/services',
        payload: { name: 'Corte B', price: 30, durationMinutes: 30, barberShopId: id },
      }),
      status: [403],
    },
  ],
  bulkCreateServices: [
    {
      roles: managers,
      row: () => shopB.id,
      call: async (_role, id) => ({
        url: '/api/services/bulk',
        payload: {
          services: [{ name: 'Corte B', price: 30, durationMinutes: 30, barberShopId: id }],
        },
      }),
      status: [403],
    },
  ],
  updateService: [
    {
      roles: managers,
      row: () => shopB.barber.id,
      call: async (_role, id) => ({
        url: `/api/services/${await createService(testApp.database.db, DEMO_BARBERSHOP_ID)}`,
        payload: { barberIds: [id] },
      }),
      status: [400],
    },
  ],
  createWorkingHours: [
    {
      roles: managers,
      row: () => shopB.barber.id,
      call: async (_role, id) => ({
        url: '/api/working-hours',
        payload: { barberId: id, dayOfWeek: 0, startTime: '09:00', endTime: '12:00' },
      }),
      status: [404],
    },
  ],
  adminUpdateBarber: [
    {
      roles: managers,
      row: () => first(shopB.ids.service),
      call: async (_role, id) => ({
        url: `/api/admin/barbers/${world.actors.BARBER.id}`,
        payload: { serviceIds: [id] },
      }),
      status: [400],
    },
  ],
  adminDeskCreateBooking: [
    {
      roles: desk,
      row: () => shopB.barber.id,
      call: async (role, id) => {
        const built = await cases.adminDeskCreateBooking.build(role, 'own');
        return { ...built, payload: { ...built.payload, barberId: id } };
      },
      status: [404],
    },
    {
      roles: desk,
      row: () => first(shopB.ids.service),
      call: async (role, id) => {
        const built = await cases.adminDeskCreateBooking.build(role, 'own');
        return { ...built, payload: { ...built.payload, serviceIds: [id] } };
      },
      status: [404],
    },
    {
      // A client who never came to shop A is not one of its clients, whoever else they visit.
      roles: desk,
      row: () => first(shopB.ids.client),
      call: async (role, id) => {
        const built = await cases.adminDeskCreateBooking.build(role, 'own');
        const { newClient: _new, ...payload } = (built.payload ?? {}) as Record<string, unknown>;
        return { ...built, payload: { ...payload, clientId: id } };
      },
      status: [404],
    },
  ],
  adminDeskSearchClients: [
    {
      roles: desk,
      row: () => 'lucas@clientesb.com.br',
      call: async (_role, search) => ({
        url: `/api/admin/agenda/clients?search=${encodeURIComponent(search)}`,
      }),
      status: [200],
    },
  ],
  adminListClients: [
    {
      roles: desk,
      row: () => 'bia@clientesb.com.br',
      call: async (_role, search) => ({
        url: `/api/admin/clients?search=${encodeURIComponent(search)}`,
      }),
      status: [200],
    },
  ],
  adminDeskMoveBooking: [
    {
      roles: desk,
      row: () => shopB.barber.id,
      call: async (role, id) => {
        const built = await cases.adminDeskMoveBooking.build(role, 'own');
        return { ...built, payload: { ...built.payload, barberId: id } };
      },
      status: [404],
    },
  ],
  offerWaitlistSlot: [
    {
      roles: desk,
      row: () => shopB.barber.id,
      call: async (role, id) => {
        const built = await cases.offerWaitlistSlot.build(role, 'own');
        return { ...built, payload: { ...built.payload, barberId: id } };
      },
      // The entry's barbers are the shop's who do its services: any other is one who cannot.
      status: [409],
    },
  ],
  mockPayment: [
    {
      roles: ['CLIENT', 'ADMIN', 'OWNER'],
      row: () => first(shopB.ids.payment),
      call: async (_role, id) => ({
        url: '/api/payments/mock',
        payload: { paymentId: id, status: 'approved' },
      }),
      status: [404],
    },
  ],
  createReview: [
    {
      roles: ['CLIENT'],
      row: () => shopB.ids.appointment.at(-1) ?? '',
      call: async (_role, id) => ({
        url: '/api/reviews',
        payload: { appointmentId: id, rating: 1 },
      }),
      status: [404],
    },
  ],
  adminAgendaWeek: [
    {
      roles: desk,
      row: () => shopB.barber.id,
      call: async (_role, id) => ({ url: `/api/admin/agenda/week?barberId=${id}` }),
      status: [404],
    },
  ],
  adminListAppointments: [
    {
      roles: desk,
      row: () => shopB.barber.id,
      call: async (_role, id) => ({ url: `/api/admin/appointments?barberId=${id}` }),
      status: [200],
    },
  ],
  adminExportAppointments: [
    {
      roles: desk,
      row: () => shopB.barber.id,
      call: async (_role, id) => ({ url: `/api/admin/appointments/export?barberId=${id}` }),
      status: [200],
    },
  ],
};

/** A client pays only its own booking: shop B's bookings, by every way of paying. */
for (const name of [
  'createPayment',
  'createPixPayment',
  'createPaymentPreference',
  'createCardPayment',
] as const) {
  foreignRequests[name] = [
    {
      roles: ['CLIENT'],
      row: () => first(shopB.ids.appointment),
      call: async (role, id) => {
        const built = await cases[name].build(role, 'own');
        return { ...built, payload: { ...built.payload, appointmentId: id } };
      },
      status: [404],
    },
  ];
}

/**
 * Routes that take another shop's ids by design: a client books, waits and checks a promo code
 * at any shop, and the catalog (services, barbers, free times, the ways a shop takes money) is
 * what every shop's public page shows. Their answers may hold shop B's catalog; they never
 * change a row of shop B that is not the caller's own (the booking, the waiting entry).
 */
const byDesign = new Set<RouteName>([
  'createAppointment',
  'joinWaitlist',
  'validatePromoCode',
  'listServices',
  'listServicesForSelection',
  'listBarbersByServices',
  'listBarbersForHome',
  'listBarbers',
  'getAvailableSlots',
  'getMonthAvailability',
  'getBarbersNextFree',
  'listPaymentMethods',
  'listShopServices',
  'getService',
  'listShopBarbers',
  'getBarber',
  'getAvailableTimes',
  'listBarberReviews',
]);

/**
 * The routes without a path id whose request names no row of a shop: the caller's own account,
 * wallet, notifications and agenda, the shop's own lists and settings (its shop is the token's),
 * and names that are global on purpose (an invitation's e-mail is an account's, a public address
 * is the install's; a promo code's spelling is the shop's own and may repeat across shops).
 */
const namesNoRow = new Set<RouteName>([
  'listWorkingHours',
  'listMyHistory',
  'listMyAppointments',
  'listBarberAgenda',
  'getBarberEarnings',
  'getBarberSchedule',
  'listNotifications',
  'streamNotifications',
  'markAllNotificationsRead',
  'getMyProfile',
  'listMyShops',
  'updateMyProfile',
  'deleteMyAccount',
  'exportMyData',
  'uploadMyAvatar',
  'removeMyAvatar',
  'changeMyPassword',
  'resendEmailConfirmation',
  'createSandboxCardToken',
  'getWallet',
  'listWalletTransactions',
  'listMoneyHistory',
  'listWalletPaymentMethods',
  'addWalletPaymentMethod',
  'createWalletDeposit',
  'adminDashboard',
  'adminListServices',
  'adminListBarbers',
  'adminListPromoCodes',
  'adminCreatePromoCode',
  'adminGetSettings',
  'adminUpdateSettings',
  'adminUpdateFinancialSettings',
  'adminListAdmins',
  'adminAuditLog',
  'adminSetOwnTakesBookings',
  'adminListInvitations',
  'adminCreateInvitation',
  'adminChecklist',
  'adminDismissChecklist',
  'adminAgenda',
  'adminCashDay',
  'adminExportCashDay',
  'adminCloseCash',
  'getBarberCalendarFeed',
  'regenerateBarberCalendarFeed',
  'getShopCalendarFeed',
  'regenerateShopCalendarFeed',
  'listMyWaitlist',
  'listShopWaitlist',
  'adminGetPublicPage',
  'adminUpdatePublicPage',
  'getWhatsappConsent',
  'setWhatsappConsent',
  'adminGetWhatsappSettings',
  'adminUpdateWhatsappSettings',
  // The owner's own shop's Mercado Pago account (decision 043): no id at all.
  'adminGetMercadopagoAccount',
  'adminAuthorizeMercadopagoAccount',
  'adminDisconnectMercadopagoAccount',
  // The operator's list of shops: no shop role is admitted.
  'platformListShops',
]);

describe('requests that name shop B in their body or filter', () => {
  it('classes every route without a path id: names a row (tried here), any shop by design, or none', () => {
    const unclassed = (Object.keys(routeTable) as RouteName[]).filter(
      (name) =>
        !routeTable[name].url.includes(':') &&
        !(name in foreignRequests) &&
        !byDesign.has(name) &&
        !namesNoRow.has(name),
    );
    expect(unclassed).toEqual([]);
    for (const name of Object.keys(foreignRequests) as RouteName[]) {
      expect(byDesign.has(name) || namesNoRow.has(name), name).toBe(false);
    }
    for (const name of namesNoRow) expect(byDesign.has(name), name).toBe(false);
  });

  it.each(Object.entries(foreignRequests) as [RouteName, ForeignRequest[]][])(
    "%s: shop A gets shop B's row as one that does not exist, and nothing of B changes",
    async (name, requests) => {
      const access = routeTable[name];
      const before = await snapshot();
      const answers: string[] = [];
      for (const request of requests) {
        for (const role of request.roles) {
          const row = request.row();
          const foreign = await request.call(role, row);
          const response = await sendCall(testApp.app, access, foreign, world.actors[role]);
          const unknown = randomUUID();
          const control = await sendCall(
            testApp.app,
            access,
            await request.call(role, unknown),
            world.actors[role],
          );
          const label = `${role} ${foreign.url} ${JSON.stringify(foreign.payload)}`;
          if (!request.status.includes(response.statusCode)) {
            answers.push(`${label} → ${response.statusCode} ${response.body}`);
          } else if (secrets.some((secret) => response.body.includes(secret))) {
            answers.push(`${label} → shop B's data: ${response.body}`);
          } else if (
            response.statusCode !== control.statusCode ||
            response.body.replaceAll(row, 'ID') !== control.body.replaceAll(unknown, 'ID')
          ) {
            answers.push(
              `${label} → ${response.body}, unlike a row that does not exist: ${control.body}`,
            );
          }
        }
      }
      expect(answers).toEqual([]);
      expect(await snapshot()).toEqual(before);
    },
    60_000,
  );
});

describe("every answer to shop A's people", () => {
  const names = (Object.keys(routeTable) as RouteName[]).filter(
    (name) => !byDesign.has(name) && name !== 'streamNotifications',
  );

  it.each(names)("%s holds none of shop B's ids or e-mails", async (name) => {
    const access = routeTable[name];
    const leaks: string[] = [];
    for (const role of access.roles.filter((r) => r !== 'OPERATOR')) {
      const routeCase = cases[name];
      const actor = routeCase.actor ? await routeCase.actor(role) : world.actors[role];
      const response = await sendCall(
        testApp.app,
        access,
        await routeCase.build(role, 'own'),
        actor,
      );
      const found = secrets.filter((secret) => response.body.includes(secret));
      if (found.length > 0) leaks.push(`${role} → ${found.join(', ')}: ${response.body}`);
    }
    expect(leaks).toEqual([]);
  });

  // They take any shop's id by design; naming none, they answer the caller's shop (decision 046).
  it.each(['listServicesForSelection', 'listBarbersForHome'] as const)(
    "%s naming no shop holds none of shop B's ids",
    async (name) => {
      const access = routeTable[name];
      const leaks: string[] = [];
      for (const role of access.roles) {
        const call = await cases[name].build(role, 'own');
        const response = await sendCall(testApp.app, access, call, world.actors[role]);
        expect(response.statusCode, response.body).toBe(200);
        const found = secrets.filter((secret) => response.body.includes(secret));
        if (found.length > 0) leaks.push(`${role} → ${found.join(', ')}`);
      }
      expect(leaks).toEqual([]);
    },
  );

  it("shows a booking of shop A's own to the desk (the check above reads real answers)", async () => {
    const id = await appointmentFor('ADMIN', 'own');
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/agenda/bookings/${id}`,
      headers: world.actors.RECEPTION.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(id);
  });
});
