import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import { fromCents } from '@navalha/core/domain/money';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { users } from '../../db/schema/users.js';
import {
  createShop,
  createUser,
  DEMO_BARBERSHOP_ID,
  demoActor,
  demoServices,
  futureDate,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/** Issue 14 §3: an owner or admin who also takes bookings is a barber to clients. */

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let owner: Actor;
let admin: Actor;
let client: Actor;

const corte = demoServices[0];

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  owner = await demoActor(db, 'dono@navalha.dev');
  admin = await demoActor(db, 'admin@navalha.dev');
  client = await demoActor(db, 'cliente@navalha.dev');
});

afterAll(async () => {
  await testApp.close();
});

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  actor: Actor,
  payload?: object,
) {
  return app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });
}

const setOwn = (actor: Actor, takesBookings: boolean) =>
  call('PATCH', '/api/admin/me/takes-bookings', actor, { takesBookings });

function book(barberId: string, date: string, time: string) {
  return call('POST', '/api/appointments', client, {
    serviceIds: [corte.id],
    barberIds: [barberId],
    scheduledDate: date,
    scheduledTime: time,
    paymentMethod: 'CASH',
    totalPrice: fromCents(computeOrderTotals({ items: [corte], method: 'CASH' }).total),
  });
}

describe('an owner who also takes bookings', () => {
  const date = futureDate(1, 40);

  it('gets the barber screens only once they take bookings', async () => {
    for (const url of [
      '/api/appointments/barber/my-appointments',
      '/api/barber-area/schedule',
      '/api/barber-area/earnings',
    ]) {
      expect((await call('GET', url, owner)).statusCode, url).toBe(403);
    }
    const barbers = await call('GET', '/api/users/barbers?limit=50', client);
    expect(barbers.body).not.toContain(owner.id);
  });

  it('turns it on, is listed, offers services and hours, and is booked', async () => {
    const on = await setOwn(owner, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ id: owner.id, role: 'OWNER', takesBookings: true });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.takes_bookings'));
    expect(entry).toMatchObject({
      actorId: owner.id,
      before: { takesBookings: false },
      after: { takesBookings: true },
    });

    // The team screen lists them beside the barbers; the admin gives them services and hours.
    const team = await call('GET', '/api/admin/barbers', admin);
    expect(team.json()).toContainEqual(expect.objectContaining({ id: owner.id, role: 'OWNER' }));
    const services = await call('PATCH', `/api/admin/barbers/${owner.id}`, admin, {
      serviceIds: [corte.id],
    });
    expect(services.statusCode, services.body).toBe(200);
    const hours = await call('POST', `/api/working-hours/barber/${owner.id}/multiple`, admin, {
      workingHours: [{ dayOfWeek: 1, startTime: '09:00', endTime: '12:00' }],
    });
    expect(hours.statusCode, hours.body).toBe(200);

    const barbers = await call('GET', '/api/users/barbers?limit=50', client);
    expect(barbers.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: owner.id })]),
    );
    const slots = await call('POST', '/api/working-hours/available-slots', client, {
      date,
      barberIds: [owner.id],
      serviceIds: [corte.id],
    });
    expect(slots.statusCode, slots.body).toBe(200);
    expect(slots.body).toContain('09:00');

    const booked = await book(owner.id, date, '09:00');
    expect(booked.statusCode, booked.body).toBe(201);
    // The same slot twice: the database's one-booking-per-barber rule holds for them too.
    expect((await book(owner.id, date, '09:00')).statusCode).toBe(409);

    const agenda = await call('GET', '/api/appointments/barber/my-appointments', owner);
    expect(agenda.statusCode, agenda.body).toBe(200);
    expect(agenda.body).toContain(booked.json().id);
    expect((await call('GET', '/api/barber-area/schedule', owner)).statusCode).toBe(200);
    // And the admin area stays theirs.
    expect((await call('GET', '/api/admin/settings', owner)).statusCode).toBe(200);
  });

  it('cannot stop taking bookings while bookings are still to come', async () => {
    const off = await setOwn(owner, false);
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({
      code: 'HAS_UPCOMING_APPOINTMENTS',
      message:
        'Você tem 1 agendamento futuro. Conclua, cancele ou remarque antes de deixar de atender clientes.',
    });
    const [row] = await db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.takesBookings).toBe(true);
  });

  it("keeps an admin from changing the owner's account through the barbers screen", async () => {
    const response = await call('PATCH', `/api/admin/barbers/${owner.id}`, admin, {
      isActive: false,
    });
    expect(response.statusCode).toBe(403);
    const [row] = await db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.isActive).toBe(true);
  });
});

describe('an admin who takes bookings', () => {
  it('is switched on by the owner on their row, and disappears when switched off', async () => {
    const other = await createUser(db, 'ADMIN', DEMO_BARBERSHOP_ID, 'Gerente Atende');
    const on = await call('PATCH', `/api/admin/admins/${other.id}`, owner, { takesBookings: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ takesBookings: true });
    expect((await call('GET', '/api/appointments/barber/my-appointments', other)).statusCode).toBe(
      200,
    );
    const listed = await call('GET', '/api/users/barbers?limit=50', client);
    expect(listed.body).toContain(other.id);

    const off = await call('PATCH', `/api/admin/admins/${other.id}`, owner, {
      takesBookings: false,
    });
    expect(off.statusCode).toBe(200);
    expect((await call('GET', '/api/users/barbers?limit=50', client)).body).not.toContain(other.id);
    // At once: no new token needed, none kept.
    expect((await call('GET', '/api/appointments/barber/my-appointments', other)).statusCode).toBe(
      403,
    );
  });

  it("leaves another shop's bookable owner out of this shop", async () => {
    const shopB = await createShop(db, 'Barbearia Outra');
    const ownerB = await createUser(db, 'OWNER', shopB);
    await db.update(users).set({ takesBookings: true }).where(eq(users.id, ownerB.id));
    expect((await call('GET', '/api/admin/barbers', admin)).body).not.toContain(ownerB.id);
    expect(
      (await call('PATCH', `/api/admin/barbers/${ownerB.id}`, admin, { serviceIds: [] }))
        .statusCode,
    ).toBe(404);
  });
});
