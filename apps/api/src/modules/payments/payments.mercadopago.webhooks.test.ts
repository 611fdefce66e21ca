import { randomUUID } from 'node:crypto';
import { formatBRL } from '@navalha/core/domain/money';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments.js';
import { notifications } from '../../db/schema/notifications.js';
import { appointmentRow, insertBooking, paymentRow } from '../../test/payment-fixtures.js';
import {
  WEBHOOK,
  admin,
  app,
  approvedCardPayment,
  bruno,
  client,
  db,
  eventCount,
  fake,
  notification,
  now,
  pixPayment,
  setupMercadoPagoApp,
} from './payments.mercadopago.test-helpers.js';

/**
 * Mercado Pago's notifications: the webhook's signature, replay and idempotency rules, and what
 * the gateway reports (approvals of another amount, refunds and chargebacks made there).
 */

setupMercadoPagoApp();

describe('POST /api/payments/webhooks/mercadopago', () => {
  it('fetches the status from Mercado Pago and confirms the booking', async () => {
    const { booking, payment } = await pixPayment();
    fake.setStatus(payment.gatewayPaymentId, 'approved', 'accredited');
    const response = await app.inject(notification(payment.gatewayPaymentId));

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payments/${payment.gatewayPaymentId}`,
    });
    expect(await paymentRow(db, payment.id)).toMatchObject({ status: 'COMPLETED' });
    expect(await appointmentRow(db, booking.id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
    });
  });

  it('answers 401 to a forged notification and changes nothing', async () => {
    const { booking, payment } = await pixPayment();
    fake.setStatus(payment.gatewayPaymentId, 'approved', 'accredited');
    const requestsBefore = fake.requests.length;
    const eventsBefore = await eventCount();
    const forged = await app.inject(
      notification(payment.gatewayPaymentId, { secret: 'guessed-secret' }),
    );
    const unsigned = await app.inject({
      ...notification(payment.gatewayPaymentId),
      headers: {},
    });
    const stale = await app.inject(
      notification(payment.gatewayPaymentId, { signedAt: new Date(now.getTime() - 3_600_000) }),
    );

    for (const response of [forged, unsigned, stale]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'INVALID_WEBHOOK_SIGNATURE',
        message: 'Assinatura inválida',
      });
    }
    expect(fake.requests.length).toBe(requestsBefore);
    expect(await eventCount()).toBe(eventsBefore);
    expect(await paymentRow(db, payment.id)).toMatchObject({ status: 'PENDING' });
    expect(await appointmentRow(db, booking.id)).toMatchObject({ status: 'PENDING' });
  });

  it('ignores the status a body claims: only the gateway is believed', async () => {
    const { payment } = await pixPayment();
    const signed = notification(payment.gatewayPaymentId);
    const response = await app.inject({
      ...signed,
      payload: { ...signed.payload, action: 'payment.updated', status: 'approved' },
    });

    expect(response.statusCode).toBe(200);
    expect(await paymentRow(db, payment.id)).toMatchObject({ status: 'PENDING' });
  });

  it('changes nothing when a notification is replayed', async () => {
    const { payment } = await pixPayment();
    fake.setStatus(payment.gatewayPaymentId, 'rejected', 'rejected_by_bank');
    const signed = notification(payment.gatewayPaymentId, { eventId: 777_000_001 });
    expect((await app.inject(signed)).statusCode).toBe(200);
    const after = await paymentRow(db, payment.id);
    expect(after).toMatchObject({
      status: 'FAILED',
      failureReason: 'O banco recusou o pagamento.',
    });

    // The gateway now says something else; the replayed event must not be processed again.
    fake.setStatus(payment.gatewayPaymentId, 'approved', 'accredited');
    const requestsBefore = fake.requests.length;
    const replay = await app.inject(signed);
    expect(replay.statusCode).toBe(200);
    expect(fake.requests.length).toBe(requestsBefore);
    expect(await paymentRow(db, payment.id)).toEqual(after);
  });

  it('a new notification of an already applied status changes nothing', async () => {
    const { payment } = await pixPayment();
    fake.setStatus(payment.gatewayPaymentId, 'approved', 'accredited');
    await app.inject(notification(payment.gatewayPaymentId));
    const after = await paymentRow(db, payment.id);
    await app.inject(notification(payment.gatewayPaymentId));

    expect(await paymentRow(db, payment.id)).toEqual(after);
  });

  it("learns a Checkout Pro payment by the booking's external_reference", async () => {
    const booking = await insertBooking(db, {
      clientId: client.id,
      barberId: bruno.id,
      method: 'PIX',
    });
    const created = await app.inject({
      method: 'POST',
      url: '/api/payments/create-preference',
      headers: client.headers,
      payload: { appointmentId: booking.id, amount: booking.amount, method: 'pix' },
    });
    expect(created.json()).toMatchObject({
      paymentUrl: expect.stringContaining('mercadopago.com.br/checkout'),
      gatewayPaymentId: expect.stringMatching(/^1234567890-/),
    });
    const gatewayPaymentId = fake.createCheckoutPayment(booking.id, booking.amount);

    expect((await app.inject(notification(gatewayPaymentId))).statusCode).toBe(200);
    expect(await paymentRow(db, created.json().id)).toMatchObject({
      status: 'COMPLETED',
      gatewayPaymentId,
    });
  });

  it('sync-status accepts the return URL payment_id only for the same booking', async () => {
    const [mine, other] = [
      await insertBooking(db, { clientId: client.id, barberId: bruno.id, method: 'PIX' }),
      await insertBooking(db, { clientId: client.id, barberId: bruno.id, method: 'PIX' }),
    ];
    const created = await app.inject({
      method: 'POST',
      url: '/api/payments/create-preference',
      headers: client.headers,
      payload: { appointmentId: mine.id, amount: mine.amount, method: 'pix' },
    });
    const id = created.json().id;
    const othersPayment = fake.createCheckoutPayment(other.id, other.amount);
    const wrong = await app.inject({
      method: 'GET',
      url: `/api/payments/${id}/sync-status?gatewayPaymentId=${othersPayment}`,
      headers: client.headers,
    });
    expect(wrong.json()).toMatchObject({ status: 'PENDING' });

    const minePaid = fake.createCheckoutPayment(mine.id, mine.amount);
    const right = await app.inject({
      method: 'GET',
      url: `/api/payments/${id}/sync-status?gatewayPaymentId=${minePaid}`,
      headers: client.headers,
    });
    expect(right.json()).toMatchObject({ status: 'COMPLETED', appointmentStatus: 'CONFIRMED' });
  });

  it('answers 502 when Mercado Pago cannot be asked, and processes the retry', async () => {
    const { payment } = await pixPayment();
    fake.setStatus(payment.gatewayPaymentId, 'approved', 'accredited');
    const signed = notification(payment.gatewayPaymentId, { eventId: 777_000_002 });
    fake.failWith = 503;
    let first;
    try {
      first = await app.inject(signed);
    } finally {
      fake.failWith = null;
    }
    expect(first.statusCode).toBe(502);
    expect(await paymentRow(db, payment.id)).toMatchObject({ status: 'PENDING' });

    expect((await app.inject(signed)).statusCode).toBe(200);
    expect(await paymentRow(db, payment.id)).toMatchObject({ status: 'COMPLETED' });
  });

  it('acknowledges notifications of other topics without acting', async () => {
    const signed = notification('9876543210');
    const response = await app.inject({
      ...signed,
      url: `${WEBHOOK}?data.id=9876543210&type=merchant_order`,
      payload: { ...signed.payload, type: 'merchant_order' },
    });

    expect(response.statusCode).toBe(200);
  });
});

describe('an approval of another amount or currency than charged', () => {
  /** The gateway says it approved R$ 0,01 (or another currency) for the booking's payment. */
  function forge(gatewayPaymentId: string, fields: Record<string, unknown>) {
    fake.setStatus(gatewayPaymentId, 'approved', 'accredited');
    Object.assign(fake.payment(gatewayPaymentId) ?? {}, fields);
  }

  it('a webhook of an approved R$ 0,01 leaves the booking PENDING and flags the payment', async () => {
    const { booking, payment } = await pixPayment();
    forge(payment.gatewayPaymentId, { transaction_amount: 0.01 });
    const response = await app.inject(notification(payment.gatewayPaymentId));

    expect(response.statusCode, response.body).toBe(200);
    const row = await paymentRow(db, payment.id);
    expect(row).toMatchObject({
      status: 'PENDING',
      paidAt: null,
      reviewReason: `Pagamento em revisão: valor recebido R$\u00a00,01, esperado ${formatBRL(booking.totals.total)}.`,
    });
    expect(row?.flaggedAt).toBeInstanceOf(Date);
    expect(await appointmentRow(db, booking.id)).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'PENDING',
    });

    // The shop sees it on its dashboard.
    const dashboard = await app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: admin.headers,
    });
    expect(dashboard.json().paymentsInReview).toContainEqual({
      paymentId: payment.id,
      appointmentId: booking.id,
      clientName: expect.any(String),
      reason: row?.reviewReason,
      flaggedAt: row?.flaggedAt?.toISOString(),
    });

    // Replayed: still flagged once, still not paid.
    await app.inject(notification(payment.gatewayPaymentId));
    expect(await paymentRow(db, payment.id)).toMatchObject({
      status: 'PENDING',
      flaggedAt: row?.flaggedAt,
    });
  });

  it('sync-status of an approved R$ 0,01 confirms nothing and flags the payment', async () => {
    const { booking, payment } = await pixPayment();
    forge(payment.gatewayPaymentId, { transaction_amount: 0.01 });
    const synced = await app.inject({
      method: 'GET',
      url: `/api/payments/${payment.id}/sync-status`,
      headers: client.headers,
    });

    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json()).toMatchObject({ status: 'PENDING', appointmentStatus: 'PENDING' });
    expect((await paymentRow(db, payment.id))?.reviewReason).toContain('R$\u00a00,01');
    expect(await appointmentRow(db, booking.id)).toMatchObject({ status: 'PENDING' });
  });

  it('the right amount in another currency is not a payment either', async () => {
    const { booking, payment } = await pixPayment();
    forge(payment.gatewayPaymentId, { currency_id: 'USD' });
    await app.inject(notification(payment.gatewayPaymentId));

    expect(await paymentRow(db, payment.id)).toMatchObject({
      status: 'PENDING',
      reviewReason: expect.stringContaining('moeda recebida USD'),
    });
    expect(await appointmentRow(db, booking.id)).toMatchObject({ status: 'PENDING' });
  });
});

describe('a refund or chargeback made at Mercado Pago', () => {
  it.each([
    ['charged_back', 'reimbursed', 'Pagamento contestado junto ao banco ou cartão (chargeback).'],
    ['refunded', 'refunded', 'Pagamento estornado pelo meio de pagamento.'],
  ])(
    '%s cancels the confirmed booking with the reason, frees its slot and tells both',
    async (status, detail, reason) => {
      const { booking, row } = await approvedCardPayment('APRO-reverse');
      expect(await appointmentRow(db, booking.id)).toMatchObject({ status: 'CONFIRMED' });
      const before = await db
        .select()
        .from(notifications)
        .where(eq(notifications.appointmentId, booking.id));
      fake.setStatus(row.gatewayPaymentId ?? '', status, detail);

      const response = await app.inject(notification(row.gatewayPaymentId ?? ''));
      expect(response.statusCode, response.body).toBe(200);
      expect(await paymentRow(db, row.id)).toMatchObject({
        status: 'REFUNDED',
        refundReason: reason,
      });
      const cancelled = await appointmentRow(db, booking.id);
      expect(cancelled).toMatchObject({
        status: 'CANCELLED',
        paymentStatus: 'REFUNDED',
        cancellationReason: reason,
      });
      expect(cancelled.cancelledAt).toBeInstanceOf(Date);

      const notices = await db
        .select()
        .from(notifications)
        .where(eq(notifications.appointmentId, booking.id));
      const known = new Set(before.map((notice) => notice.id));
      const reversed = notices.filter((notice) => !known.has(notice.id));
      expect(reversed.map((notice) => [notice.userId, notice.title]).sort()).toEqual(
        [
          [bruno.id, 'Agendamento cancelado'],
          [client.id, 'Pagamento estornado'],
        ].sort(),
      );

      // The slot is free: another booking may take the very same time with the same barber.
      await db.insert(appointments).values({ ...cancelled, id: randomUUID(), status: 'PENDING' });

      // Replayed: nothing more happens.
      await app.inject(notification(row.gatewayPaymentId ?? ''));
      expect(
        await db.select().from(notifications).where(eq(notifications.appointmentId, booking.id)),
      ).toHaveLength(before.length + 2);
    },
  );
});
