import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import { DEFAULT_DEPOSIT_SETTINGS } from '@navalha/core/domain/payments/deposit';
import type { DepositSettings } from '@navalha/core/domain/payments/deposit';
import { fromCents } from '@navalha/core/domain/money';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema/appointments.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { payments } from '../../db/schema/payments.js';
import { freshDay } from '../../test/payment-fixtures.js';
import {
  createShop,
  createUser,
  DEMO_BARBERSHOP_ID,
  demoActor,
  demoServices,
  insertAppointment,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * The 'sinal' (issue 19 §2, decision 029): who owes one, the deposit paid by PIX before a cash
 * booking is confirmed, its expiry, the rest taken at the desk, and what each ending keeps.
 * The clock is pinned where an ending needs a time of its own.
 */

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let bruno: Actor;
let owner: Actor;
let admin: Actor;
let rivalAdmin: Actor;
let clock = new Date();

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  app = await buildTestApp(testApp.database, {}, () => clock);
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
  owner = await demoActor(db, 'dono@navalha.dev');
  admin = await demoActor(db, 'admin@navalha.dev');
  rivalAdmin = await createUser(db, 'ADMIN', await createShop(db));
});

afterAll(async () => {
  await app.close();
  await testApp.close();
});

beforeEach(() => {
  clock = new Date();
});

const corte = demoServices[0];
const cashTotal = computeOrderTotals({ items: [corte], method: 'CASH' }).total;
const pixTotal = computeOrderTotals({ items: [corte], method: 'PIX' }).total;

async function setRules(deposit: Partial<DepositSettings>, rules: Record<string, number> = {}) {
  const [shop] = await db
    .select({ settings: barbershops.settings })
    .from(barbershops)
    .where(eq(barbershops.id, DEMO_BARBERSHOP_ID));
  await db
    .update(barbershops)
    .set({
      settings: {
        ...shop!.settings,
        noShowFeePercent: 100,
        cancellationFeePercent: 50,
        cancellationWindowHours: 24,
        ...rules,
        deposit: {
          ...DEFAULT_DEPOSIT_SETTINGS,
          ...deposit,
          serviceIds: [...(deposit.serviceIds ?? [])],
        },
      },
    })
    .where(eq(barbershops.id, DEMO_BARBERSHOP_ID));
}

function book(client: Actor, method: 'CASH' | 'PIX', date = freshDay(), time = '15:00') {
  return app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: client.headers,
    payload: {
      serviceIds: [corte.id],
      barberIds: [bruno.id],
      scheduledDate: date,
      scheduledTime: time,
      paymentMethod: method,
      totalPrice: fromCents(method === 'CASH' ? cashTotal : pixTotal),
    },
  });
}

const post = (url: string, actor: Actor, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: actor.headers, payload });

async function bookingOf(id: string) {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row!;
}

async function paymentsOf(id: string) {
  return db.select().from(payments).where(eq(payments.appointmentId, id));
}

/** A new client books cash under a fixed R$ 20,00 deposit and pays it by PIX (approved). */
async function bookAndPayDeposit(date = freshDay(), time = '15:00') {
  const client = await createUser(db, 'CLIENT', null);
  const booked = await book(client, 'CASH', date, time);
  expect(booked.statusCode).toBe(201);
  const id = booked.json().id as string;
  const pix = await post('/api/payments/pix/create', client, { appointmentId: id, amount: 20 });
  expect(pix.statusCode).toBe(201);
  await app.payments.sandbox.decideSandbox(pix.json().gatewayPaymentId as string, 'approved');
  return { client, id, start: spInstant(date, time) };
}

const at = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);

describe('deposit settings', () => {
  const patch = (actor: Actor, payload: object) =>
    app.inject({
      method: 'PATCH',
      url: '/api/admin/settings/financial',
      headers: actor.headers,
      payload,
    });
  const rule = { ...DEFAULT_DEPOSIT_SETTINGS, mode: 'ALL', amountKind: 'PERCENT', percent: 30 };

  it('are saved by the owner and shown back', async () => {
    const saved = await patch(owner, { deposit: { ...rule, serviceIds: [corte.id] } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().deposit).toMatchObject({
      mode: 'ALL',
      percent: 30,
      serviceIds: [corte.id],
    });
    await setRules({});
  });

  it('refuse wrong values in pt-BR, and services of another shop', async () => {
    const percent = await patch(owner, { deposit: { ...rule, percent: 0 } });
    expect(percent.statusCode).toBe(400);
    expect(percent.json().message).toBe('A porcentagem do sinal deve ser de 1 a 100%');
    const mode = await patch(owner, { deposit: { ...rule, mode: 'SOMETIMES' } });
    expect(mode.statusCode).toBe(400);
    const services = await patch(owner, {
      deposit: { ...rule, serviceIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(services.statusCode).toBe(400);
    expect(services.json().message).toBe('Escolha serviços desta barbearia para o sinal');
  });

  it('are the owner’s alone', async () => {
    expect((await patch(admin, { deposit: rule })).statusCode).toBe(403);
  });
});

describe('who owes a deposit', () => {
  it('nobody while the rule is off; a cash booking under ALL; never a booking paid online', async () => {
    await setRules({});
    const client = await createUser(db, 'CLIENT', null);
    expect((await book(client, 'CASH')).json().depositAmount).toBeNull();
    await setRules({ mode: 'ALL', amountKind: 'PERCENT', percent: 30 });
    const cash = (await book(client, 'CASH')).json();
    expect(cash.depositAmount).toBe(fromCents(Math.round(cashTotal * 0.3)));
    expect(cash.paidAmount).toBe(0);
    expect((await book(client, 'PIX')).json().depositAmount).toBeNull();
  });

  it('new clients only, clients with no-shows only, and only the services listed', async () => {
    const client = await createUser(db, 'CLIENT', null);
    await setRules({ mode: 'NEW_CLIENTS' });
    expect((await book(client, 'CASH')).json().depositAmount).toBe(20);
    const past = spInstant('2020-03-02', '10:00');
    await insertAppointment(db, {
      clientId: client.id,
      barberId: bruno.id,
      startsAt: past,
      status: 'COMPLETED',
    });
    expect((await book(client, 'CASH')).json().depositAmount).toBeNull();

    await setRules({ mode: 'NO_SHOWS', minNoShows: 1 });
    expect((await book(client, 'CASH')).json().depositAmount).toBeNull();
    await insertAppointment(db, {
      clientId: client.id,
      barberId: bruno.id,
      startsAt: at(past, 120),
      status: 'NO_SHOW',
    });
    expect((await book(client, 'CASH')).json().depositAmount).toBe(20);

    await setRules({ mode: 'ALL', serviceIds: [demoServices[1].id] });
    expect((await book(client, 'CASH')).json().depositAmount).toBeNull();
  });

  it('is told to the client with the shop’s rules before booking', async () => {
    await setRules({ mode: 'NO_SHOWS' });
    const client = await createUser(db, 'CLIENT', null);
    const methods = await app.inject({
      method: 'GET',
      url: `/api/payments/methods?barberShopId=${DEMO_BARBERSHOP_ID}`,
      headers: client.headers,
    });
    expect(methods.json().rules).toMatchObject({
      deposit: { mode: 'NO_SHOWS', fixedCents: 2000 },
      clientHistory: { completedBookings: 0, noShows: 0 },
    });
  });
});

describe('a cash booking that owes a deposit', () => {
  beforeEach(() => setRules({ mode: 'ALL' }));

  it('is confirmed once the deposit alone is paid by PIX, and counts it paid', async () => {
    const client = await createUser(db, 'CLIENT', null);
    const id = (await book(client, 'CASH')).json().id as string;
    expect(await paymentsOf(id)).toHaveLength(0);
    const whole = await post('/api/payments/pix/create', client, {
      appointmentId: id,
      amount: fromCents(pixTotal),
    });
    expect(whole.statusCode).toBe(409);
    const cash = await post('/api/payments/create', client, {
      appointmentId: id,
      method: 'CASH',
      amount: fromCents(cashTotal),
    });
    expect(cash.json().code).toBe('DEPOSIT_REQUIRED');
    // Neither the desk ('Confirmar', 'Chegou') nor the barber confirm it before the deposit.
    for (const step of ['confirm', 'arrive']) {
      const desk = await post(`/api/admin/agenda/bookings/${id}/${step}`, admin);
      expect(desk.statusCode).toBe(409);
    }
    const barber = await app.inject({
      method: 'PATCH',
      url: `/api/appointments/${id}/confirm`,
      headers: bruno.headers,
    });
    expect(barber.json().code).toBe('DEPOSIT_REQUIRED');

    const pix = await post('/api/payments/pix/create', client, { appointmentId: id, amount: 20 });
    expect(pix.statusCode).toBe(201);
    expect(pix.json().purpose).toBe('DEPOSIT');
    expect((await bookingOf(id)).status).toBe('PENDING');
    await app.payments.sandbox.decideSandbox(pix.json().gatewayPaymentId as string, 'approved');

    expect(await bookingOf(id)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'COMPLETED' });
    const read = await app.inject({
      method: 'GET',
      url: `/api/appointments/${id}`,
      headers: client.headers,
    });
    expect(read.json()).toMatchObject({ depositAmount: 20, paidAmount: 20 });
  });

  it('may be paid from the wallet, which gets it back on a free cancellation', async () => {
    const client = await createUser(db, 'CLIENT', null);
    const deposit = await post('/api/wallet/deposits', client, { amount: 50 });
    await post(`/api/wallet/deposits/${deposit.json().id}/mock`, client, { status: 'approved' });
    const id = (await book(client, 'CASH')).json().id as string;
    const whole = await post('/api/payments/create', client, {
      appointmentId: id,
      method: 'WALLET',
      amount: fromCents(cashTotal),
    });
    expect(whole.statusCode).toBe(409);
    const paid = await post('/api/payments/create', client, {
      appointmentId: id,
      method: 'WALLET',
      amount: 20,
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ purpose: 'DEPOSIT', status: 'COMPLETED', amount: 20 });
    expect(await bookingOf(id)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'COMPLETED' });
    const wallet = async () =>
      (await app.inject({ method: 'GET', url: '/api/wallet', headers: client.headers })).json();
    expect((await wallet()).balance).toBe(30);
    await app.inject({ method: 'DELETE', url: `/api/appointments/${id}`, headers: client.headers });
    // Back to the wallet, less its 1% refund fee (spec §9).
    expect((await wallet()).balance).toBe(30 + 19.8);
  });

  it('expires like an unpaid PIX booking when the deposit never comes', async () => {
    const client = await createUser(db, 'CLIENT', null);
    const id = (await book(client, 'CASH')).json().id as string;
    await app.payments.endings.expireUnpaid(at(clock, 29));
    expect((await bookingOf(id)).status).toBe('PENDING');
    await app.payments.endings.expireUnpaid(at(clock, 31));
    expect((await bookingOf(id)).status).toBe('EXPIRED');
  });

  it('leaves the rest to the desk, taken once as a BALANCE payment', async () => {
    const date = freshDay();
    const { id } = await bookAndPayDeposit(date);
    const details = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/admin/agenda/bookings/${id}`,
          headers: admin.headers,
        })
      ).json();
    expect(await details()).toMatchObject({ depositCents: 2000, balanceCents: cashTotal - 2000 });
    const agenda = await app.inject({
      method: 'GET',
      url: `/api/admin/agenda?date=${date}`,
      headers: admin.headers,
    });
    const card = agenda.json().bookings.find((booking: { id: string }) => booking.id === id);
    expect(card).toMatchObject({ balanceCents: cashTotal - 2000 });
    const url = `/api/admin/agenda/bookings/${id}/receive-payment`;
    expect((await post(url, rivalAdmin, { with: 'cash' })).statusCode).toBe(404);
    const received = await post(url, admin, { with: 'cash', givenCents: cashTotal });
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({ amountCents: cashTotal - 2000, changeCents: 2000 });
    expect((await post(url, admin, { with: 'cash' })).statusCode).toBe(409);
    const balance = (await paymentsOf(id)).find((payment) => payment.purpose === 'BALANCE');
    expect(balance).toMatchObject({ status: 'COMPLETED', receivedWith: 'cash' });
    expect(await details()).toMatchObject({ balanceCents: 0 });
    // 'Caixa do dia' counts the deposit (paid in the app) and the rest (taken at the desk).
    const cash = await app.inject({
      method: 'GET',
      url: '/api/admin/cash',
      headers: admin.headers,
    });
    const receipts = (cash.json().receipts as { appointmentId: string; amount: number }[])
      .filter((receipt) => receipt.appointmentId === id)
      .map((receipt) => receipt.amount)
      .sort((a, b) => a - b);
    expect(receipts).toEqual([20, fromCents(cashTotal - 2000)].sort((a, b) => a - b));
  });
});

describe('what a paid deposit leaves with the shop', () => {
  const deposit = async (id: string) =>
    (await paymentsOf(id)).find((payment) => payment.purpose === 'DEPOSIT')!;

  it('a cancellation inside the free window gives it all back', async () => {
    await setRules({ mode: 'ALL' });
    const { client, id } = await bookAndPayDeposit();
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/appointments/${id}`,
      headers: client.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await deposit(id)).toMatchObject({ status: 'REFUNDED', refundedAmountCents: 2000 });
  });

  it('a late cancellation keeps the fee up to the deposit and gives back the rest', async () => {
    // 50% of a R$ 45,00 booking is more than R$ 20,00: the shop keeps the deposit whole. With a
    // 20% fee (R$ 9,00) it keeps R$ 9,00 and gives back R$ 11,00.
    await setRules({ mode: 'ALL' }, { cancellationFeePercent: 20 });
    const { client, id, start } = await bookAndPayDeposit();
    clock = at(start, -120);
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/appointments/${id}`,
      headers: client.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    const fee = Math.round(cashTotal * 0.2);
    expect(await deposit(id)).toMatchObject({
      status: 'REFUNDED',
      refundedAmountCents: 2000 - Math.min(fee, 2000),
    });
  });

  it('the shop’s refund of the deposit cancels the booking, as any payment’s', async () => {
    await setRules({ mode: 'ALL' });
    const { id } = await bookAndPayDeposit();
    const refunded = await post(`/api/payments/${(await deposit(id)).id}/refund`, admin, {
      reason: 'Cliente pediu para desmarcar',
    });
    expect(refunded.statusCode).toBe(200);
    expect(await deposit(id)).toMatchObject({ status: 'REFUNDED', refundedAmountCents: 2000 });
    expect(await bookingOf(id)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
  });

  it('a no-show keeps it, and the desk alone may mark one', async () => {
    await setRules({ mode: 'ALL' });
    const { client, id, start } = await bookAndPayDeposit();
    clock = at(start, 15);
    const url = `/api/admin/agenda/bookings/${id}/no-show`;
    expect((await post(url, client)).statusCode).toBe(403);
    const marked = await post(url, admin);
    expect(marked.statusCode).toBe(200);
    expect(await bookingOf(id)).toMatchObject({ status: 'NO_SHOW', cancellationFeeCents: 2000 });
    expect(await deposit(id)).toMatchObject({ status: 'COMPLETED', refundedAmountCents: null });
    const rows = await db
      .select()
      .from(payments)
      .where(and(eq(payments.appointmentId, id), eq(payments.status, 'REFUNDED')));
    expect(rows).toHaveLength(0);
  });
});
