import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import { DEFAULT_DEPOSIT_SETTINGS } from '@navalha/core/domain/payments/deposit';
import { fromCents } from '@navalha/core/domain/money';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema/appointments.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { payments } from '../../db/schema/payments.js';
import { cardToken, freshDay } from '../../test/payment-fixtures.js';
import {
  createUser,
  DEMO_BARBERSHOP_ID,
  demoActor,
  demoServices,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * The deposit's rest (decision 029): the deposit paid by card, the rest paid online ('Pagar o
 * restante') or at the desk but never both, and every ending giving back all the parts the
 * booking was paid with, the fee kept from the deposit first.
 */

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let bruno: Actor;
let admin: Actor;
let clock = new Date();

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  app = await buildTestApp(testApp.database, {}, () => clock);
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
  admin = await demoActor(db, 'admin@navalha.dev');
  const [shop] = await db
    .select({ settings: barbershops.settings })
    .from(barbershops)
    .where(eq(barbershops.id, DEMO_BARBERSHOP_ID));
  const deposit = { ...DEFAULT_DEPOSIT_SETTINGS, mode: 'ALL' as const, serviceIds: [] };
  await db
    .update(barbershops)
    .set({
      settings: {
        ...shop!.settings,
        noShowFeePercent: 50,
        cancellationFeePercent: 50,
        cancellationWindowHours: 24,
        deposit,
      },
    })
    .where(eq(barbershops.id, DEMO_BARBERSHOP_ID));
});

afterAll(async () => {
  await app.close();
  await testApp.close();
});

beforeEach(() => {
  clock = new Date();
});

const corte = demoServices[0];
const total = computeOrderTotals({ items: [corte], method: 'CASH' }).total;
const rest = total - 2000;
const at = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);

const post = (url: string, actor: Actor, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: actor.headers, payload });

async function bookingOf(id: string) {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row!;
}

async function paymentsOf(id: string) {
  const rows = await db.select().from(payments).where(eq(payments.appointmentId, id));
  return Object.fromEntries(
    rows.filter((row) => row.status !== 'CANCELLED').map((row) => [row.purpose, row]),
  );
}

async function walletBalance(client: Actor): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/wallet', headers: client.headers })).json()
    .balance as number;
}

async function fundWallet(client: Actor, amount: number) {
  const deposit = await post('/api/wallet/deposits', client, { amount });
  await post(`/api/wallet/deposits/${deposit.json().id}/mock`, client, { status: 'approved' });
}

/** A new client books cash (R$ 20,00 deposit under ALL) at `time` on a fresh day. */
async function book(time = '15:00') {
  const client = await createUser(db, 'CLIENT', null);
  const date = freshDay();
  const booked = await post('/api/appointments', client, {
    serviceIds: [corte.id],
    barberIds: [bruno.id],
    scheduledDate: date,
    scheduledTime: time,
    paymentMethod: 'CASH',
    totalPrice: fromCents(total),
  });
  expect(booked.statusCode, booked.body).toBe(201);
  return { client, id: booked.json().id as string, start: spInstant(date, time) };
}

async function payDepositByPix(client: Actor, id: string) {
  const pix = await post('/api/payments/pix/create', client, { appointmentId: id, amount: 20 });
  expect(pix.statusCode, pix.body).toBe(201);
  await app.payments.sandbox.decideSandbox(pix.json().gatewayPaymentId as string, 'approved');
}

/** The rest paid online by PIX, approved by the sandbox bank. */
async function payRestByPix(client: Actor, id: string) {
  const pix = await post('/api/payments/pix/create', client, {
    appointmentId: id,
    amount: fromCents(rest),
  });
  expect(pix.statusCode, pix.body).toBe(201);
  expect(pix.json()).toMatchObject({ purpose: 'BALANCE', amount: fromCents(rest) });
  await app.payments.sandbox.decideSandbox(pix.json().gatewayPaymentId as string, 'approved');
}

/** R$ 100 into the client's wallet, then the rest paid from it. */
async function payRestFromWallet(client: Actor, id: string) {
  await fundWallet(client, 100);
  const paid = await post('/api/payments/create', client, {
    appointmentId: id,
    method: 'WALLET',
    amount: fromCents(rest),
  });
  expect(paid.statusCode, paid.body).toBe(201);
}

const deskDetails = async (id: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/admin/agenda/bookings/${id}`,
      headers: admin.headers,
    })
  ).json();

describe('the deposit paid by card', () => {
  it('confirms the booking with the deposit alone charged to the card', async () => {
    const { client, id } = await book();
    const paid = await post('/api/payments/card/create', client, {
      appointmentId: id,
      amount: 20,
      cardToken: await cardToken(app, client, 'APRO'),
      installments: 1,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ status: 'paid' });
    expect(await bookingOf(id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
      totalCents: total,
    });
    expect((await paymentsOf(id)).DEPOSIT).toMatchObject({
      status: 'COMPLETED',
      amountCents: 2000,
      method: 'CREDIT_CARD',
    });
  });
});

describe("'Pagar o restante': the rest paid online", () => {
  it('takes exactly the total minus the deposit by PIX; the booking stays confirmed', async () => {
    const { client, id } = await book();
    // Nothing to pay online but the deposit before it is paid.
    await payDepositByPix(client, id);
    const wrong = await post('/api/payments/pix/create', client, {
      appointmentId: id,
      amount: fromCents(total),
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({
      code: 'PAYMENT_AMOUNT_MISMATCH',
      details: { total: fromCents(rest) },
    });
    const cash = await post('/api/payments/create', client, {
      appointmentId: id,
      method: 'CASH',
      amount: fromCents(rest),
    });
    expect(cash.json()).toMatchObject({
      code: 'UNSUPPORTED_PAYMENT_METHOD',
      message: 'O restante em dinheiro é pago na barbearia.',
    });

    await payRestByPix(client, id);
    expect((await paymentsOf(id)).BALANCE).toMatchObject({
      status: 'COMPLETED',
      amountCents: rest,
    });
    expect(await bookingOf(id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
      paymentMethod: 'PIX',
      totalCents: total,
    });
    const read = await app.inject({
      method: 'GET',
      url: `/api/appointments/${id}`,
      headers: client.headers,
    });
    expect(read.json()).toMatchObject({ depositAmount: 20, paidAmount: fromCents(total) });
    expect(await deskDetails(id)).toMatchObject({ balanceCents: 0 });

    // Paid: neither the client again nor the desk can take it twice (pt-BR 409s).
    const again = await post('/api/payments/pix/create', client, {
      appointmentId: id,
      amount: fromCents(rest),
    });
    expect(again.json()).toMatchObject({
      code: 'ALREADY_PAID',
      message: 'O restante deste agendamento já foi pago.',
    });
    const desk = await post(`/api/admin/agenda/bookings/${id}/receive-payment`, admin, {
      with: 'cash',
    });
    expect(desk.statusCode).toBe(409);
  });

  it('from the wallet, and by card', async () => {
    const first = await book('10:00');
    await payDepositByPix(first.client, first.id);
    await fundWallet(first.client, 100);
    const wallet = await post('/api/payments/create', first.client, {
      appointmentId: first.id,
      method: 'WALLET',
      amount: fromCents(rest),
    });
    expect(wallet.statusCode, wallet.body).toBe(201);
    expect(wallet.json()).toMatchObject({ purpose: 'BALANCE', status: 'COMPLETED' });
    expect(await walletBalance(first.client)).toBe(100 - fromCents(rest));

    const second = await book('11:00');
    await payDepositByPix(second.client, second.id);
    const card = await post('/api/payments/card/create', second.client, {
      appointmentId: second.id,
      amount: fromCents(rest),
      cardToken: await cardToken(app, second.client, 'APRO'),
      installments: 1,
    });
    expect(card.statusCode, card.body).toBe(201);
    expect((await paymentsOf(second.id)).BALANCE).toMatchObject({
      status: 'COMPLETED',
      method: 'CREDIT_CARD',
    });
  });

  it('loses to the desk when the desk took it first, and the other way round', async () => {
    const deskFirst = await book('14:00');
    await payDepositByPix(deskFirst.client, deskFirst.id);
    // The client opened a PIX code of the rest; the desk takes cash: the code is cancelled.
    const code = await post('/api/payments/pix/create', deskFirst.client, {
      appointmentId: deskFirst.id,
      amount: fromCents(rest),
    });
    const received = await post(
      `/api/admin/agenda/bookings/${deskFirst.id}/receive-payment`,
      admin,
      { with: 'cash' },
    );
    expect(received.statusCode, received.body).toBe(200);
    const [open] = await db
      .select()
      .from(payments)
      .where(eq(payments.id, code.json().id as string));
    expect(open).toMatchObject({ status: 'CANCELLED' });
    const late = await post('/api/payments/pix/create', deskFirst.client, {
      appointmentId: deskFirst.id,
      amount: fromCents(rest),
    });
    expect(late.json()).toMatchObject({
      code: 'ALREADY_PAID',
      message: 'O restante deste agendamento já foi pago.',
    });

    // Both at once, from the wallet and at the desk: exactly one takes it.
    const both = await book('13:00');
    await payDepositByPix(both.client, both.id);
    await fundWallet(both.client, 100);
    const [wallet, desk] = await Promise.all([
      post('/api/payments/create', both.client, {
        appointmentId: both.id,
        method: 'WALLET',
        amount: fromCents(rest),
      }),
      post(`/api/admin/agenda/bookings/${both.id}/receive-payment`, admin, { with: 'cash' }),
    ]);
    const winners = [wallet.statusCode === 201, desk.statusCode === 200];
    expect(winners.filter(Boolean)).toHaveLength(1);
    const balances = (
      await db.select().from(payments).where(eq(payments.appointmentId, both.id))
    ).filter((row) => row.purpose === 'BALANCE' && row.status === 'COMPLETED');
    expect(balances).toHaveLength(1);
    const loser = wallet.statusCode === 409 ? wallet : desk;
    expect(loser.statusCode).toBe(409);
    expect(loser.json().message).toMatch(/restante|pago/);
    expect(await walletBalance(both.client)).toBe(
      wallet.statusCode === 201 ? 100 - fromCents(rest) : 100,
    );
  });
});

describe('endings of a booking paid in parts give every part back', () => {
  it('the desk’s cancel refunds the deposit and the rest, each its way, as quoted', async () => {
    const { client, id, start } = await book('16:00');
    await payDepositByPix(client, id);
    await post(`/api/admin/agenda/bookings/${id}/receive-payment`, admin, { with: 'cash' });
    clock = at(start, -120);
    // Late: the policy keeps 50% of the total, from the deposit first; PIX refunds have no fee.
    const fee = Math.round(total / 2);
    const quote = (await deskDetails(id)).refundQuote;
    expect(quote).toMatchObject({
      paidCents: total,
      policyRefundCents: total - fee,
      policyKeptCents: fee,
    });
    const cancelled = await post(`/api/admin/agenda/bookings/${id}/cancel`, admin, {
      reason: 'Cliente pediu',
      refund: { kind: 'policy', to: 'original' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', refundedCents: total - fee });
    const parts = await paymentsOf(id);
    expect(parts.DEPOSIT).toMatchObject({ status: 'REFUNDED', refundedAmountCents: 0 });
    expect(parts.BALANCE).toMatchObject({
      status: 'REFUNDED',
      refundedAmountCents: rest - (fee - 2000),
    });
    expect(quote.policyRefundCents).toBe(
      (parts.DEPOSIT?.refundedAmountCents ?? 0) + (parts.BALANCE?.refundedAmountCents ?? 0),
    );
    expect(await bookingOf(id)).toMatchObject({ cancellationFeeCents: fee });
  });

  it('a full refund at the desk gives back both, the wallet’s part to the wallet', async () => {
    const { client, id } = await book('17:00');
    await payDepositByPix(client, id);
    await payRestFromWallet(client, id);
    const before = await walletBalance(client);
    const cancelled = await post(`/api/admin/agenda/bookings/${id}/cancel`, admin, {
      reason: 'Barbearia fechada',
      refund: { kind: 'full', to: 'original' },
    });
    expect(cancelled.json()).toMatchObject({ refundedCents: total });
    const parts = await paymentsOf(id);
    expect(parts.DEPOSIT).toMatchObject({ status: 'REFUNDED', refundedAmountCents: 2000 });
    expect(parts.BALANCE).toMatchObject({ status: 'REFUNDED', refundedAmountCents: rest });
    expect(await walletBalance(client)).toBe(before + fromCents(rest));
  });

  it('the client’s late cancellation keeps the fee once, from the deposit first', async () => {
    const { client, id, start } = await book('18:00');
    await payDepositByPix(client, id);
    await payRestByPix(client, id);
    clock = at(start, -120);
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/appointments/${id}`,
      headers: client.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const fee = Math.round(total / 2);
    const parts = await paymentsOf(id);
    expect(parts.DEPOSIT).toMatchObject({ status: 'REFUNDED', refundedAmountCents: 0 });
    expect(parts.BALANCE).toMatchObject({
      status: 'REFUNDED',
      refundedAmountCents: rest - (fee - 2000),
    });
  });

  it('the client’s free cancellation gives back the PIX deposit and the wallet’s rest', async () => {
    const { client, id } = await book('11:00');
    await payDepositByPix(client, id);
    await payRestFromWallet(client, id);
    const before = await walletBalance(client);
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/appointments/${id}`,
      headers: client.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const parts = await paymentsOf(id);
    expect(parts.DEPOSIT).toMatchObject({ status: 'REFUNDED', refundedAmountCents: 2000 });
    // The wallet keeps its 1% refund fee (spec §9) on what goes back to it.
    const walletFee = Math.round(rest / 100);
    expect(parts.BALANCE).toMatchObject({
      status: 'REFUNDED',
      refundedAmountCents: rest - walletFee,
    });
    expect(await walletBalance(client)).toBe(before + fromCents(rest - walletFee));
  });

  it('a no-show keeps its fee from the deposit and gives the rest back', async () => {
    const { client, id, start } = await book('10:00');
    await payDepositByPix(client, id);
    await payRestByPix(client, id);
    clock = at(start, 15);
    const marked = await post(`/api/admin/agenda/bookings/${id}/no-show`, admin);
    expect(marked.statusCode, marked.body).toBe(200);
    const fee = Math.round(total / 2);
    expect(marked.json()).toMatchObject({ refundedCents: total - fee });
    const parts = await paymentsOf(id);
    expect(parts.DEPOSIT).toMatchObject({ status: 'REFUNDED', refundedAmountCents: 0 });
    expect(parts.BALANCE).toMatchObject({
      status: 'REFUNDED',
      refundedAmountCents: rest - (fee - 2000),
    });
    expect(await bookingOf(id)).toMatchObject({ status: 'NO_SHOW', cancellationFeeCents: fee });
  });
});
