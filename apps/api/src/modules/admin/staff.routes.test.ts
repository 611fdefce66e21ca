import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import { fromCents } from '@navalha/core/domain/money';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { barberServices } from '../../db/schema/barber-services.js';
import { refreshTokens } from '../../db/schema/refresh-tokens.js';
import { timeOff } from '../../db/schema/time-off.js';
import { users } from '../../db/schema/users.js';
import { workingHours } from '../../db/schema/working-hours.js';
import { buildConcurrentEditApp } from '../../test/concurrent-edit.js';
import { joinByInvitation } from '../../test/invitation-fixtures.js';
import type { ConcurrentEditApp } from '../../test/concurrent-edit.js';
import {
  createBarber,
  createService,
  createShop,
  createUser,
  DEMO_BARBERSHOP_ID,
  demoActor,
  demoServices,
  findAppointment,
  futureDate,
  insertAppointment,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let admin: Actor;
let owner: Actor;
let client: Actor;
let shopB: string;
let concurrent: ConcurrentEditApp;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  concurrent = await buildConcurrentEditApp(testApp.database);
  admin = await demoActor(db, 'admin@navalha.dev');
  owner = await demoActor(db, 'dono@navalha.dev');
  client = await demoActor(db, 'cliente@navalha.dev');
  shopB = await createShop(db);
});

afterAll(async () => {
  await concurrent.close();
  await testApp.close();
});

const corte = demoServices[0];

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  actor: Actor,
  payload?: object,
) {
  return app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });
}

function login(email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

async function lastAudit(entityId: string) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return row;
}

let emails = 0;
const newEmail = () => `barbeiro.${(emails += 1)}.${Date.now()}@navalha.dev`;

/** A barber who joined by invitation, offering Corte (set straight in the database: no log). */
async function createBarberAccount() {
  const joined = await joinByInvitation(app, admin, {
    name: 'Caio Navalha',
    email: newEmail(),
    phone: '(11) 91234-5678',
    role: 'BARBER',
  });
  await db.insert(barberServices).values({
    barbershopId: DEMO_BARBERSHOP_ID,
    barberId: joined.member.id,
    serviceId: corte.id,
  });
  return joined;
}

describe('barber accounts', () => {
  it("refuses another shop's service", async () => {
    const serviceB = await createService(db, shopB);
    const { member } = await createBarberAccount();
    const response = await call('PATCH', `/api/admin/barbers/${member.id}`, admin, {
      serviceIds: [serviceB],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'serviceIds',
      message: 'Serviço não encontrado',
    });
  });

  it('assigns services, recording before and after', async () => {
    const { member } = await createBarberAccount();
    const response = await call('PATCH', `/api/admin/barbers/${member.id}`, admin, {
      serviceIds: [corte.id, demoServices[1].id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().serviceIds.sort()).toEqual([corte.id, demoServices[1].id].sort());
    expect(await lastAudit(member.id)).toMatchObject({
      action: 'barber.update',
      before: expect.objectContaining({ serviceIds: [corte.id] }),
      after: expect.objectContaining({
        serviceIds: [corte.id, demoServices[1].id].sort(),
      }),
    });
  });

  it('deactivates a barber: no sign-in, sessions revoked, no new bookings', async () => {
    const { member, password } = await createBarberAccount();
    expect((await login(member.email, password)).statusCode).toBe(200);
    const date = futureDate(1, 35);
    const slots = () =>
      call('POST', '/api/working-hours/available-slots', client, {
        date,
        barberIds: [member.id],
        serviceIds: [corte.id],
      });
    await db.insert(workingHours).values({
      barbershopId: DEMO_BARBERSHOP_ID,
      barberId: member.id,
      dayOfWeek: 1,
      startTime: '09:00',
      endTime: '12:00',
    });
    const book = (time: string) =>
      call('POST', '/api/appointments', client, {
        serviceIds: [corte.id],
        barberIds: [member.id],
        scheduledDate: date,
        scheduledTime: time,
        paymentMethod: 'CASH',
        totalPrice: fromCents(computeOrderTotals({ items: [corte], method: 'CASH' }).total),
      });
    // While active, the barber takes bookings: what follows is the deactivation's doing.
    const before = await book('09:00');
    expect(before.statusCode, before.body).toBe(201);
    expect((await slots()).statusCode).toBe(200);

    const response = await call('PATCH', `/api/admin/barbers/${member.id}`, admin, {
      isActive: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ isActive: false });

    expect((await login(member.email, password)).statusCode).toBe(401);
    const live = await db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, member.id), isNull(refreshTokens.revokedAt)));
    expect(live).toEqual([]);
    // As if the barber did not exist: the same answer a client gets for an unknown one.
    const after = await book('10:00');
    expect(after.statusCode, after.body).toBe(404);
    expect(after.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Barbeiro não encontrado' });
    const closed = await slots();
    expect(closed.statusCode, closed.body).toBe(404);
    expect(closed.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Barbeiro não encontrado' });
    // The booking made before stays, as the decision says.
    expect(await findAppointment(db, before.json().id)).toMatchObject({ status: 'PENDING' });
    // The public barber lists no longer show them.
    const barbers = await call('GET', '/api/users/barbers?limit=50', client);
    expect(barbers.body).not.toContain(member.id);
  });

  it('resets a password with a link: no password shown, the barber sets their own', async () => {
    const { member, password } = await createBarberAccount();
    const response = await call('POST', `/api/admin/barbers/${member.id}/reset-password`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const link = response.json() as { url: string; expiresAt: string; phone: string | null };
    expect(link).toEqual({
      url: expect.stringMatching(/\/redefinir-senha\?token=[\w-]{43}$/),
      expiresAt: expect.any(String),
      name: 'Caio Navalha',
      phone: '(11) 91234-5678',
    });
    expect(response.body).not.toMatch(/password/i);
    // Nothing changes until the link is used: the barber may still know their password.
    expect((await login(member.email, password)).statusCode).toBe(200);
    const token = new URL(link.url).searchParams.get('token');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, newPassword: 'Propria@123' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(member.email, password)).statusCode).toBe(401);
    expect((await login(member.email, 'Propria@123')).statusCode).toBe(200);
    expect(await lastAudit(member.id)).toMatchObject({
      action: 'barber.reset_password',
      before: null,
      after: null,
    });
  });

  it('makes no reset link for a deactivated barber', async () => {
    const { member } = await createBarberAccount();
    await call('PATCH', `/api/admin/barbers/${member.id}`, admin, { isActive: false });
    const response = await call('POST', `/api/admin/barbers/${member.id}/reset-password`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('desativada');
  });

  it("does not let an admin manage another shop's barber, nor an admin as a barber", async () => {
    const rival = await createBarber(db, shopB, []);
    expect(
      (await call('PATCH', `/api/admin/barbers/${rival.id}`, admin, { name: 'X Y' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/api/admin/barbers/${owner.id}`, admin, { name: 'X Y' })).statusCode,
    ).toBe(404);
    const [row] = await db.select().from(users).where(eq(users.id, rival.id));
    expect(row?.name).not.toBe('X Y');
  });
});

describe('time off', () => {
  it('lists, creates on the shop clock and deletes time off, counting bookings it meets', async () => {
    const barber = await createBarber(db, DEMO_BARBERSHOP_ID, [corte.id]);
    const date = futureDate(3, 40);
    await insertAppointment(db, {
      clientId: client.id,
      barberId: barber.id,
      startsAt: spInstant(date, '10:00'),
      status: 'CONFIRMED',
    });
    const created = await call('POST', `/api/admin/barbers/${barber.id}/time-off`, admin, {
      startDate: date,
      startTime: '09:30',
      endDate: date,
      endTime: '12:00',
      reason: '  Consulta médica  ',
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      overlappingAppointments: 1,
      timeOff: {
        barberId: barber.id,
        startDate: date,
        startTime: '09:30',
        endDate: date,
        endTime: '12:00',
        reason: 'Consulta médica',
        startsAt: spInstant(date, '09:30').toISOString(),
      },
    });
    // The time off makes the barber busy for new bookings.
    const times = await call(
      'GET',
      `/api/working-hours/barber/${barber.id}/available-times?date=${date}&serviceDuration=30`,
      client,
    );
    const eleven = (times.json().times as { time: string; available: boolean }[]).find(
      (slot) => slot.time === '11:00',
    );
    expect(eleven?.available ?? false).toBe(false);

    const list = await call('GET', `/api/admin/barbers/${barber.id}/time-off`, admin);
    expect(list.json()).toEqual([body.timeOff]);

    const removed = await call('DELETE', `/api/admin/time-off/${body.timeOff.id}`, admin);
    expect(removed.statusCode).toBe(204);
    expect(await db.select().from(timeOff).where(eq(timeOff.id, body.timeOff.id))).toEqual([]);
    expect(await lastAudit(body.timeOff.id)).toMatchObject({
      action: 'time_off.delete',
      before: expect.objectContaining({ reason: 'Consulta médica' }),
    });
  });

  it('refuses time off longer than a year', async () => {
    const barber = await createBarber(db, DEMO_BARBERSHOP_ID, []);
    const response = await call('POST', `/api/admin/barbers/${barber.id}/time-off`, admin, {
      startDate: '2030-01-01',
      startTime: '00:00',
      endDate: '2031-01-05',
      endTime: '00:00',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'endDate' });
  });
});

describe('time off removed twice at once', () => {
  it('removes and logs it once; the other removal answers 404', async () => {
    const barber = await createBarber(db, DEMO_BARBERSHOP_ID, []);
    const date = futureDate(3, 40);
    const created = await call('POST', `/api/admin/barbers/${barber.id}/time-off`, admin, {
      startDate: date,
      startTime: '14:00',
      endDate: date,
      endTime: '15:00',
      reason: 'Dentista',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { timeOff: { id: string } }).timeOff.id;

    const response = await concurrent.editDuring(
      {
        lock: (tx) =>
          tx.select({ id: timeOff.id }).from(timeOff).where(eq(timeOff.id, id)).for('update'),
        write: (tx) => tx.delete(timeOff).where(eq(timeOff.id, id)),
      },
      (racing) =>
        racing.inject({
          method: 'DELETE',
          url: `/api/admin/time-off/${id}`,
          headers: admin.headers,
        }),
    );

    expect(response.statusCode, response.body).toBe(404);
    // The other removal here is the test's own: the API logged no deletion it did not make.
    const logged = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(logged.map((entry) => entry.action)).toEqual(['time_off.create']);
  });
});

describe('admin accounts (owner only)', () => {
  it('lets the owner invite, rename and deactivate an admin', async () => {
    const { member, password } = await joinByInvitation(app, owner, {
      name: 'Paula Gerente',
      email: newEmail(),
      role: 'ADMIN',
    });
    expect(member).toMatchObject({ role: 'ADMIN', isActive: true });
    expect((await login(member.email, password)).statusCode).toBe(200);

    const list = await call('GET', '/api/admin/admins', owner);
    expect(list.json().map((m: { role: string }) => m.role)).toEqual(
      expect.arrayContaining(['ADMIN', 'OWNER']),
    );

    const renamed = await call('PATCH', `/api/admin/admins/${member.id}`, owner, {
      name: 'Paula Souza',
      isActive: false,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Paula Souza', isActive: false });
    expect((await login(member.email, password)).statusCode).toBe(401);
    expect(await lastAudit(member.id)).toMatchObject({
      action: 'admin.update',
      actorRole: 'OWNER',
      before: expect.objectContaining({ name: 'Paula Gerente', isActive: true }),
      after: expect.objectContaining({ name: 'Paula Souza', isActive: false }),
    });
  });

  it('keeps the owner account out of reach and refuses bad input', async () => {
    expect(
      (await call('PATCH', `/api/admin/admins/${owner.id}`, owner, { name: 'Outro Nome' }))
        .statusCode,
    ).toBe(404);
    const bad = await call('PATCH', `/api/admin/admins/${admin.id}`, owner, { name: 'A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const other = await createUser(db, 'ADMIN', shopB);
    expect(
      (await call('POST', `/api/admin/admins/${other.id}/reset-password`, owner)).statusCode,
    ).toBe(404);
  });
});

describe('an edit meeting another save of the same account', () => {
  const lockUser = (id: string) => (tx: Db) =>
    tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');

  function accountLog(id: string, action: string) {
    return db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));
  }

  it('logs as "before" the barber and their services as the other save left them', async () => {
    const { member } = await createBarberAccount();
    const barba = demoServices[1].id;

    const response = await concurrent.editDuring(
      {
        lock: lockUser(member.id),
        write: async (tx) => {
          await tx.update(users).set({ name: 'Caio Navarro' }).where(eq(users.id, member.id));
          await tx
            .update(barberServices)
            .set({ serviceId: barba })
            .where(eq(barberServices.barberId, member.id));
        },
      },
      (racing) =>
        racing.inject({
          method: 'PATCH',
          url: `/api/admin/barbers/${member.id}`,
          headers: admin.headers,
          payload: { phone: '(11) 98888-7777' },
        }),
    );

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Caio Navarro', serviceIds: [barba] });
    const [entry] = await accountLog(member.id, 'barber.update');
    expect(entry?.before).toEqual({
      name: 'Caio Navarro',
      email: member.email,
      phone: '(11) 91234-5678',
      role: 'BARBER',
      isActive: true,
      serviceIds: [barba],
    });
    expect(entry?.after).toMatchObject({ name: 'Caio Navarro', phone: '(11) 98888-7777' });
  });

  it('answers 404 when the account stopped being a barber meanwhile, changing nothing', async () => {
    const { member } = await createBarberAccount();

    const response = await concurrent.editDuring(
      {
        lock: lockUser(member.id),
        write: (tx) => tx.update(users).set({ role: 'ADMIN' }).where(eq(users.id, member.id)),
      },
      (racing) =>
        racing.inject({
          method: 'PATCH',
          url: `/api/admin/barbers/${member.id}`,
          headers: admin.headers,
          payload: { name: 'Caio Alterado' },
        }),
    );

    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Barbeiro não encontrado',
    });
    const [row] = await db.select().from(users).where(eq(users.id, member.id));
    expect(row?.name).toBe('Caio Navalha');
    expect(await accountLog(member.id, 'barber.update')).toEqual([]);
  });

  it('answers 404 when the admin left the shop meanwhile, changing nothing', async () => {
    const { member } = await joinByInvitation(app, owner, {
      name: 'Rita Gerente',
      email: newEmail(),
      role: 'ADMIN',
    });
    const id = member.id;

    const response = await concurrent.editDuring(
      {
        lock: lockUser(id),
        write: (tx) => tx.update(users).set({ barbershopId: shopB }).where(eq(users.id, id)),
      },
      (racing) =>
        racing.inject({
          method: 'PATCH',
          url: `/api/admin/admins/${id}`,
          headers: owner.headers,
          payload: { isActive: false },
        }),
    );

    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Administrador não encontrado',
    });
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row?.isActive).toBe(true);
    expect(await accountLog(id, 'admin.update')).toEqual([]);
  });
});
