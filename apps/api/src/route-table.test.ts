import { randomUUID } from 'node:crypto';
import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import { repriceForMethod } from '@navalha/core/domain/payments/order-method';
import { fromCents } from '@navalha/core/domain/money';
import type { Role } from '@navalha/core/domain/auth/roles';
import { roles } from '@navalha/core/domain/auth/roles';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/client.js';
import { workingHours } from './db/schema/working-hours.js';
import { publicRouteTable, routeTable } from './route-table.js';
import type { PublicRouteAccess, RouteAccess, RouteName } from './route-table.js';
import { adminRouteCases } from './test/admin-fixtures.js';
import { cardToken, insertBooking } from './test/payment-fixtures.js';
import { WalletRepository } from './modules/wallet/wallet.repository.js';
import {
  injectStream,
  insertCompletedAppointment,
  insertNotification,
  insertReview,
} from './test/notification-fixtures.js';
import {
  createBarber,
  createService,
  createShop,
  createUser,
  DEMO_BARBERSHOP_ID,
  demoActor,
  demoServices,
  futureDate,
  insertAppointment,
  spInstant,
} from './test/scheduling-fixtures.js';
import type { Actor } from './test/scheduling-fixtures.js';
import { createPasswordUser, FIXTURE_PASSWORD } from './test/password-fixtures.js';
import { buildTestApp, createTestApp } from './test/test-app.js';
import type { TestApp } from './test/test-app.js';

/**
 * The permission matrix: every route of the route table, called by each role (and by nobody),
 * on the caller's own resource and on someone else's. Expected: anonymous 401, a role the
 * table does not admit 403, the owner 2xx, anyone else 404 (existence is not leaked).
 */

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;

interface World {
  actors: Record<Role, Actor>;
  otherClient: Actor;
  otherBarber: Actor;
  shopB: { id: string; serviceId: string; barber: Actor };
}
let world: World;

type Target = 'own' | 'other';
interface Call {
  url: string;
  payload?: object;
  /** Extra request headers, e.g. a raw upload's content type. */
  headers?: Record<string, string>;
  /** Server-sent events: the status and an error body are read, never a 200's endless body. */
  stream?: boolean;
}

interface RouteCase {
  /** Whether the route touches someone's resource (so "other" applies). */
  owned: boolean;
  success: number;
  /** Status for someone else's resource; 404 unless said. */
  otherStatus?: number;
  /** A request as `role` (an admitted one) on its own or someone else's resource. */
  build(role: Role, target: Target): Promise<Call>;
  /** Who acts on its own, when not the role's demo account (deleting an account). */
  actor?(role: Role): Promise<Actor>;
}

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  const shopB = await createShop(db, 'Barbearia B');
  const serviceB = await createService(db, shopB);
  world = {
    actors: {
      CLIENT: await demoActor(db, 'cliente@navalha.dev'),
      BARBER: await demoActor(db, 'barbeiro@navalha.dev'),
      ADMIN: await demoActor(db, 'admin@navalha.dev'),
      OWNER: await demoActor(db, 'dono@navalha.dev'),
    },
    otherClient: await demoActor(db, 'marina@navalha.dev'),
    otherBarber: await demoActor(db, 'rafael@navalha.dev'),
    shopB: { id: shopB, serviceId: serviceB, barber: await createBarber(db, shopB, [serviceB]) },
  };
  // Shop B's staff exist too, so "another shop" is a real one with people in it.
  await createUser(db, 'ADMIN', shopB);
});

afterAll(async () => {
  await testApp.close();
});

const corte = demoServices[0];

/** A 1×1 PNG: signature, IHDR, IDAT, IEND. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Each fixture appointment gets its own Monday, so none meets another. */
let mondays = 0;
const freshMonday = () => futureDate(1, 30 + 7 * (mondays += 1));
/** Started, short appointments in the past for `complete`, an hour apart. */
let pastSlots = 0;
const freshPast = () => new Date(Date.now() - (pastSlots += 1) * 60 * 60_000);

/**
 * An appointment the role owns (its client, its barber, its shop) or one it does not.
 */
async function appointmentFor(
  role: Role,
  target: Target,
  options: { status?: 'PENDING' | 'CONFIRMED'; startsAt?: Date } = {},
): Promise<string> {
  const { actors, otherClient, otherBarber, shopB } = world;
  const startsAt = options.startsAt ?? spInstant(freshMonday(), '10:00');
  const base = { startsAt, status: options.status ?? 'PENDING', durationMinutes: 15 } as const;
  if (role === 'CLIENT') {
    return insertAppointment(db, {
      ...base,
      clientId: target === 'own' ? actors.CLIENT.id : otherClient.id,
      barberId: actors.BARBER.id,
    });
  }
  if (role === 'BARBER') {
    return insertAppointment(db, {
      ...base,
      clientId: otherClient.id,
      barberId: target === 'own' ? actors.BARBER.id : otherBarber.id,
    });
  }
  return target === 'own'
    ? insertAppointment(db, { ...base, clientId: otherClient.id, barberId: actors.BARBER.id })
    : insertAppointment(db, {
        ...base,
        clientId: otherClient.id,
        barberId: shopB.barber.id,
        barbershopId: shopB.id,
        serviceId: shopB.serviceId,
      });
}

/** A barber whose hours the role may see (own) or not (other). */
function barberFor(role: Role, target: Target): string {
  if (role === 'BARBER') return target === 'own' ? world.actors.BARBER.id : world.otherBarber.id;
  return target === 'own' ? world.actors.BARBER.id : world.shopB.barber.id;
}

async function workingHoursRowOf(barberId: string): Promise<string> {
  const [row] = await db
    .select({ id: workingHours.id })
    .from(workingHours)
    .where(eq(workingHours.barberId, barberId))
    .orderBy(asc(workingHours.dayOfWeek), asc(workingHours.startTime));
  if (!row) throw new Error('barber without working hours');
  return row.id;
}

/** A barber of the manager's shop (own) or of shop B (other), made for a write. */
async function writableBarberFor(target: Target): Promise<string> {
  return target === 'own'
    ? (await createBarber(db, DEMO_BARBERSHOP_ID, [])).id
    : world.shopB.barber.id;
}

/**
 * A sandbox PIX payment the role may act on (own) or not (other): the client's own booking;
 * for staff, a booking of their shop, or of shop B. `status` moves it on first.
 */
async function paymentFor(
  role: Role,
  target: Target,
  options: { method?: 'pix' | 'cash'; status?: 'approved' } = {},
): Promise<{ id: string; appointmentId: string }> {
  const { actors, otherClient, shopB } = world;
  const payer = role === 'CLIENT' && target === 'own' ? actors.CLIENT : otherClient;
  const inShopB = role !== 'CLIENT' && target === 'other';
  const method = options.method === 'cash' ? 'CASH' : 'PIX';
  const booking = await insertBooking(db, {
    clientId: payer.id,
    barberId: inShopB ? shopB.barber.id : actors.BARBER.id,
    method,
    ...(inShopB ? { barbershopId: shopB.id, serviceId: shopB.serviceId } : {}),
  });
  const created = await app.inject({
    method: 'POST',
    url: '/api/payments/create',
    headers: payer.headers,
    payload: { appointmentId: booking.id, amount: booking.amount, method },
  });
  if (created.statusCode !== 201) throw new Error(`payment fixture: ${created.body}`);
  const id = (created.json() as { id: string }).id;
  if (options.status) {
    const mocked = await app.inject({
      method: 'POST',
      url: '/api/payments/mock',
      headers: payer.headers,
      payload: { paymentId: id, status: options.status },
    });
    if (mocked.statusCode !== 200) throw new Error(`mock fixture: ${mocked.body}`);
  }
  return { id, appointmentId: booking.id };
}

/** A saved card in the client's wallet (own) or in someone else's (other). */
async function savedMethodFor(target: Target): Promise<string> {
  const owner = target === 'own' ? world.actors.CLIENT : world.otherClient;
  const wallets = new WalletRepository(db);
  const wallet = await wallets.ensureForUser(owner.id);
  const { method } = await wallets.saveCard(wallet.id, {
    methodType: 'debit_card',
    cardToken: `tok_${randomUUID()}`,
    cardBrand: 'Visa',
    cardLastFour: String(Math.floor(Math.random() * 10_000)).padStart(4, '0'),
    cardholderName: 'MARIA SILVA',
    expiryDate: '2031-01-01',
  });
  return method.id;
}

/** A sandbox PIX deposit of the client (own) or of someone else (other). */
async function depositFor(target: Target): Promise<string> {
  const owner = target === 'own' ? world.actors.CLIENT : world.otherClient;
  const created = await app.inject({
    method: 'POST',
    url: '/api/wallet/deposits',
    headers: owner.headers,
    payload: { amount: 10 },
  });
  if (created.statusCode !== 201) throw new Error(`deposit fixture: ${created.body}`);
  return (created.json() as { id: string }).id;
}

/** A PIX-priced booking of the client (own) or of someone else (other), to pay. */
async function payableBookingFor(target: Target) {
  const { actors, otherClient } = world;
  return insertBooking(db, {
    clientId: (target === 'own' ? actors.CLIENT : otherClient).id,
    barberId: actors.BARBER.id,
    method: 'PIX',
  });
}

const cases: Record<RouteName, RouteCase> = {
  ...adminRouteCases(() => ({ db, actors: world.actors, shopB: world.shopB })),
  listServices: { owned: false, success: 200, build: async () => ({ url: '/api/services' }) },
  listServicesForSelection: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/services/for-selection' }),
  },
  listShopServices: {
    owned: false,
    success: 200,
    build: async () => ({ url: `/api/services/barber-shop/${DEMO_BARBERSHOP_ID}` }),
  },
  getService: {
    owned: false,
    success: 200,
    build: async () => ({ url: `/api/services/${corte.id}` }),
  },
  createService: {
    owned: true,
    success: 201,
    otherStatus: 403,
    build: async (_role, target) => ({
      url: '/api/services',
      payload: {
        name: 'Serviço da matriz',
        price: 30,
        durationMinutes: 30,
        ...(target === 'other' ? { barberShopId: world.shopB.id } : {}),
      },
    }),
  },
  bulkCreateServices: {
    owned: true,
    success: 201,
    otherStatus: 403,
    build: async (_role, target) => ({
      url: '/api/services/bulk',
      payload: {
        services: [
          {
            name: 'Serviço em lote',
            price: 30,
            durationMinutes: 30,
            ...(target === 'other' ? { barberShopId: world.shopB.id } : {}),
          },
        ],
      },
    }),
  },
  updateService: {
    owned: true,
    success: 200,
    build: async (_role, target) => ({
      url: `/api/services/${
        target === 'own' ? await createService(db, DEMO_BARBERSHOP_ID) : world.shopB.serviceId
      }`,
      payload: { price: 42 },
    }),
  },
  deleteService: {
    owned: true,
    success: 204,
    build: async (_role, target) => ({
      url: `/api/services/${
        target === 'own' ? await createService(db, DEMO_BARBERSHOP_ID) : world.shopB.serviceId
      }`,
    }),
  },

  listBarbersByServices: {
    owned: false,
    success: 200,
    build: async () => ({
      url: '/api/users/barbers/by-services',
      payload: { serviceIds: [corte.id] },
    }),
  },
  listBarbersForHome: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/users/barbers/for-home' }),
  },
  listBarbers: { owned: false, success: 200, build: async () => ({ url: '/api/users/barbers' }) },
  listShopBarbers: {
    owned: false,
    success: 200,
    build: async () => ({ url: `/api/users/barbers/barber-shop/${DEMO_BARBERSHOP_ID}` }),
  },
  getBarber: {
    owned: false,
    success: 200,
    build: async () => ({ url: `/api/users/barbers/${world.actors.BARBER.id}` }),
  },

  createWorkingHours: {
    owned: true,
    success: 201,
    build: async (_role, target) => ({
      url: '/api/working-hours',
      payload: {
        barberId: await writableBarberFor(target),
        dayOfWeek: 0,
        startTime: '09:00',
        endTime: '12:00',
      },
    }),
  },
  replaceWorkingHours: {
    owned: true,
    success: 200,
    build: async (_role, target) => ({
      url: `/api/working-hours/barber/${await writableBarberFor(target)}/multiple`,
      payload: { workingHours: [{ dayOfWeek: 1, startTime: '10:00', endTime: '18:00' }] },
    }),
  },
  listWorkingHours: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/working-hours' }),
  },
  listBarberWorkingHours: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/working-hours/barber/${barberFor(role, target)}`,
    }),
  },
  getWorkingHours: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/working-hours/${await workingHoursRowOf(barberFor(role, target))}`,
    }),
  },
  updateWorkingHours: {
    owned: true,
    success: 200,
    build: async (_role, target) => ({
      url: `/api/working-hours/${await workingHoursRowOf(await writableBarberFor(target))}`,
      payload: { endTime: '11:30' },
    }),
  },
  deleteWorkingHours: {
    owned: true,
    success: 204,
    build: async (_role, target) => ({
      url: `/api/working-hours/${await workingHoursRowOf(await writableBarberFor(target))}`,
    }),
  },
  getAvailableTimes: {
    owned: false,
    success: 200,
    build: async () => ({
      url: `/api/working-hours/barber/${world.actors.BARBER.id}/available-times?date=${futureDate()}`,
    }),
  },
  getAvailableSlots: {
    owned: false,
    success: 200,
    build: async () => ({
      url: '/api/working-hours/available-slots',
      payload: {
        date: futureDate(),
        barberIds: [world.actors.BARBER.id],
        serviceIds: [corte.id],
      },
    }),
  },

  createAppointment: {
    owned: false,
    success: 201,
    build: async () => ({
      url: '/api/appointments',
      payload: {
        serviceIds: [corte.id],
        barberIds: [world.actors.BARBER.id],
        scheduledDate: freshMonday(),
        scheduledTime: '10:00',
        paymentMethod: 'CASH',
        totalPrice: fromCents(computeOrderTotals({ items: [corte], method: 'CASH' }).total),
      },
    }),
  },
  listMyHistory: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/appointments/my-history' }),
  },
  listMyAppointments: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/appointments/my-appointments' }),
  },
  listBarberAgenda: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/appointments/barber/my-appointments' }),
  },
  getAppointment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/appointments/${await appointmentFor(role, target)}`,
    }),
  },
  rescheduleAppointment: {
    owned: true,
    success: 200,
    build: async (role, target) => {
      const date = freshMonday();
      const id = await appointmentFor(role, target, { startsAt: spInstant(date, '10:00') });
      return {
        url: `/api/appointments/${id}`,
        payload: { scheduledDate: date, scheduledTime: '14:00' },
      };
    },
  },
  cancelAppointment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/appointments/${await appointmentFor(role, target)}`,
    }),
  },
  confirmAppointment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/appointments/${await appointmentFor(role, target)}/confirm`,
    }),
  },
  rejectAppointment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/appointments/${await appointmentFor(role, target)}/reject`,
      payload: { reason: 'Imprevisto' },
    }),
  },
  completeAppointment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/appointments/${await appointmentFor(role, target, {
        status: 'CONFIRMED',
        startsAt: freshPast(),
      })}/complete`,
    }),
  },
  getBarberEarnings: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/barber-area/earnings' }),
  },
  getBarberSchedule: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/barber-area/schedule' }),
  },

  validatePromoCode: {
    owned: false,
    success: 200,
    build: async () => ({
      url: '/api/promo-codes/validate',
      payload: { code: 'NAVALHA10', subtotal: 50 },
    }),
  },

  createPixPayment: {
    owned: true,
    success: 201,
    build: async (_role, target) => {
      const booking = await payableBookingFor(target);
      return {
        url: '/api/payments/pix/create',
        payload: { appointmentId: booking.id, amount: booking.amount },
      };
    },
  },
  createCardPayment: {
    owned: true,
    success: 201,
    build: async (_role, target) => {
      const booking = await payableBookingFor(target);
      const { amount } = repriceOf(booking.totals);
      return {
        url: '/api/payments/card/create',
        payload: {
          appointmentId: booking.id,
          amount,
          cardToken: await cardToken(app, world.actors.CLIENT, 'APRO'),
        },
      };
    },
  },
  createPaymentPreference: {
    owned: true,
    success: 201,
    build: async (_role, target) => {
      const booking = await payableBookingFor(target);
      return {
        url: '/api/payments/create-preference',
        payload: { appointmentId: booking.id, amount: booking.amount, method: 'pix' },
      };
    },
  },
  createPayment: {
    owned: true,
    success: 201,
    build: async (_role, target) => {
      const booking = await payableBookingFor(target);
      return {
        url: '/api/payments/create',
        payload: { appointmentId: booking.id, amount: booking.amount, method: 'pix' },
      };
    },
  },
  confirmPayment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/payments/${(await paymentFor(role, target, { method: 'cash' })).id}/confirm`,
    }),
  },
  cancelPayment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/payments/${(await paymentFor(role, target)).id}/cancel`,
    }),
  },
  mockPayment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: '/api/payments/mock',
      payload: { paymentId: (await paymentFor(role, target)).id, status: 'approved' },
    }),
  },
  listPaymentMethods: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/payments/methods' }),
  },
  getPayment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/payments/${(await paymentFor(role, target)).id}`,
    }),
  },
  getAppointmentPayment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/payments/appointment/${(await paymentFor(role, target)).appointmentId}`,
    }),
  },
  getPaymentStatus: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/payments/${(await paymentFor(role, target)).id}/status`,
    }),
  },
  syncPaymentStatus: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/payments/${(await paymentFor(role, target)).id}/sync-status`,
    }),
  },
  refundPayment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/payments/${(await paymentFor(role, target, { status: 'approved' })).id}/refund`,
      payload: { reason: 'Cliente desistiu' },
    }),
  },
  createSandboxCardToken: {
    owned: false,
    success: 201,
    build: async () => ({
      url: '/api/payments/sandbox/card-tokens',
      payload: {
        cardNumber: '4235 6477 2802 5682',
        securityCode: '123',
        expirationMonth: 11,
        expirationYear: 2030,
        cardholderName: 'APRO',
      },
    }),
  },

  getWallet: { owned: false, success: 200, build: async () => ({ url: '/api/wallet' }) },
  listWalletTransactions: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/wallet/transactions?limit=5' }),
  },
  listWalletPaymentMethods: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/wallet/payment-methods' }),
  },
  addWalletPaymentMethod: {
    owned: false,
    success: 201,
    build: async (role) => {
      // A new card each time: the same card saved again answers 200.
      const number = `4235647728${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
      return {
        url: '/api/wallet/payment-methods',
        payload: {
          card_token: await cardToken(app, world.actors[role], 'MARIA SILVA', number),
          method_type: 'credit_card',
          cardholder_name: 'Maria Silva',
          expiry_date: '2030-11-01',
        },
      };
    },
  },
  deleteWalletPaymentMethod: {
    owned: true,
    success: 204,
    build: async (_role, target) => ({
      url: `/api/wallet/payment-methods/${await savedMethodFor(target)}`,
    }),
  },
  setDefaultWalletPaymentMethod: {
    owned: true,
    success: 200,
    build: async (_role, target) => ({
      url: `/api/wallet/payment-methods/${await savedMethodFor(target)}/default`,
    }),
  },
  createWalletDeposit: {
    owned: false,
    success: 201,
    build: async () => ({ url: '/api/wallet/deposits', payload: { amount: 25.5 } }),
  },
  getWalletDeposit: {
    owned: true,
    success: 200,
    build: async (_role, target) => ({ url: `/api/wallet/deposits/${await depositFor(target)}` }),
  },
  mockWalletDeposit: {
    owned: true,
    success: 200,
    build: async (_role, target) => ({
      url: `/api/wallet/deposits/${await depositFor(target)}/mock`,
      payload: { status: 'approved' },
    }),
  },

  createReview: {
    owned: true,
    success: 201,
    build: async (role, target) => {
      const { actors, otherClient } = world;
      const clientId = target === 'own' ? actors[role].id : otherClient.id;
      const appointmentId = await insertCompletedAppointment(db, clientId, actors.BARBER.id);
      return { url: '/api/reviews', payload: { appointmentId, rating: 5 } };
    },
  },
  getAppointmentReview: {
    owned: true,
    success: 200,
    build: async (role, target) => {
      const { actors, otherClient } = world;
      const clientId = target === 'own' ? actors[role].id : otherClient.id;
      const barberId = actors.BARBER.id;
      const appointmentId = await insertCompletedAppointment(db, clientId, barberId);
      await insertReview(db, { appointmentId, clientId, barberId });
      return { url: `/api/reviews/appointment/${appointmentId}` };
    },
  },
  listBarberReviews: {
    owned: false,
    success: 200,
    build: async () => ({ url: `/api/reviews/barber/${world.actors.BARBER.id}` }),
  },
  listNotifications: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/notifications' }),
  },
  streamNotifications: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/notifications/stream', stream: true }),
  },
  markNotificationRead: {
    owned: true,
    success: 200,
    build: async (role, target) => {
      const userId = target === 'own' ? world.actors[role].id : world.otherClient.id;
      return { url: `/api/notifications/${await insertNotification(db, userId)}/read` };
    },
  },
  markAllNotificationsRead: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/notifications/read-all' }),
  },

  getMyProfile: { owned: false, success: 200, build: async () => ({ url: '/api/users/me' }) },
  updateMyProfile: {
    owned: false,
    success: 200,
    build: async (role) => ({
      url: '/api/users/me',
      payload: {
        name: 'Pessoa da Matriz',
        email: `${role.toLowerCase()}.matriz@teste.dev`,
        phone: '(11) 98765-4321',
        birthDate: '1990-09-07',
        postalCode: '01310-100',
        street: 'Avenida Paulista',
        houseNumber: '1000',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        country: 'Brasil',
      },
    }),
  },
  deleteMyAccount: {
    owned: false,
    success: 200,
    // A fresh client each time: the demo client must outlive this test.
    actor: () => createUser(db, 'CLIENT', null),
    build: async () => ({ url: '/api/users/me', payload: { confirmation: 'EXCLUIR' } }),
  },
  exportMyData: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/users/me/export' }),
  },
  uploadMyAvatar: {
    owned: false,
    success: 200,
    build: async () => ({
      url: '/api/users/me/avatar',
      payload: tinyPng,
      headers: { 'content-type': 'image/png' },
    }),
  },
  removeMyAvatar: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/users/me/avatar' }),
  },
  changeMyPassword: {
    owned: false,
    success: 200,
    // A fresh account each time: the demo accounts' sessions must survive.
    actor: (role) => createPasswordUser(db, role),
    build: async () => ({
      url: '/api/users/me/password',
      payload: { currentPassword: FIXTURE_PASSWORD, newPassword: 'Nova@1234' },
    }),
  },
  resendEmailConfirmation: {
    owned: false,
    // No SMTP in this test: a 503 shows the call got past the role check.
    success: 503,
    actor: (role) => createPasswordUser(db, role),
    build: async () => ({ url: '/api/users/me/email-confirmation' }),
  },
  lookupPostalCode: {
    owned: false,
    // No CEP service listens in this test: a 503 shows the call got past the role check.
    success: 503,
    build: async () => ({ url: '/api/postal-codes/01310-100' }),
  },
};

/** A PIX-priced booking's credit-card figures: paying by card reprices it. */
function repriceOf(totals: { subtotal: number; discount: number }) {
  return { amount: fromCents(repriceForMethod(totals, 'CREDIT_CARD').total) };
}

function send(access: RouteAccess, call: Call, actor: Actor | null) {
  if (call.stream) {
    return injectStream(app, { method: access.method, url: call.url, headers: actor?.headers });
  }
  return app.inject({
    method: access.method,
    url: call.url,
    ...(actor || call.headers ? { headers: { ...actor?.headers, ...call.headers } } : {}),
    ...(call.payload ? { payload: call.payload } : {}),
  });
}

const routeNames = Object.keys(routeTable) as RouteName[];

/** Every `METHOD /api/…` route an app serves, outside auth, health and the docs. */
function servedRoutes(instance: FastifyInstance): string[] {
  const served = new Set<string>();
  const stack: string[] = [];
  for (const line of instance.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const url = stack.join('');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') served.add(`${method} ${url}`);
    }
  }
  return [...served]
    .filter((route) => !/ \/api\/(auth|health|docs)(\/|$)/.test(route) && / \/api\//.test(route))
    .sort();
}

const allTabled: readonly (RouteAccess | PublicRouteAccess)[] = [
  ...Object.values(routeTable),
  ...Object.values(publicRouteTable),
];
const describeRoute = (access: RouteAccess | PublicRouteAccess) => `${access.method} ${access.url}`;

describe('the route table', () => {
  it('lists every scheduling route the app serves, and nothing else', () => {
    expect(servedRoutes(app)).toEqual(allTabled.map(describeRoute).sort());
  });

  it('serves the sandbox-only routes with the sandbox gateway alone (404 with Mercado Pago)', async () => {
    const mercadoPago = await buildTestApp(testApp.database, {
      paymentGateway: 'mercadopago',
      mercadopagoAccessToken: 'APP_USR-route-table-test',
      mercadopagoWebhookSecret: 'route-table-webhook-secret',
      mercadopagoPublicKey: 'APP_USR-1a2b3c4d-route-table',
      publicUrl: 'https://navalha.example.com',
    });
    try {
      const sandboxOnly = allTabled.filter((access) => access.sandboxOnly);
      expect(sandboxOnly.map(describeRoute).sort()).toEqual([
        'GET /api/payments/sandbox/bank/:id',
        'GET /api/payments/sandbox/checkout/:id',
        'POST /api/payments/mock',
        'POST /api/payments/sandbox/bank/:id/approve',
        'POST /api/payments/sandbox/bank/:id/decline',
        'POST /api/payments/sandbox/card-tokens',
        'POST /api/wallet/deposits/:id/mock',
      ]);
      expect(servedRoutes(mercadoPago)).toEqual(
        allTabled
          .filter((access) => !access.sandboxOnly)
          .map(describeRoute)
          .sort(),
      );
      for (const access of sandboxOnly) {
        const response = await mercadoPago.inject({
          method: access.method,
          url: access.url.replace(':id', randomUUID()),
          headers: world.actors.CLIENT.headers,
          ...(access.method === 'POST' ? { payload: {} } : {}),
        });
        expect(response.statusCode, describeRoute(access)).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    } finally {
      await mercadoPago.close();
    }
  });

  it('asks no token on the public routes (their own guard answers instead)', async () => {
    for (const access of Object.values(publicRouteTable)) {
      const response = await app.inject({
        method: access.method,
        url: access.url.replace(':id', '12345').replace(':token', '12345'),
        ...(access === publicRouteTable.acceptInvitation
          ? { payload: { password: 'Senha@123', confirmPassword: 'Senha@123' } }
          : {}),
      });
      // The sandbox has no such payment (404); the webhook belongs to Mercado Pago (404); no
      // invitation has that token (404). The shops' public contacts take no id: they simply
      // answer. The setup token's routes are gone (410) once a shop exists, as it does here.
      const expected =
        access === publicRouteTable.shopContacts
          ? 200
          : access.url.startsWith('/api/setup/')
            ? 410
            : 404;
      expect(response.statusCode, `${access.method} ${access.url}`).toBe(expected);
    }
  });
});

/**
 * Routes that name a row in their path yet are the same for everyone signed in: the catalog
 * (any shop's services, barbers, free times and reviews, which clients browse) and a CEP.
 * Every other route with a path id is tested on someone else's row below.
 */
const sharedByPath = new Set<RouteName>([
  'listShopServices',
  'getService',
  'listShopBarbers',
  'getBarber',
  'getAvailableTimes',
  'listBarberReviews',
  'lookupPostalCode',
]);

it("tests someone else's row on every route that names one, the shared catalog aside", () => {
  const unchecked = routeNames.filter(
    (name) => routeTable[name].url.includes(':') && !cases[name].owned && !sharedByPath.has(name),
  );
  expect(unchecked).toEqual([]);
  for (const name of sharedByPath) expect(cases[name].owned, name).toBe(false);
});

describe.each(routeNames)('%s', (name) => {
  const access: RouteAccess = routeTable[name];
  const routeCase = cases[name];
  const admitted = roles.filter((role) => access.roles.includes(role));
  const refused = roles.filter((role) => !access.roles.includes(role));

  it('answers 401 without a token', async () => {
    const [role = 'CLIENT'] = admitted;
    const response = await send(access, await routeCase.build(role, 'own'), null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it.each(refused)('answers 403 to %s', async (role) => {
    const [admittedRole = 'CLIENT'] = admitted;
    const call = await routeCase.build(admittedRole, 'own');
    const response = await send(access, call, world.actors[role]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Acesso negado' });
  });

  it.each(admitted)('lets %s act on its own', async (role) => {
    const actor = routeCase.actor ? await routeCase.actor(role) : world.actors[role];
    const response = await send(access, await routeCase.build(role, 'own'), actor);
    expect(response.statusCode, response.body).toBe(routeCase.success);
  });

  if (routeCase.owned) {
    it.each(admitted)("answers %s on someone else's with 404", async (role) => {
      const response = await send(access, await routeCase.build(role, 'other'), world.actors[role]);
      expect(response.statusCode, response.body).toBe(routeCase.otherStatus ?? 404);
    });
  }
});

it('documents every route of the table in OpenAPI', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const paths = response.json().paths as Record<string, Record<string, unknown>>;
  for (const access of Object.values(routeTable)) {
    const path = access.url.replace(/:(\w+)/g, '{$1}');
    expect(paths[path]?.[access.method.toLowerCase()], `${access.method} ${path}`).toBeDefined();
  }
});

it('answers 401 to a forged token', async () => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/services',
    headers: { authorization: 'Bearer aaa.bbb.ccc' },
  });
  expect(response.statusCode).toBe(401);
});
