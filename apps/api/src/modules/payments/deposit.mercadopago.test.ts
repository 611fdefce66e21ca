import { fromCents } from '@navalha/core/domain/money';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments.js';
import { appointmentRow, insertBooking, paymentRow } from '../../test/payment-fixtures.js';
import {
  admin,
  app,
  bruno,
  client,
  db,
  fake,
  notification,
  setupMercadoPagoApp,
} from './payments.mercadopago.test-helpers.js';

/**
 * The deposit (decision 029) through Mercado Pago, against the local fake: a chargeback or a
 * refund made at the gateway ends the booking as it does a whole payment, and an online payment
 * of the rest the gateway approves after the desk took it is flagged for the shop, not counted.
 */

setupMercadoPagoApp();

/** A cash booking owing a R$ 20,00 deposit, which the client pays by PIX (approved). */
async function depositPaid() {
  const booking = await insertBooking(db, {
    clientId: client.id,
    barberId: bruno.id,
    method: 'CASH',
  });
  await db.update(appointments).set({ depositCents: 2000 }).where(eq(appointments.id, booking.id));
  const pix = await app.inject({
    method: 'POST',
    url: '/api/payments/pix/create',
    headers: client.headers,
    payload: { appointmentId: booking.id, amount: 20 },
  });
  expect(pix.statusCode, pix.body).toBe(201);
  const payment = pix.json() as { id: string; gatewayPaymentId: string; purpose: string };
  expect(payment.purpose).toBe('DEPOSIT');
  fake.setStatus(payment.gatewayPaymentId, 'approved', 'accredited');
  expect((await app.inject(notification(payment.gatewayPaymentId))).statusCode).toBe(200);
  expect(await appointmentRow(db, booking.id)).toMatchObject({
    status: 'CONFIRMED',
    paymentStatus: 'COMPLETED',
  });
  return { booking, payment };
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
    const received = await app.inject({
      method: 'POST',
      url: `/api/admin/agenda/bookings/${booking.id}/receive-payment`,
      headers: admin.headers,
      payload: { with: 'cash' },
    });
    expect(received.statusCode, received.body).toBe(200);
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
