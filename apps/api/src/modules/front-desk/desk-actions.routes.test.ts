import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { appointmentRow } from '../../test/payment-fixtures.js';
import {
  createShop,
  createUser,
  demoActor,
  futureDate,
  insertAppointment,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/** The desk's booking panel and the steps of a booking's day (issue 17 §2). */

const DAY = futureDate(4, 70);
let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let client: Actor;
let admin: Actor;
let bruno: Actor;
let rivalOwner: Actor;
let clock = spInstant(DAY, '08:00');
let slot = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  app = await buildTestApp(testApp.database, {}, () => clock);
  client = await demoActor(db, 'cliente@navalha.dev');
  admin = await demoActor(db, 'admin@navalha.dev');
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
  rivalOwner = await createUser(db, 'OWNER', await createShop(db));
});

afterAll(async () => {
  await app.close();
  await testApp.close();
});

/** A booking of the client with Bruno on DAY, each an hour after the last from 09:00. */
function bookingAt(status: 'PENDING' | 'CONFIRMED' | 'NO_SHOW' = 'PENDING') {
  slot += 1;
  return insertAppointment(db, {
    clientId: client.id,
    barberId: bruno.id,
    startsAt: spInstant(DAY, `${String(8 + slot).padStart(2, '0')}:00`),
    durationMinutes: 30,
    status,
    totalCents: 6000,
  });
}

const url = (id: string, action?: string) =>
  `/api/admin/agenda/bookings/${id}${action ? `/${action}` : ''}`;
const post = (actor: Actor, path: string) =>
  app.inject({ method: 'POST', url: path, headers: actor.headers });
const get = (actor: Actor, path: string) =>
  app.inject({ method: 'GET', url: path, headers: actor.headers });

describe('GET /api/admin/agenda/bookings/:id', () => {
  it('shows client, services, times, status, payment and the no-shows counted', async () => {
    await bookingAt('NO_SHOW');
    const id = await bookingAt();
    const response = await get(admin, url(id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      barber: { id: bruno.id },
      client: { id: client.id, noShowCount: 1 },
      services: [{ name: 'Corte de cabelo', priceCents: 6000 }],
      status: 'PENDING',
      paymentStatus: 'PENDING',
      totalCents: 6000,
      arrivedAt: null,
      payment: null,
      refundQuote: null,
      noShowFeeCents: 0,
    });
  });

  it("answers 404 for another shop's booking", async () => {
    const id = await bookingAt();
    expect((await get(rivalOwner, url(id))).statusCode).toBe(404);
    expect((await post(rivalOwner, url(id, 'arrive'))).statusCode).toBe(404);
    expect((await appointmentRow(db, id)).arrivedAt).toBeNull();
  });
});

describe('the steps of the day', () => {
  it("'Chegou' records the arrival and confirms a pending booking, audited", async () => {
    const id = await bookingAt();
    const response = await post(admin, url(id, 'arrive'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'CONFIRMED' });
    const row = await appointmentRow(db, id);
    expect(row.arrivedAt?.toISOString()).toBe(clock.toISOString());
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((entry) => entry.action)).toEqual(['appointment.arrive']);
    expect(audit[0]?.after).toMatchObject({ status: 'CONFIRMED' });
  });

  it('start records when the service began; complete waits for the start time', async () => {
    const id = await bookingAt('CONFIRMED');
    const early = await post(admin, url(id, 'complete'));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      message: 'O atendimento só pode ser concluído depois do horário de início.',
    });
    expect((await post(admin, url(id, 'start'))).statusCode).toBe(200);
    const started = await appointmentRow(db, id);
    expect(started.startedAt).not.toBeNull();
    expect(started.arrivedAt).not.toBeNull();
    clock = new Date(started.startsAt.getTime() + 20 * 60_000);
    const done = await post(admin, url(id, 'complete'));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'COMPLETED' });
    clock = spInstant(DAY, '08:00');
  });

  it('refuses a step a status does not allow, in pt-BR', async () => {
    const id = await bookingAt('NO_SHOW');
    const response = await post(admin, url(id, 'confirm'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'Não é possível confirmar um agendamento marcado como falta.',
    });
  });
});
