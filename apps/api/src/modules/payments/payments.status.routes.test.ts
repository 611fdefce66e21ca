import { fromCents } from '@navalha/core/domain/money';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit-log.js';
import { sandboxPayments } from '../../db/schema/sandbox-payments.js';
import { appointmentRow, paymentRow } from '../../test/payment-fixtures.js';
import { sandboxBankUrl } from '../../test/sandbox-bank.js';
import {
  admin,
  app,
  book,
  client,
  db,
  get,
  marina,
  otherAdmin,
  payByCard,
  payByPix,
  post,
  setupPaymentsApp,
} from './payments.routes.test-helpers.js';

/** A payment after its create: reading it, syncing its status, cancelling, mocking and refunding it. */

setupPaymentsApp();

describe('reading payments', () => {
  it('shows a payment to its client and its shop, and 404 to anyone else', async () => {
    const booking = await book('PIX');
    const created = await payByPix(booking);
    const id = created.json().id;

    expect((await get(`/api/payments/${id}`, client)).json()).toMatchObject({ id });
    expect((await get(`/api/payments/${id}`, admin)).statusCode).toBe(200);
    expect((await get(`/api/payments/${id}`, marina)).statusCode).toBe(404);
    expect((await get(`/api/payments/${id}`, otherAdmin)).statusCode).toBe(404);
    expect((await get(`/api/payments/appointment/${booking.id}`, client)).json()).toMatchObject({
      id,
    });
    expect((await get(`/api/payments/appointment/${booking.id}`, marina)).statusCode).toBe(404);
    expect((await get(`/api/payments/${id}/status`, client)).json()).toEqual({
      id,
      appointmentId: booking.id,
      status: 'PENDING',
      failureReason: null,
      appointmentStatus: 'PENDING',
      appointmentPaymentStatus: 'PENDING',
    });
  });

  it('sync-status asks the gateway and is idempotent', async () => {
    const booking = await book('PIX');
    const created = await payByPix(booking);
    const { id, paymentUrl } = created.json();
    expect((await get(`/api/payments/${id}/sync-status`, client)).json()).toMatchObject({
      status: 'PENDING',
    });

    await app.inject({
      method: 'POST',
      url: sandboxBankUrl(paymentUrl, 'approve'),
    });
    const first = await get(`/api/payments/${id}/sync-status`, client);
    const updatedAt = (await paymentRow(db, id)).updatedAt;
    const second = await get(`/api/payments/${id}/sync-status`, client);
    expect(first.json()).toEqual(second.json());
    expect(second.json()).toMatchObject({ status: 'COMPLETED', appointmentStatus: 'CONFIRMED' });
    expect((await paymentRow(db, id)).updatedAt).toEqual(updatedAt);
  });

  it('lists the methods of the sandbox with labels and fee rates', async () => {
    const response = await get('/api/payments/methods', client);

    expect(response.statusCode).toBe(200);
    const { gateway, publicKey, data, rules } = response.json();
    expect(gateway).toBe('sandbox');
    // Without a shop, the rules every shop starts with (spec §9).
    expect(rules).toEqual({
      timeZone: 'America/Sao_Paulo',
      cancellationWindowHours: 24,
      cancellationFeePercent: 50,
      noShowFeePercent: 0,
      // No deposit asked (decision 029), so nobody's past is read.
      deposit: expect.objectContaining({ mode: 'OFF' }),
      clientHistory: null,
    });
    // Cards are tokenized by the sandbox's endpoint: no SDK, and the CSP keeps it out.
    expect(publicKey).toBeNull();
    expect(response.headers['content-security-policy']).not.toContain('mercadopago');
    expect(data).toContainEqual(
      expect.objectContaining({ method: 'PIX', label: 'PIX', feePercent: 1, available: true }),
    );
    expect(data).toContainEqual(
      expect.objectContaining({
        method: 'CREDIT_CARD',
        label: 'Cartão de Crédito',
        feeBasisPoints: 840,
        refundFeeBasisPoints: 300,
        maxInstallments: 12,
      }),
    );
    expect(data).toContainEqual(expect.objectContaining({ method: 'WALLET', available: true }));
  });
});

describe('cancel and mock', () => {
  it('cancels a pending payment once', async () => {
    const booking = await book('PIX');
    const created = await payByPix(booking);
    const url = `/api/payments/${created.json().id}/cancel`;
    const cancel = await app.inject({
      method: 'DELETE',
      url,
      headers: client.headers,
      payload: { reason: 'Vou pagar de outro jeito' },
    });

    expect(cancel.json()).toMatchObject({ status: 'CANCELLED' });
    expect(await appointmentRow(db, booking.id)).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'CANCELLED',
    });
    const again = await app.inject({ method: 'DELETE', url, headers: client.headers });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'INVALID_PAYMENT_STATE' });
  });

  it('mock rejects a sandbox PIX', async () => {
    const booking = await book('PIX');
    const created = await payByPix(booking);
    const mock = await post('/api/payments/mock', client, {
      paymentId: created.json().id,
      status: 'rejected',
    });

    expect(mock.json()).toMatchObject({ status: 'FAILED', appointmentPaymentStatus: 'FAILED' });
  });

  it('mock pending leaves a sandbox PIX waiting and payable', async () => {
    const booking = await book('PIX');
    const created = await payByPix(booking);
    const id = created.json().id;
    const pending = await post('/api/payments/mock', client, { paymentId: id, status: 'pending' });

    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json()).toEqual({
      id,
      appointmentId: booking.id,
      status: 'PENDING',
      failureReason: null,
      appointmentStatus: 'PENDING',
      appointmentPaymentStatus: 'PENDING',
    });
    expect(await paymentRow(db, id)).toMatchObject({ status: 'PENDING', paidAt: null });
    const approved = await post('/api/payments/mock', client, {
      paymentId: id,
      status: 'approved',
    });
    expect(approved.json()).toMatchObject({ status: 'COMPLETED', appointmentStatus: 'CONFIRMED' });
  });

  it('mock pending keeps a card under review (CONT) under review', async () => {
    const booking = await book('CREDIT_CARD');
    const created = await payByCard(booking, 'CONT');
    const id = created.json().id;
    const pending = await post('/api/payments/mock', client, { paymentId: id, status: 'pending' });

    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json()).toMatchObject({
      status: 'PROCESSING',
      appointmentStatus: 'PENDING',
      appointmentPaymentStatus: 'PROCESSING',
    });
    const approved = await post('/api/payments/mock', client, {
      paymentId: id,
      status: 'approved',
    });
    expect(approved.json()).toMatchObject({ status: 'COMPLETED', appointmentStatus: 'CONFIRMED' });
  });

  it('mock answers 404 for someone else’s payment and an unknown status with 400', async () => {
    const booking = await book('PIX');
    const created = await payByPix(booking);
    const id = created.json().id;
    const theirs = await post('/api/payments/mock', marina, { paymentId: id, status: 'approved' });
    expect(theirs.statusCode).toBe(404);
    const unknown = await post('/api/payments/mock', client, { paymentId: id, status: 'paid' });
    expect(unknown.json()).toMatchObject({
      statusCode: 400,
      message: 'Status inválido. Use approved, rejected ou pending.',
    });
    expect(await paymentRow(db, id)).toMatchObject({ status: 'PENDING' });
  });
});

describe('POST /api/payments/{id}/refund', () => {
  it('refunds only a COMPLETED payment, keeping the refund fee, and cancels the booking', async () => {
    const booking = await book('CREDIT_CARD');
    const paid = await payByCard(booking, 'APRO');
    const url = `/api/payments/${paid.json().id}/refund`;

    const byOtherShop = await post(url, otherAdmin, { reason: 'Cliente desistiu' });
    expect(byOtherShop.statusCode).toBe(404);
    const refund = await post(url, admin, { reason: 'Cliente desistiu' });
    expect(refund.statusCode, refund.body).toBe(200);
    const fee = Math.round(booking.totals.total * 0.03);
    expect(refund.json()).toMatchObject({
      status: 'REFUNDED',
      refundFee: fromCents(fee),
      refundedAmount: fromCents(booking.totals.total - fee),
      refundReason: 'Cliente desistiu',
    });
    expect(await appointmentRow(db, booking.id)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUNDED',
      cancellationReason: 'Cliente desistiu',
    });

    const again = await post(url, admin, { reason: 'De novo' });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'PAYMENT_NOT_REFUNDABLE' });
  });

  it('refunds once when asked twice at once: one 200, one 409, one refund at the gateway', async () => {
    const booking = await book('CREDIT_CARD');
    const paid = await payByCard(booking, 'APRO');
    const id = paid.json().id as string;
    const answers = await Promise.all([
      post(`/api/payments/${id}/refund`, admin, { reason: 'Cliente desistiu' }),
      post(`/api/payments/${id}/refund`, admin, { reason: 'Cliente desistiu' }),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      code: 'PAYMENT_NOT_REFUNDABLE',
    });
    const fee = Math.round(booking.totals.total * 0.03);
    const row = await paymentRow(db, id);
    expect(row).toMatchObject({
      status: 'REFUNDED',
      refundedAmountCents: booking.totals.total - fee,
      refundFeeCents: fee,
    });
    // The sandbox gateway was refunded that amount once, not twice.
    const [atGateway] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, row.gatewayPaymentId ?? ''));
    expect(atGateway).toMatchObject({ refundedAmountCents: booking.totals.total - fee });
    const audited = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audited).toMatchObject([{ action: 'payment.refund' }]);
  });

  it('refuses a pending payment', async () => {
    const booking = await book('PIX');
    const created = await payByPix(booking);
    const response = await post(`/api/payments/${created.json().id}/refund`, admin, {
      reason: 'Teste',
    });

    expect(response.json()).toMatchObject({
      statusCode: 409,
      code: 'PAYMENT_NOT_REFUNDABLE',
      message: 'Só é possível estornar um pagamento concluído.',
    });
    expect(await paymentRow(db, created.json().id)).toMatchObject({ status: 'PENDING' });
  });
});
