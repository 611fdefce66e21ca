import { localDateInZone } from '@navalha/core/domain/format/date-time';
import { formatBRL } from '@navalha/core/domain/money';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { notifications } from '../../db/schema/notifications.js';
import { appointmentRow, insertBooking, paymentRow } from '../../test/payment-fixtures.js';
import type { Booking } from '../../test/payment-fixtures.js';
import { createShop, createUser, demoActor } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/** The desk's money (issue 17 §2): receive at the shop, cancel with a refund, 'Faltou'. */

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let client: Actor;
let admin: Actor;
let owner: Actor;
let bruno: Actor;
let rivalAdmin: Actor;
/** The app's clock: now, or a time after a booking's start. */
let clock = new Date();

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  app = await buildTestApp(testApp.database, {}, () => clock);
  client = await demoActor(db, 'cliente@navalha.dev');
  admin = await demoActor(db, 'admin@navalha.dev');
  owner = await demoActor(db, 'dono@navalha.dev');
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
  rivalAdmin = await createUser(db, 'ADMIN', await createShop(db));
});

afterAll(async () => {
  await app.close();
  await testApp.close();
});

const desk = (id: string, action: string) => `/api/admin/agenda/bookings/${id}/${action}`;

function post(url: string, actor: Actor, payload?: object) {
  return app.inject({
    method: 'POST',
    url,
    headers: actor.headers,
    ...(payload ? { payload } : {}),
  });
}

/** A booking of the client with Bruno and its payment: cash at the shop, or a PIX paid. */
async function booking(method: 'CASH' | 'PIX', paid = false): Promise<Booking> {
  clock = new Date();
  const created = await insertBooking(db, { clientId: client.id, barberId: bruno.id, method });
  const path = method === 'CASH' ? '/api/payments/create' : '/api/payments/pix/create';
  const payment = await post(path, client, {
    appointmentId: created.id,
    amount: created.amount,
    ...(method === 'CASH' ? { method: 'cash' } : {}),
  });
  expect(payment.statusCode, payment.body).toBe(201);
  if (paid) {
    const mock = await post('/api/payments/mock', client, {
      paymentId: (payment.json() as { id: string }).id,
      status: 'approved',
    });
    expect(mock.statusCode, mock.body).toBe(200);
  }
  return created;
}

async function latestPayment(appointmentId: string) {
  const details = await app.inject({
    method: 'GET',
    url: `/api/admin/agenda/bookings/${appointmentId}`,
    headers: admin.headers,
  });
  expect(details.statusCode, details.body).toBe(200);
  const id = (details.json() as { payment: { id: string } }).payment.id;
  return paymentRow(db, id);
}

async function clientNotices(appointmentId: string) {
  return db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.appointmentId, appointmentId), eq(notifications.userId, client.id)),
    );
}

async function auditActions(entityId: string) {
  const rows = await db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
  return rows.map((row) => row.action).sort();
}

describe("'Receber pagamento'", () => {
  it('takes cash, gives the change, and the booking is paid and confirmed', async () => {
    const cash = await booking('CASH');
    const due = cash.totals.total;
    const short = await post(desk(cash.id, 'receive-payment'), admin, {
      with: 'cash',
      givenCents: due - 1,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: 'givenCents' });
    expect((await latestPayment(cash.id)).status).toBe('PENDING');

    const response = await post(desk(cash.id, 'receive-payment'), admin, {
      with: 'cash',
      givenCents: due + 1250,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ amountCents: due, with: 'cash', changeCents: 1250 });
    const payment = await latestPayment(cash.id);
    expect(payment).toMatchObject({
      status: 'COMPLETED',
      receivedWith: 'cash',
      receivedBy: admin.id,
    });
    expect(payment.receivedAt).toBeInstanceOf(Date);
    expect(await appointmentRow(db, cash.id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
    });
    expect(await auditActions(payment.id)).toEqual(['payment.receive']);
    expect((await clientNotices(cash.id)).map((notice) => notice.title)).toContain(
      'Pagamento confirmado',
    );

    const again = await post(desk(cash.id, 'receive-payment'), admin, { with: 'cash' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Este agendamento já está pago.' });
  });

  it('records PIX or card at the shop machine, without change', async () => {
    const cash = await booking('CASH');
    const response = await post(desk(cash.id, 'receive-payment'), owner, { with: 'card' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ with: 'card', changeCents: null });
    expect((await latestPayment(cash.id)).receivedWith).toBe('card');
    // The day's grid says how the shop received it.
    const date = localDateInZone((await appointmentRow(db, cash.id)).startsAt, 'America/Sao_Paulo');
    const day = await app.inject({
      method: 'GET',
      url: `/api/admin/agenda?date=${date}`,
      headers: admin.headers,
    });
    const block = (
      day.json() as { bookings: { id: string; receivedWith: string | null }[] }
    ).bookings.find((booking) => booking.id === cash.id);
    expect(block).toMatchObject({ receivedWith: 'card' });
  });

  it('refuses a booking paid through the app, and another shop (404)', async () => {
    const pix = await booking('PIX');
    const online = await post(desk(pix.id, 'receive-payment'), admin, { with: 'pix' });
    expect(online.statusCode).toBe(409);
    const cash = await booking('CASH');
    const rival = await post(desk(cash.id, 'receive-payment'), rivalAdmin, { with: 'cash' });
    expect(rival.statusCode).toBe(404);
    expect((await latestPayment(cash.id)).status).toBe('PENDING');
  });

  it('must come before completing a cash booking (it no longer stays pending)', async () => {
    const cash = await booking('CASH');
    await post(desk(cash.id, 'confirm'), admin);
    clock = new Date(Date.now() + 400 * 86_400_000);
    const early = await post(desk(cash.id, 'complete'), admin);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      message: 'Receba o pagamento antes de concluir o atendimento.',
    });
    expect((await post(desk(cash.id, 'receive-payment'), admin, { with: 'pix' })).statusCode).toBe(
      200,
    );
    const done = await post(desk(cash.id, 'complete'), admin);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'COMPLETED', paymentStatus: 'COMPLETED' });
  });

  it("a barber's own completion leaves the cash owed, in the day's cash until received (decision 023)", async () => {
    const cash = await booking('CASH');
    await post(desk(cash.id, 'confirm'), admin);
    const { startsAt } = await appointmentRow(db, cash.id);
    const date = localDateInZone(startsAt, 'America/Sao_Paulo');
    clock = new Date(startsAt.getTime() + 60 * 60_000);
    const completed = await app.inject({
      method: 'PATCH',
      url: `/api/appointments/${cash.id}/complete`,
      headers: bruno.headers,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await appointmentRow(db, cash.id)).toMatchObject({
      status: 'COMPLETED',
      paymentStatus: 'PENDING',
    });
    const unpaidOfDay = async () => {
      const day = await app.inject({
        method: 'GET',
        url: `/api/admin/cash?date=${date}`,
        headers: admin.headers,
      });
      expect(day.statusCode, day.body).toBe(200);
      return (day.json() as { unpaid: { appointmentId: string }[] }).unpaid.map(
        (row) => row.appointmentId,
      );
    };
    expect(await unpaidOfDay()).toContain(cash.id);

    const received = await post(desk(cash.id, 'receive-payment'), admin, {
      with: 'cash',
      givenCents: cash.totals.total,
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ changeCents: 0 });
    expect(await appointmentRow(db, cash.id)).toMatchObject({
      status: 'COMPLETED',
      paymentStatus: 'COMPLETED',
    });
    expect(await latestPayment(cash.id)).toMatchObject({
      status: 'COMPLETED',
      receivedBy: admin.id,
    });
    expect(await unpaidOfDay()).not.toContain(cash.id);
  });
});

describe('cancelling at the desk', () => {
  it('tells the client the reason, and cancels the open payment', async () => {
    const cash = await booking('CASH');
    const response = await post(desk(cash.id, 'cancel'), admin, {
      reason: 'Barbeiro indisponível',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'CANCELLED', refundedCents: null });
    expect(await appointmentRow(db, cash.id)).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'Barbeiro indisponível',
      paymentStatus: 'CANCELLED',
    });
    expect((await latestPayment(cash.id)).status).toBe('CANCELLED');
    const notices = await clientNotices(cash.id);
    expect(notices.map((notice) => notice.body).join(' ')).toContain(
      'Motivo: Barbeiro indisponível.',
    );
    expect(await auditActions(cash.id)).toEqual(['appointment.cancel']);
  });

  it('asks a paid booking for a refund choice, and a partial amount within what was paid', async () => {
    const pix = await booking('PIX', true);
    const none = await post(desk(pix.id, 'cancel'), admin, { reason: 'Cliente pediu' });
    expect(none.statusCode).toBe(400);
    const tooMuch = await post(desk(pix.id, 'cancel'), admin, {
      reason: 'Cliente pediu',
      refund: { kind: 'partial', amountCents: pix.totals.total + 1, to: 'original' },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(await appointmentRow(db, pix.id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
    });
  });

  it('refunds a typed part of a paid PIX through the gateway, keeping the rest', async () => {
    const pix = await booking('PIX', true);
    const response = await post(desk(pix.id, 'cancel'), owner, {
      reason: 'Cliente pediu',
      refund: { kind: 'partial', amountCents: 2000, to: 'original' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUNDED',
      refundedCents: 2000,
    });
    const payment = await latestPayment(pix.id);
    expect(payment).toMatchObject({ status: 'REFUNDED', refundedAmountCents: 2000 });
    expect(await appointmentRow(db, pix.id)).toMatchObject({
      cancellationReason: 'Cliente pediu',
      cancellationFeeCents: pix.totals.total - 2000,
    });
    const bodies = (await clientNotices(pix.id)).map((notice) => notice.body).join(' ');
    expect(bodies).toContain('Motivo: Cliente pediu.');
    expect(bodies).toContain(`Reembolso: ${formatBRL(2000)}.`);
    expect(await auditActions(payment.id)).toEqual(['payment.refund']);
  });

  it("puts a full refund in the client's wallet", async () => {
    const pix = await booking('PIX', true);
    const before = await app.inject({ method: 'GET', url: '/api/wallet', headers: client.headers });
    const response = await post(desk(pix.id, 'cancel'), admin, {
      reason: 'Imprevisto da barbearia',
      refund: { kind: 'full', to: 'wallet' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/wallet', headers: client.headers });
    const balance = (reply: typeof after) => (reply.json() as { balance: number }).balance;
    expect(Math.round((balance(after) - balance(before)) * 100)).toBe(pix.totals.total);
  });
});

describe("'Faltou'", () => {
  it('waits for the start, then counts the no-show and cancels the open payment', async () => {
    const cash = await booking('CASH');
    const early = await post(desk(cash.id, 'no-show'), admin);
    expect(early.statusCode).toBe(409);
    clock = new Date(Date.now() + 400 * 86_400_000);
    const response = await post(desk(cash.id, 'no-show'), admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'NO_SHOW', paymentStatus: 'CANCELLED' });
    expect((await latestPayment(cash.id)).status).toBe('CANCELLED');
    expect(await appointmentRow(db, cash.id)).toMatchObject({ cancellationFeeCents: 0 });
    const titles = (await clientNotices(cash.id)).map((notice) => notice.title);
    expect(titles).toContain('Falta registrada');
    expect(await auditActions(cash.id)).toEqual(['appointment.no_show']);
  });

  it("keeps the shop's no-show fee of a paid booking and gives the rest back", async () => {
    const setting = await app.inject({
      method: 'PATCH',
      url: '/api/admin/settings/financial',
      headers: owner.headers,
      payload: { noShowFeePercent: 50 },
    });
    expect(setting.statusCode, setting.body).toBe(200);
    const pix = await booking('PIX', true);
    clock = new Date(Date.now() + 400 * 86_400_000);
    const response = await post(desk(pix.id, 'no-show'), admin);
    expect(response.statusCode, response.body).toBe(200);
    const fee = Math.round(pix.totals.total / 2);
    expect(response.json()).toMatchObject({
      status: 'NO_SHOW',
      paymentStatus: 'REFUNDED',
      refundedCents: pix.totals.total - fee,
    });
    expect(await appointmentRow(db, pix.id)).toMatchObject({ cancellationFeeCents: fee });
  });
});
