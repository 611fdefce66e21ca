import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { demoWeek } from '../../db/demo-catalog.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { workingHours } from '../../db/schema/working-hours.js';
import { routeTable } from '../../route-table.js';
import type { RouteName } from '../../route-table.js';
import { insertPromoCode, insertTimeOff } from '../../test/admin-fixtures.js';
import { cardToken, insertBooking } from '../../test/payment-fixtures.js';
import {
  createBarber,
  createService,
  createUser,
  DEMO_BARBERSHOP_ID,
  demoActor,
  futureDate,
  insertAppointment,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * Issue 8: every change an ADMIN or OWNER can make is written to the owner's audit log, once,
 * with who made it and the entity before and after. The routes come from the route table: a
 * new write route that the shop's managers may call fails the first test until it is either
 * given a case here or named as no change to the shop.
 */

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let admin: Actor;
let owner: Actor;
let client: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  admin = await demoActor(db, 'admin@navalha.dev');
  owner = await demoActor(db, 'dono@navalha.dev');
  client = await demoActor(db, 'cliente@navalha.dev');
});

afterAll(async () => {
  await testApp.close();
});

/** One audit row as the test expects it; `before`/`after` match partially, null exactly. */
interface ExpectedEntry {
  action: string;
  entityId: string;
  before: object | null;
  after: object | null;
}

interface PreparedChange {
  url: string;
  payload?: object;
  /** The rows the change must write, knowing the answer (a creation's id is in it). */
  entries(response: LightMyRequestResponse): ExpectedEntry[];
}

interface LoggedChange {
  route: RouteName;
  /** What the change is, for the test's name. */
  label: string;
  as: 'admin' | 'owner';
  status: number;
  prepare(): Promise<PreparedChange>;
}

const newEmail = () => `auditado.${randomUUID().slice(0, 8)}@navalha.dev`;
const newBarber = () => createBarber(db, DEMO_BARBERSHOP_ID, []);

/** A booking of a barber of its own (so none overlaps another), `hoursFromNow` away. */
async function booking(status: 'PENDING' | 'CONFIRMED', hoursFromNow: number): Promise<string> {
  const barber = await newBarber();
  return insertAppointment(db, {
    clientId: client.id,
    barberId: barber.id,
    startsAt: new Date(Date.now() + hoursFromNow * 3_600_000),
    durationMinutes: 15,
    status,
  });
}

/** A cash payment the client chose, waiting at the shop. */
async function cashPayment(): Promise<string> {
  const barber = await newBarber();
  const fixture = await insertBooking(db, {
    clientId: client.id,
    barberId: barber.id,
    method: 'CASH',
  });
  const created = await app.inject({
    method: 'POST',
    url: '/api/payments/create',
    headers: client.headers,
    payload: { appointmentId: fixture.id, amount: fixture.amount, method: 'cash' },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}

async function firstPeriodOf(barberId: string) {
  const [period] = await db
    .select()
    .from(workingHours)
    .where(and(eq(workingHours.barberId, barberId), eq(workingHours.dayOfWeek, 1)))
    .orderBy(asc(workingHours.startTime));
  if (!period) throw new Error('the barber has no Monday');
  return period;
}

const changes: LoggedChange[] = [
  {
    route: 'createService',
    label: 'a service created',
    as: 'admin',
    status: 201,
    prepare: async () => ({
      url: '/api/services',
      payload: { name: 'Pigmentação', price: 60, durationMinutes: 45 },
      entries: (response) => [
        {
          action: 'service.create',
          entityId: response.json().id,
          before: null,
          after: { name: 'Pigmentação', priceCents: 6000, durationMinutes: 45, barberIds: [] },
        },
      ],
    }),
  },
  {
    route: 'bulkCreateServices',
    label: 'two services created at once, one row each',
    as: 'owner',
    status: 201,
    prepare: async () => ({
      url: '/api/services/bulk',
      payload: {
        services: [
          { name: 'Relaxamento', price: 70, durationMinutes: 60 },
          { name: 'Luzes', price: 90, durationMinutes: 90 },
        ],
      },
      entries: (response) =>
        (response.json() as { id: string; name: string }[]).map((service) => ({
          action: 'service.create',
          entityId: service.id,
          before: null,
          after: { name: service.name },
        })),
    }),
  },
  {
    route: 'updateService',
    label: 'a service repriced',
    as: 'admin',
    status: 200,
    prepare: async () => {
      const id = await createService(db, DEMO_BARBERSHOP_ID, { priceCents: 5000 });
      return {
        url: `/api/services/${id}`,
        payload: { price: 55 },
        entries: () => [
          {
            action: 'service.update',
            entityId: id,
            before: { priceCents: 5000 },
            after: { priceCents: 5500 },
          },
        ],
      };
    },
  },
  {
    route: 'deleteService',
    label: 'a service deactivated',
    as: 'admin',
    status: 204,
    prepare: async () => {
      const id = await createService(db, DEMO_BARBERSHOP_ID);
      return {
        url: `/api/services/${id}`,
        entries: () => [
          {
            action: 'service.delete',
            entityId: id,
            before: { isActive: true },
            after: { isActive: false },
          },
        ],
      };
    },
  },
  {
    route: 'createWorkingHours',
    label: 'a working period added',
    as: 'admin',
    status: 201,
    prepare: async () => {
      const barber = await newBarber();
      const period = { dayOfWeek: 0, startTime: '10:00', endTime: '14:00' };
      return {
        url: '/api/working-hours',
        payload: { barberId: barber.id, ...period },
        entries: (response) => [
          {
            action: 'working_hours.create',
            entityId: response.json().id,
            before: null,
            after: { barberId: barber.id, ...period },
          },
        ],
      };
    },
  },
  {
    route: 'replaceWorkingHours',
    label: "a barber's week replaced",
    as: 'admin',
    status: 200,
    prepare: async () => {
      const barber = await newBarber();
      const week = [{ dayOfWeek: 2, startTime: '10:00', endTime: '16:00' }];
      return {
        url: `/api/working-hours/barber/${barber.id}/multiple`,
        payload: { workingHours: week },
        entries: () => [
          {
            action: 'working_hours.replace',
            entityId: barber.id,
            before: {
              barberId: barber.id,
              workingHours: expect.arrayContaining(demoWeek.map((p) => expect.objectContaining(p))),
            },
            after: { barberId: barber.id, workingHours: week },
          },
        ],
      };
    },
  },
  {
    route: 'updateWorkingHours',
    label: 'a working period shortened',
    as: 'owner',
    status: 200,
    prepare: async () => {
      const barber = await newBarber();
      const period = await firstPeriodOf(barber.id);
      return {
        url: `/api/working-hours/${period.id}`,
        payload: { endTime: '11:00' },
        entries: () => [
          {
            action: 'working_hours.update',
            entityId: period.id,
            before: { barberId: barber.id, dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
            after: { barberId: barber.id, dayOfWeek: 1, startTime: '09:00', endTime: '11:00' },
          },
        ],
      };
    },
  },
  {
    route: 'deleteWorkingHours',
    label: 'a working period removed',
    as: 'admin',
    status: 204,
    prepare: async () => {
      const barber = await newBarber();
      const period = await firstPeriodOf(barber.id);
      return {
        url: `/api/working-hours/${period.id}`,
        entries: () => [
          {
            action: 'working_hours.delete',
            entityId: period.id,
            before: { barberId: barber.id, startTime: '09:00', endTime: '12:00' },
            after: null,
          },
        ],
      };
    },
  },
  {
    route: 'adminCreateTimeOff',
    label: 'time off given',
    as: 'admin',
    status: 201,
    prepare: async () => {
      const barber = await newBarber();
      const date = futureDate(3, 60);
      return {
        url: `/api/admin/barbers/${barber.id}/time-off`,
        payload: {
          startDate: date,
          startTime: '14:00',
          endDate: date,
          endTime: '18:00',
          reason: 'Curso',
        },
        entries: (response) => [
          {
            action: 'time_off.create',
            entityId: response.json().timeOff.id,
            before: null,
            after: {
              barberId: barber.id,
              startsAt: spInstant(date, '14:00').toISOString(),
              endsAt: spInstant(date, '18:00').toISOString(),
              reason: 'Curso',
            },
          },
        ],
      };
    },
  },
  {
    route: 'adminDeleteTimeOff',
    label: 'time off removed',
    as: 'owner',
    status: 204,
    prepare: async () => {
      const barber = await newBarber();
      const id = await insertTimeOff(db, barber.id);
      return {
        url: `/api/admin/time-off/${id}`,
        entries: () => [
          { action: 'time_off.delete', entityId: id, before: { barberId: barber.id }, after: null },
        ],
      };
    },
  },
  {
    route: 'adminCreateBarber',
    label: 'a barber account created',
    as: 'admin',
    status: 201,
    prepare: async () => {
      const email = newEmail();
      return {
        url: '/api/admin/barbers',
        payload: { name: 'Barbeiro Auditado', email },
        entries: (response) => [
          {
            action: 'barber.create',
            entityId: response.json().member.id,
            before: null,
            after: {
              name: 'Barbeiro Auditado',
              email,
              role: 'BARBER',
              isActive: true,
              serviceIds: [],
            },
          },
        ],
      };
    },
  },
  {
    route: 'adminUpdateBarber',
    label: 'a barber renamed',
    as: 'admin',
    status: 200,
    prepare: async () => {
      const barber = await createBarber(db, DEMO_BARBERSHOP_ID, [], 'Nome Antigo');
      return {
        url: `/api/admin/barbers/${barber.id}`,
        payload: { name: 'Nome Novo' },
        entries: () => [
          {
            action: 'barber.update',
            entityId: barber.id,
            before: { name: 'Nome Antigo' },
            after: { name: 'Nome Novo' },
          },
        ],
      };
    },
  },
  {
    route: 'adminUpdateBarber',
    label: 'a barber deactivated',
    as: 'owner',
    status: 200,
    prepare: async () => {
      const barber = await newBarber();
      return {
        url: `/api/admin/barbers/${barber.id}`,
        payload: { isActive: false },
        entries: () => [
          {
            action: 'barber.update',
            entityId: barber.id,
            before: { isActive: true },
            after: { isActive: false },
          },
        ],
      };
    },
  },
  {
    route: 'adminResetBarberPassword',
    label: "a barber's password reset, without the password",
    as: 'admin',
    status: 200,
    prepare: async () => {
      const barber = await newBarber();
      return {
        url: `/api/admin/barbers/${barber.id}/reset-password`,
        entries: () => [
          { action: 'barber.reset_password', entityId: barber.id, before: null, after: null },
        ],
      };
    },
  },
  {
    route: 'adminCreateAdmin',
    label: 'an admin account created',
    as: 'owner',
    status: 201,
    prepare: async () => {
      const email = newEmail();
      return {
        url: '/api/admin/admins',
        payload: { name: 'Gerente Auditada', email },
        entries: (response) => [
          {
            action: 'admin.create',
            entityId: response.json().member.id,
            before: null,
            after: { name: 'Gerente Auditada', email, role: 'ADMIN', isActive: true },
          },
        ],
      };
    },
  },
  {
    route: 'adminUpdateAdmin',
    label: 'an admin renamed',
    as: 'owner',
    status: 200,
    prepare: async () => {
      const other = await createUser(db, 'ADMIN', DEMO_BARBERSHOP_ID, 'Gerente Antiga');
      return {
        url: `/api/admin/admins/${other.id}`,
        payload: { name: 'Gerente Nova' },
        entries: () => [
          {
            action: 'admin.update',
            entityId: other.id,
            before: { name: 'Gerente Antiga', role: 'ADMIN' },
            after: { name: 'Gerente Nova', role: 'ADMIN' },
          },
        ],
      };
    },
  },
  {
    route: 'adminResetAdminPassword',
    label: "an admin's password reset, without the password",
    as: 'owner',
    status: 200,
    prepare: async () => {
      const other = await createUser(db, 'ADMIN', DEMO_BARBERSHOP_ID);
      return {
        url: `/api/admin/admins/${other.id}/reset-password`,
        entries: () => [
          { action: 'admin.reset_password', entityId: other.id, before: null, after: null },
        ],
      };
    },
  },
  {
    route: 'adminCreatePromoCode',
    label: 'a promo code created',
    as: 'admin',
    status: 201,
    prepare: async () => ({
      url: '/api/admin/promo-codes',
      payload: { code: 'auditado12', discountPercent: 12 },
      entries: (response) => [
        {
          action: 'promo_code.create',
          entityId: response.json().id,
          before: null,
          after: { code: 'AUDITADO12', discountPercent: 12, isActive: true, maxUses: null },
        },
      ],
    }),
  },
  {
    route: 'adminUpdatePromoCode',
    label: 'a promo code changed',
    as: 'admin',
    status: 200,
    prepare: async () => {
      const id = await insertPromoCode(db, DEMO_BARBERSHOP_ID);
      return {
        url: `/api/admin/promo-codes/${id}`,
        payload: { discountPercent: 25 },
        entries: () => [
          {
            action: 'promo_code.update',
            entityId: id,
            before: { discountPercent: 15 },
            after: { discountPercent: 25 },
          },
        ],
      };
    },
  },
  {
    route: 'adminDeletePromoCode',
    label: 'a promo code deleted',
    as: 'owner',
    status: 204,
    prepare: async () => {
      const id = await insertPromoCode(db, DEMO_BARBERSHOP_ID);
      return {
        url: `/api/admin/promo-codes/${id}`,
        entries: () => [
          {
            action: 'promo_code.delete',
            entityId: id,
            before: { discountPercent: 15, isActive: true },
            after: null,
          },
        ],
      };
    },
  },
  {
    route: 'adminUpdateSettings',
    label: "the shop's name changed",
    as: 'admin',
    status: 200,
    prepare: async () => {
      const [shop] = await db
        .select({ name: barbershops.name })
        .from(barbershops)
        .where(eq(barbershops.id, DEMO_BARBERSHOP_ID));
      return {
        url: '/api/admin/settings',
        payload: { name: 'Navalha Barbearia Centro' },
        entries: () => [
          {
            action: 'settings.update',
            entityId: DEMO_BARBERSHOP_ID,
            before: { name: shop?.name },
            after: { name: 'Navalha Barbearia Centro' },
          },
        ],
      };
    },
  },
  {
    route: 'adminUpdateFinancialSettings',
    label: 'the cancellation fee changed',
    as: 'owner',
    status: 200,
    prepare: async () => ({
      url: '/api/admin/settings/financial',
      payload: { cancellationFeePercent: 40 },
      entries: () => [
        {
          action: 'settings.financial_update',
          entityId: DEMO_BARBERSHOP_ID,
          before: { cancellationFeePercent: 50 },
          after: { cancellationFeePercent: 40 },
        },
      ],
    }),
  },
  {
    route: 'confirmPayment',
    label: 'a cash payment confirmed',
    as: 'admin',
    status: 200,
    prepare: async () => {
      const id = await cashPayment();
      return {
        url: `/api/payments/${id}/confirm`,
        entries: () => [
          {
            action: 'payment.confirm_cash',
            entityId: id,
            before: { status: 'PENDING', method: 'CASH' },
            after: { status: 'COMPLETED', method: 'CASH' },
          },
        ],
      };
    },
  },
  {
    route: 'refundPayment',
    label: 'a card payment refunded',
    as: 'admin',
    status: 200,
    prepare: async () => {
      const barber = await newBarber();
      const fixture = await insertBooking(db, {
        clientId: client.id,
        barberId: barber.id,
        method: 'CREDIT_CARD',
      });
      const paid = await app.inject({
        method: 'POST',
        url: '/api/payments/card/create',
        headers: client.headers,
        payload: {
          appointmentId: fixture.id,
          amount: fixture.amount,
          cardToken: await cardToken(app, client, 'APRO'),
        },
      });
      expect(paid.json(), paid.body).toMatchObject({ status: 'paid' });
      const id: string = paid.json().id;
      return {
        url: `/api/payments/${id}/refund`,
        payload: { reason: 'Serviço não prestado' },
        entries: () => [
          {
            action: 'payment.refund',
            entityId: id,
            before: { status: 'COMPLETED', refundedAmountCents: null },
            after: { status: 'REFUNDED', reason: 'Serviço não prestado' },
          },
        ],
      };
    },
  },
  {
    route: 'cancelPayment',
    label: 'a cash payment cancelled by the shop',
    as: 'owner',
    status: 200,
    prepare: async () => {
      const id = await cashPayment();
      return {
        url: `/api/payments/${id}/cancel`,
        payload: { reason: 'Cliente não veio' },
        entries: () => [
          {
            action: 'payment.cancel',
            entityId: id,
            before: { status: 'PENDING' },
            after: { status: 'CANCELLED', reason: 'Cliente não veio' },
          },
        ],
      };
    },
  },
  {
    route: 'confirmAppointment',
    label: 'a booking confirmed by the shop',
    as: 'admin',
    status: 200,
    prepare: async () => {
      const id = await booking('PENDING', 72);
      return {
        url: `/api/appointments/${id}/confirm`,
        entries: () => [
          {
            action: 'appointment.confirm',
            entityId: id,
            before: { status: 'PENDING' },
            after: { status: 'CONFIRMED' },
          },
        ],
      };
    },
  },
  {
    route: 'rejectAppointment',
    label: 'a booking rejected by the shop',
    as: 'owner',
    status: 200,
    prepare: async () => {
      const id = await booking('PENDING', 72);
      return {
        url: `/api/appointments/${id}/reject`,
        payload: { reason: 'Barbearia fechada' },
        entries: () => [
          {
            action: 'appointment.reject',
            entityId: id,
            before: { status: 'PENDING', reason: null },
            after: { status: 'CANCELLED', reason: 'Barbearia fechada' },
          },
        ],
      };
    },
  },
  {
    route: 'completeAppointment',
    label: 'a started booking completed by the shop',
    as: 'admin',
    status: 200,
    prepare: async () => {
      const id = await booking('CONFIRMED', -1);
      return {
        url: `/api/appointments/${id}/complete`,
        entries: () => [
          {
            action: 'appointment.complete',
            entityId: id,
            before: { status: 'CONFIRMED' },
            after: { status: 'COMPLETED' },
          },
        ],
      };
    },
  },
];

/** Write routes an ADMIN or OWNER may call that change nothing of the shop's, and why. */
const notShopChanges: Partial<Record<RouteName, string>> = {
  listBarbersByServices: 'a search sent as POST',
  getAvailableSlots: 'a search sent as POST',
  validatePromoCode: 'checks a code without counting a use',
  mockPayment: "plays the sandbox payer's bank (404 outside the sandbox), not the shop",
  markNotificationRead: "the caller's own inbox",
  markAllNotificationsRead: "the caller's own inbox",
  updateMyProfile: "the caller's own account",
  uploadMyAvatar: "the caller's own account",
  removeMyAvatar: "the caller's own account",
};

describe('the audit log of admin changes', () => {
  it('has a case, or a reason for none, for every write route an ADMIN or OWNER may call', () => {
    const managersWrites = (Object.keys(routeTable) as RouteName[]).filter((name) => {
      const { method, roles } = routeTable[name];
      const allowed = roles as readonly string[];
      return method !== 'GET' && (allowed.includes('ADMIN') || allowed.includes('OWNER'));
    });
    const classified = new Set([
      ...changes.map((change) => change.route),
      ...Object.keys(notShopChanges),
    ]);
    expect([...classified].sort()).toEqual([...managersWrites].sort());
    for (const change of changes) {
      expect(routeTable[change.route].roles, change.route).toContain(change.as.toUpperCase());
    }
  });

  it.each(changes.map((change) => [`${change.route}: ${change.label}`, change] as const))(
    'logs %s, once, with who did it and before and after',
    async (_name, change) => {
      const actor = change.as === 'owner' ? owner : admin;
      const prepared = await change.prepare();
      const known = new Set((await db.select({ id: auditLog.id }).from(auditLog)).map((r) => r.id));
      const response = await app.inject({
        method: routeTable[change.route].method,
        url: prepared.url,
        headers: actor.headers,
        ...(prepared.payload ? { payload: prepared.payload } : {}),
      });
      expect(response.statusCode, response.body).toBe(change.status);

      const added = (await db.select().from(auditLog).orderBy(asc(auditLog.createdAt))).filter(
        (row) => !known.has(row.id),
      );
      const expected = prepared.entries(response);
      expect(added).toHaveLength(expected.length);
      for (const [index, entry] of expected.entries()) {
        expect(added[index]).toMatchObject({
          barbershopId: DEMO_BARBERSHOP_ID,
          actorId: actor.id,
          actorRole: actor.role,
          action: entry.action,
          entity: entry.action.split('.')[0],
          entityId: entry.entityId,
          before: entry.before,
          after: entry.after,
        });
      }
      // A password, plain or hashed, never reaches the log.
      const logged = JSON.stringify(added);
      expect(logged).not.toContain('$argon2');
      if (response.body.includes('temporaryPassword')) {
        expect(logged).not.toContain(response.json().temporaryPassword);
      }
    },
  );
});
