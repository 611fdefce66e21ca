import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema/appointments.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { notifications } from '../../db/schema/notifications.js';
import { payments } from '../../db/schema/payments.js';
import { walletPaymentMethods } from '../../db/schema/wallet-payment-methods.js';
import { walletTransactions } from '../../db/schema/wallet-transactions.js';
import { appointmentRow, cardToken, paymentRows } from '../../test/payment-fixtures.js';
import {
  createBarber,
  createUser,
  DEMO_BARBERSHOP_ID,
  demoActor,
  futureDate,
  insertAppointment,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { sandboxBankUrl } from '../../test/sandbox-bank.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { ledgerOf, walletRowOf } from '../../test/wallet-rows.js';
import { WalletService } from '../wallet/wallet.service.js';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let admin: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  admin = await demoActor(db, 'admin@navalha.dev');
});

afterAll(async () => {
  await testApp.close();
});

const newClient = () => createUser(db, 'CLIENT', null);

function post(url: string, actor: Actor, payload: object, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, headers: { ...actor.headers, ...headers }, payload });
}

function get(url: string, actor: Actor) {
  return app.inject({ method: 'GET', url, headers: actor.headers });
}

/** A client whose wallet holds `amount` BRL, deposited by PIX and approved. */
async function fundedClient(amount: number): Promise<Actor> {
  const client = await newClient();
  const created = await post('/api/wallet/deposits', client, { amount });
  expect(created.statusCode, created.body).toBe(201);
  const approved = await post(`/api/wallet/deposits/${created.json().id}/mock`, client, {
    status: 'approved',
  });
  expect(approved.json().status).toBe('COMPLETED');
  return client;
}

let days = 0;
/**
 * A PENDING booking of R$ 50,00 made for PIX (no fee in the fixture), with its own barber so
 * none meets another; `startsAt` far ahead unless given.
 */
async function booking(client: Actor, startsAt?: Date): Promise<string> {
  const barber = await createBarber(db, DEMO_BARBERSHOP_ID, []);
  return insertAppointment(db, {
    clientId: client.id,
    barberId: barber.id,
    startsAt: startsAt ?? spInstant(futureDate(2, 30 + (days += 1)), '10:00'),
    totalCents: 5_000,
  });
}

/** As if booked by credit card: R$ 50,00 + 8.4%. */
async function asCardBooking(appointmentId: string): Promise<void> {
  await db
    .update(appointments)
    .set({ paymentMethod: 'CREDIT_CARD', paymentFeeCents: 420, totalCents: 5_420 })
    .where(eq(appointments.id, appointmentId));
}

function payWithWallet(client: Actor, appointmentId: string, amount = 50, key?: string) {
  return post(
    '/api/payments/create',
    client,
    { appointmentId, amount, method: 'wallet' },
    key ? { 'idempotency-key': key } : {},
  );
}

async function walletOf(client: Actor) {
  const wallet = await walletRowOf(db, client.id);
  if (!wallet) throw new Error('no wallet');
  return { balance: wallet.balanceCents, ledger: await ledgerOf(db, wallet.id) };
}

describe('paying a booking with the wallet', () => {
  it('debits the balance, completes the payment and confirms the booking at once', async () => {
    const client = await fundedClient(80);
    const appointmentId = await booking(client);
    const response = await payWithWallet(client, appointmentId);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      appointmentId,
      status: 'COMPLETED',
      method: 'WALLET',
      flow: 'wallet',
      gateway: 'wallet',
      amount: 50,
      paidAt: expect.any(String),
    });
    expect(await appointmentRow(db, appointmentId)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
      paymentMethod: 'WALLET',
      totalCents: 5_000,
    });
    expect(await walletOf(client)).toEqual({ balance: 3_000, ledger: { sum: 3_000, rows: 2 } });

    const { data } = (await get('/api/wallet/transactions', client)).json();
    expect(data[0]).toMatchObject({
      amount: -50,
      type: 'payment',
      description: 'Pagamento de agendamento',
      service: { name: 'Corte de cabelo' },
      barber: { name: expect.any(String) },
      appointment_id: appointmentId,
      payment_id: response.json().id,
    });
    expect(data[1]).toMatchObject({ amount: 80, type: 'deposit' });
  });

  it('reprices a card booking for the wallet (0% fee) and refuses any other amount', async () => {
    const client = await fundedClient(100);
    const barber = await createBarber(db, DEMO_BARBERSHOP_ID, []);
    const appointmentId = await insertAppointment(db, {
      clientId: client.id,
      barberId: barber.id,
      startsAt: spInstant(futureDate(3, 40), '10:00'),
      totalCents: 5_000,
    });
    await asCardBooking(appointmentId);
    const wrong = await payWithWallet(client, appointmentId, 54.2);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({
      code: 'PAYMENT_AMOUNT_MISMATCH',
      details: { total: 50, paymentFee: 0 },
    });
    expect(await walletOf(client)).toMatchObject({ balance: 10_000 });
    const paid = await payWithWallet(client, appointmentId, 50);
    expect(paid.statusCode).toBe(201);
    expect(await appointmentRow(db, appointmentId)).toMatchObject({
      paymentMethod: 'WALLET',
      paymentFeeCents: 0,
      totalCents: 5_000,
    });
  });

  it("answers 409 'Saldo insuficiente na carteira' when short, and nothing changes", async () => {
    const client = await fundedClient(49.99);
    const appointmentId = await booking(client);
    const response = await payWithWallet(client, appointmentId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'INSUFFICIENT_BALANCE',
      message: 'Saldo insuficiente na carteira',
      field: 'amount',
    });
    expect(await appointmentRow(db, appointmentId)).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'PENDING',
      paymentMethod: 'PIX',
    });
    expect(await paymentRows(db, appointmentId)).toHaveLength(0);
    expect(await walletOf(client)).toEqual({ balance: 4_999, ledger: { sum: 4_999, rows: 1 } });

    const noWallet = await newClient();
    const other = await payWithWallet(noWallet, await booking(noWallet));
    expect(other.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
  });

  it('rolls the whole payment back when the balance is spent between the first look and the debit', async () => {
    const client = await fundedClient(50);
    const [appointmentId, drainingId] = [await booking(client), await booking(client)];
    const balanceOf = WalletService.prototype.balanceOf;
    let drained: Awaited<ReturnType<typeof payWithWallet>> | null = null;
    // The first look reads R$ 50,00; before the transaction starts, another booking of the
    // same client takes all of it (a real wallet payment, as a parallel request would).
    const spy = vi
      .spyOn(WalletService.prototype, 'balanceOf')
      .mockImplementationOnce(async function (this: WalletService, shopId: string, userId: string) {
        const balance = await balanceOf.call(this, shopId, userId);
        drained = await payWithWallet(client, drainingId);
        return balance;
      });
    let response;
    try {
      response = await payWithWallet(client, appointmentId);
    } finally {
      spy.mockRestore();
    }
    expect(drained).toMatchObject({ statusCode: 201 });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Saldo insuficiente na carteira',
    });
    // Claimed, paid and written inside the transaction, then all of it undone.
    expect(await appointmentRow(db, appointmentId)).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'PENDING',
      paymentMethod: 'PIX',
    });
    expect(await paymentRows(db, appointmentId)).toHaveLength(0);
    const ledger = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.appointmentId, appointmentId));
    expect(ledger).toHaveLength(0);
    expect(
      await db.select().from(notifications).where(eq(notifications.appointmentId, appointmentId)),
    ).toEqual([]);
    // Only the deposit and the booking that did pay.
    expect(await walletOf(client)).toEqual({ balance: 0, ledger: { sum: 0, rows: 2 } });
    expect(await appointmentRow(db, drainingId)).toMatchObject({ paymentStatus: 'COMPLETED' });
  });

  it("answers 404 for someone else's booking and 409 for one already paid", async () => {
    const client = await fundedClient(200);
    const stranger = await newClient();
    const theirs = await booking(stranger);
    expect((await payWithWallet(client, theirs)).statusCode).toBe(404);
    const mine = await booking(client);
    expect((await payWithWallet(client, mine)).statusCode).toBe(201);
    const again = await payWithWallet(client, mine);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_PAID' });
    expect(await walletOf(client)).toMatchObject({ balance: 15_000 });
  });

  it('returns the first payment for a repeated Idempotency-Key and debits once', async () => {
    const client = await fundedClient(100);
    const appointmentId = await booking(client);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      payWithWallet(client, appointmentId, 50, key),
      payWithWallet(client, appointmentId, 50, key),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    expect(await walletOf(client)).toEqual({ balance: 5_000, ledger: { sum: 5_000, rows: 2 } });
  });

  it('returns the first payment to every request of one Idempotency-Key at once, the balance holding just one', async () => {
    const client = await fundedClient(50);
    const appointmentId = await booking(client);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => payWithWallet(client, appointmentId, 50, key)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      200, 200, 200, 200, 201,
    ]);
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(await walletOf(client)).toEqual({ balance: 0, ledger: { sum: 0, rows: 2 } });
    expect(await paymentRows(db, appointmentId)).toHaveLength(1);
  });

  it('cancels the booking’s open PIX code when the wallet pays instead', async () => {
    const client = await fundedClient(100);
    const appointmentId = await booking(client);
    const pix = await post('/api/payments/create', client, {
      appointmentId,
      amount: 50,
      method: 'pix',
    });
    expect(pix.statusCode, pix.body).toBe(201);
    expect((await payWithWallet(client, appointmentId)).statusCode).toBe(201);
    const rows = await paymentRows(db, appointmentId);
    expect(rows.map((row) => [row.method, row.status]).sort()).toEqual([
      ['PIX', 'CANCELLED'],
      ['WALLET', 'COMPLETED'],
    ]);
  });

  it('pays exactly three of six bookings at once from three bookings’ worth', async () => {
    const client = await fundedClient(150);
    const bookings = await Promise.all(Array.from({ length: 6 }, () => booking(client)));
    const responses = await Promise.all(bookings.map((id) => payWithWallet(client, id)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    }
    expect(await walletOf(client)).toEqual({ balance: 0, ledger: { sum: 0, rows: 4 } });
    const paid = await Promise.all(bookings.map((id) => appointmentRow(db, id)));
    expect(paid.filter((row) => row.paymentStatus === 'COMPLETED')).toHaveLength(3);
    expect(paid.filter((row) => row.status === 'PENDING')).toHaveLength(3);
  });

  it('pays one booking once when asked twice at once without a key', async () => {
    const client = await fundedClient(100);
    const appointmentId = await booking(client);
    const responses = await Promise.all([
      payWithWallet(client, appointmentId),
      payWithWallet(client, appointmentId),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await walletOf(client)).toEqual({ balance: 5_000, ledger: { sum: 5_000, rows: 2 } });
  });

  it('lists the wallet as an available method without a fee', async () => {
    const client = await newClient();
    const { data } = (await get('/api/payments/methods', client)).json();
    expect(data.find((method: { method: string }) => method.method === 'WALLET')).toMatchObject({
      available: true,
      flows: ['wallet'],
      feeBasisPoints: 0,
      refundFeeBasisPoints: 100,
    });
  });
});

describe('refunds of wallet payments', () => {
  async function refundRows(paymentId: string) {
    return db
      .select()
      .from(walletTransactions)
      .where(
        and(eq(walletTransactions.paymentId, paymentId), eq(walletTransactions.type, 'refund')),
      );
  }

  async function cancel(client: Actor, appointmentId: string) {
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/appointments/${appointmentId}`,
      headers: client.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('gives a free cancellation back to the wallet less 1%, once', async () => {
    const client = await fundedClient(50);
    const appointmentId = await booking(client);
    const paymentId = (await payWithWallet(client, appointmentId)).json().id as string;
    expect(await cancel(client, appointmentId)).toMatchObject({ canCancelFree: true });
    // Refunded by the cancellation itself; the sweep, which finishes what a crash would
    // leave, finds nothing more to do.
    expect(await walletOf(client)).toMatchObject({ balance: 4_950 });
    await Promise.all([app.wallet.sweep(), app.wallet.sweep()]);
    await app.wallet.sweep();

    expect(await walletOf(client)).toEqual({ balance: 4_950, ledger: { sum: 4_950, rows: 3 } });
    expect(await refundRows(paymentId)).toHaveLength(1);
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({
      status: 'REFUNDED',
      refundedAmountCents: 4_950,
      refundFeeCents: 50,
    });
    expect(await appointmentRow(db, appointmentId)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUNDED',
    });
    const { data } = (await get('/api/wallet/transactions', client)).json();
    expect(data[0]).toMatchObject({
      type: 'refund',
      amount: 49.5,
      description: 'Estorno de agendamento cancelado',
      service: { name: 'Corte de cabelo' },
    });
  });

  it('keeps the late-cancellation fee, then 1% of the rest', async () => {
    const client = await fundedClient(50);
    const appointmentId = await booking(client, new Date(Date.now() + 3 * 60 * 60_000));
    await payWithWallet(client, appointmentId);
    expect(await cancel(client, appointmentId)).toMatchObject({
      canCancelFree: false,
      cancellationFee: 25,
    });
    // 5000 paid: 2500 kept as the fee, 1% of 2500 = 25 kept for the refund, 2475 back.
    expect(await walletOf(client)).toEqual({ balance: 2_475, ledger: { sum: 2_475, rows: 3 } });
  });

  it('gives everything back when the barber rejects the booking', async () => {
    const client = await fundedClient(50);
    const barber = await createBarber(db, DEMO_BARBERSHOP_ID, []);
    const appointmentId = await insertAppointment(db, {
      clientId: client.id,
      barberId: barber.id,
      startsAt: spInstant(futureDate(4, 50), '10:00'),
      totalCents: 5_000,
    });
    await payWithWallet(client, appointmentId);
    const rejected = await app.inject({
      method: 'PATCH',
      url: `/api/appointments/${appointmentId}/reject`,
      headers: barber.headers,
      payload: { reason: 'Barbeiro doente' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await walletOf(client)).toMatchObject({ balance: 5_000 });
    await app.wallet.sweep();
    expect(await walletOf(client)).toEqual({ balance: 5_000, ledger: { sum: 5_000, rows: 3 } });
  });

  it("refunds the shop's refund to the wallet less 1% and cancels the booking", async () => {
    const client = await fundedClient(50);
    const appointmentId = await booking(client);
    const paymentId = (await payWithWallet(client, appointmentId)).json().id as string;
    const refunded = await post(`/api/payments/${paymentId}/refund`, admin, {
      reason: 'Barbearia fechada',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: 49.5,
      refundFee: 0.5,
      refundReason: 'Barbearia fechada',
    });
    expect(await appointmentRow(db, appointmentId)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUNDED',
    });
    // The owner's audit log has it once, in the refund's transaction (issue 8).
    const audited = await db.select().from(auditLog).where(eq(auditLog.entityId, paymentId));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      actorId: admin.id,
      action: 'payment.refund',
      before: { status: 'COMPLETED', method: 'WALLET', amountCents: 5_000 },
      after: { status: 'REFUNDED', refundedAmountCents: 4_950, reason: 'Barbearia fechada' },
    });
    const again = await post(`/api/payments/${paymentId}/refund`, admin, { reason: 'De novo' });
    expect(again.statusCode).toBe(409);
    await app.wallet.sweep();
    expect(await walletOf(client)).toEqual({ balance: 4_950, ledger: { sum: 4_950, rows: 3 } });
  });
});

describe('saving the card of a card payment', () => {
  async function cardBooking(client: Actor): Promise<string> {
    const appointmentId = await booking(client);
    await asCardBooking(appointmentId);
    return appointmentId;
  }

  it('keeps an approved card in the wallet with saveCard, never a declined one', async () => {
    const client = await newClient();
    const approved = await post('/api/payments/card/create', client, {
      appointmentId: await cardBooking(client),
      amount: 54.2,
      cardToken: await cardToken(app, client, 'APRO', '5555 4444 3333 1111'),
      cardholderName: 'APRO',
      saveCard: true,
    });
    expect(approved.json()).toMatchObject({ status: 'paid' });
    const declined = await post('/api/payments/card/create', client, {
      appointmentId: await cardBooking(client),
      amount: 54.2,
      cardToken: await cardToken(app, client, 'FUND', '4000 0000 0000 0002'),
      cardholderName: 'FUND',
      saveCard: true,
    });
    expect(declined.json()).toMatchObject({ status: 'failed' });

    const saved = await db
      .select()
      .from(walletPaymentMethods)
      .where(eq(walletPaymentMethods.userId, client.id));
    expect(saved).toEqual([
      expect.objectContaining({
        methodType: 'credit_card',
        cardBrand: 'Mastercard',
        cardLastFour: '1111',
        cardholderName: 'APRO',
        expiryDate: '2030-11-01',
        isDefault: true,
      }),
    ]);
  });
});

describe('a deposit paid on the sandbox bank page', () => {
  it('credits the wallet and sends the payer back to /wallet', async () => {
    const client = await newClient();
    const created = (await post('/api/wallet/deposits', client, { amount: 75 })).json();
    const approved = await app.inject({
      method: 'POST',
      url: sandboxBankUrl(created.paymentUrl, 'approve'),
    });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe('/wallet');
    // The payer reloading the page's form changes nothing.
    await app.inject({
      method: 'POST',
      url: sandboxBankUrl(created.paymentUrl, 'approve'),
    });
    expect(await walletOf(client)).toEqual({ balance: 7_500, ledger: { sum: 7_500, rows: 1 } });
  });
});
