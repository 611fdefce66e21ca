import { fromCents } from '@navalha/core/domain/money';
import { PAID_AT_SHOP_REFUND_DESCRIPTION } from '@navalha/core/domain/wallet/wallet-ledger';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments.js';
import { payments } from '../../db/schema/payments.js';
import { walletTransactions } from '../../db/schema/wallet-transactions.js';
import { appointmentRow, insertBooking, paymentRow } from '../../test/payment-fixtures.js';
import { DEMO_BARBERSHOP_ID, patchShopSettings } from '../../test/scheduling-fixtures.js';
import {
  admin,
  app,
  bruno,
  client,
  db,
  fake,
  notification,
  now,
  setupMercadoPagoApp,
} from './payments.mercadopago.test-helpers.js';

/**
 * The deposit (decision 029) through Mercado Pago, against the local fake: a chargeback or a
 * refund made at the gateway ends the booking as it does a whole payment; an online payment
 * of the rest the gateway approves after the desk took it is flagged for the shop, not counted;
 * and what a booking paid in parts gives back is split once over the whole booking, so a
 * gateway failure between two parts, the desk's retry and the sweep's give each part the same
 * share, while the rest paid at the shop comes back as credit at the shop.
 */

setupMercadoPagoApp();

// A late cancellation and a no-show each keep 20% of the total, from the deposit first.
beforeAll(() =>
  patchShopSettings(db, {
    cancellationFeePercent: 20,
    cancellationWindowHours: 24,
    noShowFeePercent: 20,
  }),
);

/** A cash booking owing a R$ 20,00 deposit, which the client pays by PIX (approved). */
async function depositPaid() {
  const booking = await insertBooking(db, {
    clientId: client.id,
    barberId: bruno.id,
    method: 'CASH',
  });
  await db.update(appointments).set({ depositCents: 2000 }).where(eq(appointments.id, booking.id));
  const payment = await payByPix(booking.id, 2000);
  expect(payment.purpose).toBe('DEPOSIT');
  expect(await appointmentRow(db, booking.id)).toMatchObject({
    status: 'CONFIRMED',
    paymentStatus: 'COMPLETED',
  });
  return { booking, payment };
}

/** The desk takes the rest in cash ('Receber'). */
async function receiveCash(id: string) {
  const received = await app.inject({
    method: 'POST',
    url: `/api/admin/agenda/bookings/${id}/receive-payment`,
    headers: admin.headers,
    payload: { with: 'cash' },
  });
  expect(received.statusCode, received.body).toBe(200);
}

describe('a deposit reversed at Mercado Pago', () => {
  it.each([
    ['charged_back', 'reimbursed', 'Pagamento contestado junto ao banco ou cartão (chargeback).'],
    ['refunded', 'refunded', 'Pagamento estornado pelo meio de pagamento.'],
  ])(
    '%s cancels the booking with the reason and frees its time',
    async (status, detail, reason) => {
      const { booking, payment } = await depositPaid();
      fake.setStatus(payment.gatewayPaymentId, status, detail);
      const response = await app.inject(notification(payment.gatewayPaymentId));
      expect(response.statusCode, response.body).toBe(200);
      expect(await paymentRow(db, payment.id)).toMatchObject({
        status: 'REFUNDED',
        refundReason: reason,
      });
      expect(await appointmentRow(db, booking.id)).toMatchObject({
        status: 'CANCELLED',
        paymentStatus: 'REFUNDED',
        cancellationReason: reason,
      });
    },
  );
});

describe('the rest paid online after the desk took it', () => {
  it('is flagged for the shop to give back, and the rest is counted once', async () => {
    const { booking } = await depositPaid();
    const rest = booking.totals.total - 2000;
    const pix = await app.inject({
      method: 'POST',
      url: '/api/payments/pix/create',
      headers: client.headers,
      payload: { appointmentId: booking.id, amount: fromCents(rest) },
    });
    expect(pix.statusCode, pix.body).toBe(201);
    const code = pix.json() as { id: string; gatewayPaymentId: string };
    await receiveCash(booking.id);
    expect(await paymentRow(db, code.id)).toMatchObject({ status: 'CANCELLED' });

    // The payer's bank approved the code in the same instant the desk took the cash.
    fake.setStatus(code.gatewayPaymentId, 'approved', 'accredited');
    expect((await app.inject(notification(code.gatewayPaymentId))).statusCode).toBe(200);
    const flagged = await paymentRow(db, code.id);
    expect(flagged.status).toBe('CANCELLED');
    expect(flagged.reviewReason).toBe(
      'O restante já tinha sido recebido na barbearia: devolva este pagamento ao cliente.',
    );
    const details = await app.inject({
      method: 'GET',
      url: `/api/admin/agenda/bookings/${booking.id}`,
      headers: admin.headers,
    });
    expect(details.json()).toMatchObject({ balanceCents: 0 });
  });
});

const DEPOSIT = 2000;
const minutesFromNow = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

/** A PIX payment of the booking, approved by the payer's bank. */
async function payByPix(id: string, amountCents: number) {
  const pix = await app.inject({
    method: 'POST',
    url: '/api/payments/pix/create',
    headers: client.headers,
    payload: { appointmentId: id, amount: fromCents(amountCents) },
  });
  expect(pix.statusCode, pix.body).toBe(201);
  const payment = pix.json() as { id: string; gatewayPaymentId: string; purpose: string };
  fake.setStatus(payment.gatewayPaymentId, 'approved', 'accredited');
  expect((await app.inject(notification(payment.gatewayPaymentId))).statusCode).toBe(200);
  return payment;
}

/**
 * A booking starting `startsIn` minutes from now whose R$ 20,00 deposit was paid by PIX, its
 * rest paid by PIX too (`rest: 'pix'`) or in cash at the desk.
 */
async function paidInParts(startsIn: number, rest: 'pix' | 'cash') {
  const { booking, payment: deposit } = await depositPaid();
  await db
    .update(appointments)
    .set({ startsAt: minutesFromNow(startsIn), endsAt: minutesFromNow(startsIn + 40) })
    .where(eq(appointments.id, booking.id));
  const total = booking.totals.total;
  if (rest === 'pix') {
    const balance = await payByPix(booking.id, total - DEPOSIT);
    return { id: booking.id, total, deposit, balance };
  }
  await receiveCash(booking.id);
  return { id: booking.id, total, deposit, balance: null };
}

async function clientCancels(id: string) {
  const cancelled = await app.inject({
    method: 'DELETE',
    url: `/api/appointments/${id}`,
    headers: client.headers,
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
}

async function partsOf(id: string) {
  const rows = await db.select().from(payments).where(eq(payments.appointmentId, id));
  return Object.fromEntries(rows.map((row) => [row.purpose, row]));
}

const refundedAtGateway = (gatewayPaymentId: string) =>
  Number(fake.payment(gatewayPaymentId)?.transaction_amount_refunded ?? 0) * 100;

describe("the gateway fails on the rest's refund at the desk", () => {
  it.each([
    ['a late cancellation', 120, 'cancel'],
    ["'Faltou'", -30, 'no-show'],
  ] as const)(
    '%s: the retry gives back only the rest, with its share of the whole',
    async (_ending, startsIn, action) => {
      const { id, total, deposit, balance } = await paidInParts(startsIn, 'pix');
      // 20% of R$ 50,00 is kept from the deposit: R$ 10,00 of it and all the rest go back.
      const kept = total / 5;
      const quote = action === 'cancel' ? DEPOSIT - kept + (total - DEPOSIT) : total - kept;
      const end = () =>
        app.inject({
          method: 'POST',
          url: `/api/admin/agenda/bookings/${id}/${action}`,
          headers: admin.headers,
          payload:
            action === 'cancel'
              ? { reason: 'Cliente pediu', refund: { kind: 'policy', to: 'original' } }
              : {},
        });
      fake.failNextRefundOf.add(balance!.gatewayPaymentId);
      const failed = await end();
      expect(failed.statusCode, failed.body).toBe(502);
      expect(await partsOf(id)).toMatchObject({
        DEPOSIT: { status: 'REFUNDED', refundedAmountCents: DEPOSIT - kept },
        BALANCE: { status: 'COMPLETED', refundRequestedAt: null },
      });
      expect(await appointmentRow(db, id)).toMatchObject({ status: 'CONFIRMED' });
      // What the desk reads before trying again is still the whole booking's refund.
      const details = await app.inject({
        method: 'GET',
        url: `/api/admin/agenda/bookings/${id}`,
        headers: admin.headers,
      });
      if (action === 'cancel') {
        expect(details.json().refundQuote).toMatchObject({ policyRefundCents: quote });
      }
      // The deposit given back is paid and being refunded, not again to receive at the desk,
      // nor for the client to pay again online.
      expect(details.json()).toMatchObject({ balanceCents: 0, paymentStatus: 'COMPLETED' });
      const own = await app.inject({
        method: 'GET',
        url: `/api/appointments/${id}`,
        headers: client.headers,
      });
      expect(own.json()).toMatchObject({ paidAmount: fromCents(total) });
      const again = await app.inject({
        method: 'POST',
        url: '/api/payments/pix/create',
        headers: client.headers,
        payload: { appointmentId: id, amount: fromCents(DEPOSIT) },
      });
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ALREADY_PAID' });

      const retried = await end();
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json()).toMatchObject({ refundedCents: quote });
      expect(await partsOf(id)).toMatchObject({
        DEPOSIT: { status: 'REFUNDED', refundedAmountCents: DEPOSIT - kept },
        BALANCE: { status: 'REFUNDED', refundedAmountCents: total - DEPOSIT },
      });
      // What the payer's account got back, part by part, is the quote.
      expect(refundedAtGateway(deposit.gatewayPaymentId)).toBe(DEPOSIT - kept);
      expect(refundedAtGateway(balance!.gatewayPaymentId)).toBe(total - DEPOSIT);
      expect(await appointmentRow(db, id)).toMatchObject({
        status: action === 'cancel' ? 'CANCELLED' : 'NO_SHOW',
        paymentStatus: 'REFUNDED',
      });
    },
  );
});

describe('a booking holding a refund the gateway broke off', () => {
  it('cannot be completed by the desk or the barber until the refund is tried again', async () => {
    const { id, total, balance } = await paidInParts(-30, 'pix');
    const noShow = () =>
      app.inject({
        method: 'POST',
        url: `/api/admin/agenda/bookings/${id}/no-show`,
        headers: admin.headers,
      });
    fake.failNextRefundOf.add(balance!.gatewayPaymentId);
    expect((await noShow()).statusCode).toBe(502);
    const kept = total / 5;
    // The desk's panel names the ending to try again and what already went back.
    const details = await app.inject({
      method: 'GET',
      url: `/api/admin/agenda/bookings/${id}`,
      headers: admin.headers,
    });
    expect(details.json().unfinishedRefund).toEqual({
      ending: 'no_show',
      reason: 'Cliente não compareceu.',
      refundedCents: DEPOSIT - kept,
    });
    const refusal = {
      code: 'REFUND_UNFINISHED',
      message:
        'Parte do pagamento deste agendamento já foi devolvida e o reembolso do restante ' +
        'falhou. Tente o reembolso de novo antes de concluir o atendimento.',
    };
    const atDesk = await app.inject({
      method: 'POST',
      url: `/api/admin/agenda/bookings/${id}/complete`,
      headers: admin.headers,
    });
    expect(atDesk.statusCode, atDesk.body).toBe(409);
    expect(atDesk.json()).toMatchObject(refusal);
    const byBarber = await app.inject({
      method: 'PATCH',
      url: `/api/appointments/${id}/complete`,
      headers: bruno.headers,
    });
    expect(byBarber.statusCode, byBarber.body).toBe(409);
    expect(byBarber.json()).toMatchObject(refusal);
    expect(await appointmentRow(db, id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
    });

    // The retry gives the rest back and ends the booking; the panel has nothing owed.
    expect((await noShow()).statusCode).toBe(200);
    const after = await app.inject({
      method: 'GET',
      url: `/api/admin/agenda/bookings/${id}`,
      headers: admin.headers,
    });
    expect(after.json()).toMatchObject({ status: 'NO_SHOW', unfinishedRefund: null });
  });

  it('is completed as usual while every part is still paid', async () => {
    const { id } = await paidInParts(-30, 'pix');
    const done = await app.inject({
      method: 'PATCH',
      url: `/api/appointments/${id}/complete`,
      headers: bruno.headers,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await appointmentRow(db, id)).toMatchObject({ status: 'COMPLETED' });
  });
});

describe('the sweep after a gateway failure on a client’s cancellation', () => {
  it('refunds the part still owed with the same split, once', async () => {
    const { id, total, deposit, balance } = await paidInParts(300, 'pix');
    fake.failNextRefundOf.add(balance!.gatewayPaymentId);
    await clientCancels(id);
    const kept = total / 5;
    expect(await partsOf(id)).toMatchObject({
      DEPOSIT: { status: 'REFUNDED', refundedAmountCents: DEPOSIT - kept },
      BALANCE: { status: 'COMPLETED' },
    });
    // Money is still owed back: the booking says so, which is how the sweep finds it.
    expect(await appointmentRow(db, id)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'COMPLETED',
    });
    const details = await app.inject({
      method: 'GET',
      url: `/api/admin/agenda/bookings/${id}`,
      headers: admin.headers,
    });
    expect(details.json()).toMatchObject({ balanceCents: 0 });

    expect((await app.payments.endings.expireUnpaid(now)).refundedPayments).toBe(1);
    expect(await partsOf(id)).toMatchObject({
      BALANCE: { status: 'REFUNDED', refundedAmountCents: total - DEPOSIT },
    });
    expect(refundedAtGateway(deposit.gatewayPaymentId)).toBe(DEPOSIT - kept);
    expect(refundedAtGateway(balance!.gatewayPaymentId)).toBe(total - DEPOSIT);
    expect(await appointmentRow(db, id)).toMatchObject({ paymentStatus: 'REFUNDED' });
    expect((await app.payments.endings.expireUnpaid(now)).refundedPayments).toBe(0);
  });
});

describe('the rest paid in cash, then the client cancels', () => {
  it('gives the deposit back by PIX and the cash part as credit at the shop', async () => {
    const { id, total, deposit } = await paidInParts(500, 'cash');
    await clientCancels(id);
    const kept = total / 5;
    const parts = await partsOf(id);
    expect(parts).toMatchObject({
      DEPOSIT: { status: 'REFUNDED', refundedAmountCents: DEPOSIT - kept },
      BALANCE: { status: 'REFUNDED', refundedAmountCents: total - DEPOSIT, refundFeeCents: 0 },
    });
    expect(refundedAtGateway(deposit.gatewayPaymentId)).toBe(DEPOSIT - kept);
    const [credit] = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.paymentId, parts.BALANCE!.id));
    expect(credit).toMatchObject({
      barbershopId: DEMO_BARBERSHOP_ID,
      type: 'refund',
      amountCents: total - DEPOSIT,
      description: PAID_AT_SHOP_REFUND_DESCRIPTION,
    });
    expect(await appointmentRow(db, id)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUNDED',
    });
  });
});

describe('what the client reads before cancelling a deposit by PIX and the rest paid in cash', () => {
  it.each([
    ['inside the free window', 3000, 0],
    ['after it', 500, 1000],
  ])('%s: each part with its own destination, as then refunded', async (_when, startsIn, kept) => {
    const { id, total, deposit } = await paidInParts(startsIn, 'cash');
    const read = await app.inject({
      method: 'GET',
      url: `/api/appointments/${id}`,
      headers: client.headers,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().cancelRefund).toEqual([
      {
        method: 'PIX',
        destination: 'original',
        amount: fromCents(DEPOSIT - kept),
        refundFee: 0,
      },
      { method: 'CASH', destination: 'wallet', amount: fromCents(total - DEPOSIT), refundFee: 0 },
    ]);
    // The moment of the quote, on the server's clock: the dialog words the free window there.
    expect(read.json().cancelQuotedAt).toBe(now.toISOString());

    await clientCancels(id);
    expect(refundedAtGateway(deposit.gatewayPaymentId)).toBe(DEPOSIT - kept);
    const parts = await partsOf(id);
    const [credit] = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.paymentId, parts.BALANCE!.id));
    expect(credit).toMatchObject({ amountCents: total - DEPOSIT });
    // Once cancelled, nothing more is quoted.
    const after = await app.inject({
      method: 'GET',
      url: `/api/appointments/${id}`,
      headers: client.headers,
    });
    expect(after.json().cancelRefund).toEqual([]);
  });
});
