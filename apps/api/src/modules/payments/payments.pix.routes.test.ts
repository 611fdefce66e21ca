import { randomUUID } from 'node:crypto';
import { fromCents } from '@navalha/core/domain/money';
import { repriceForMethod } from '@navalha/core/domain/payments/order-method';
import { parseBrCode } from '@navalha/core/domain/payments/pix-br-code';
import { SANDBOX_PIX_KEY } from '@navalha/core/domain/payments/pix-receiver';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import {
  appointmentRow,
  cardToken,
  countPayments,
  insertBooking,
  paymentRows,
} from '../../test/payment-fixtures.js';
import { createBarber, createService, createShop } from '../../test/scheduling-fixtures.js';
import {
  app,
  book,
  bruno,
  client,
  db,
  marina,
  payByPix,
  post,
  setupPaymentsApp,
} from './payments.routes.test-helpers.js';

/** PIX charges on the sandbox gateway, and the idempotency key of payment creates. */

setupPaymentsApp();

describe('POST /api/payments/pix/create', () => {
  it('answers a valid BR Code for the booking total and a 200 px QR PNG', async () => {
    const booking = await book('PIX');
    const response = await post('/api/payments/pix/create', client, {
      appointmentId: booking.id,
      amount: booking.amount,
      description: 'Pagamento do agendamento',
    });

    expect(response.statusCode, response.body).toBe(201);
    const payment = response.json();
    expect(payment).toMatchObject({
      appointmentId: booking.id,
      status: 'PENDING',
      method: 'PIX',
      amount: booking.amount,
      gateway: 'sandbox',
      failureReason: null,
    });
    const parsed = parseBrCode(payment.qrCode);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.brCode.amountCents).toBe(booking.totals.total);
    expect(parsed.brCode.merchantName).toMatch(/^navalha barbearia$/i);
    expect(parsed.brCode.txid).toBe(payment.id.replace(/-/g, '').slice(0, 25));
    expect(payment.qrCodeData).toBe(payment.qrCode);
    const png = Buffer.from(payment.qrCodeBase64, 'base64');
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.readUInt32BE(16)).toBe(200);
    // Byte for byte the QR of the BR Code at 200 px with a margin of 2 modules, so any other
    // size, margin or payload shows here.
    const expected = await QRCode.toBuffer(payment.qrCode, { type: 'png', width: 200, margin: 2 });
    expect(png.equals(expected)).toBe(true);
    const otherMargin = await QRCode.toBuffer(payment.qrCode, {
      type: 'png',
      width: 200,
      margin: 4,
    });
    expect(png.equals(otherMargin)).toBe(false);
    expect(payment.paymentUrl).toMatch(
      new RegExp(`^/api/payments/sandbox/checkout/${payment.gatewayPaymentId}\\?s=[\\w-]{43}$`),
    );
    expect(await appointmentRow(db, booking.id)).toMatchObject({ paymentStatus: 'PENDING' });
  });

  it("writes the sandbox's own key for a shop without a PIX key", async () => {
    const shopId = await createShop(db, 'Barbearia Conceição');
    const serviceId = await createService(db, shopId);
    const barber = await createBarber(db, shopId, [serviceId]);
    const booking = await insertBooking(db, {
      clientId: client.id,
      barberId: barber.id,
      barbershopId: shopId,
      serviceId,
      method: 'PIX',
    });
    const response = await payByPix(booking);

    const parsed = parseBrCode(response.json().qrCode);
    expect(parsed.ok && parsed.brCode).toMatchObject({
      key: SANDBOX_PIX_KEY,
      merchantName: 'Barbearia Conceicao',
      merchantCity: 'Sao Paulo',
    });
  });

  it('reuses a PIX code still valid for the same amount', async () => {
    const booking = await book('PIX');
    const body = { appointmentId: booking.id, amount: booking.amount };
    const first = await post('/api/payments/pix/create', client, body);
    const second = await post('/api/payments/pix/create', client, body);

    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect(await paymentRows(db, booking.id)).toHaveLength(1);
  });

  it('refuses an amount other than the booking total, writing nothing', async () => {
    const booking = await book('PIX');
    const before = await countPayments(db);
    const response = await post('/api/payments/pix/create', client, {
      appointmentId: booking.id,
      amount: 0.01,
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PAYMENT_AMOUNT_MISMATCH',
      message: 'O valor do pagamento não confere com o total do agendamento.',
      field: 'amount',
      details: { total: booking.amount },
    });
    expect(await countPayments(db)).toBe(before);
    expect(await appointmentRow(db, booking.id)).toMatchObject({
      paymentMethod: 'PIX',
      totalCents: booking.totals.total,
    });
  });

  it("answers 404 for someone else's booking and writes nothing", async () => {
    const booking = await book('PIX', marina);
    const before = await countPayments(db);
    const response = await payByPix(booking);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await countPayments(db)).toBe(before);
  });

  it('reprices a booking made for another method and moves it to PIX', async () => {
    const booking = await book('CREDIT_CARD');
    const pix = repriceForMethod(booking.totals, 'PIX');
    const wrong = await payByPix(booking);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().details).toMatchObject({ total: fromCents(pix.total) });

    const response = await post('/api/payments/pix/create', client, {
      appointmentId: booking.id,
      amount: fromCents(pix.total),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await appointmentRow(db, booking.id)).toMatchObject({
      paymentMethod: 'PIX',
      paymentFeeCents: pix.paymentFee,
      totalCents: pix.total,
    });
  });

  it('refuses a booking already paid, cancelled or expired', async () => {
    const paid = await insertBooking(db, {
      clientId: client.id,
      barberId: bruno.id,
      method: 'PIX',
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
    });
    const cancelled = await insertBooking(db, {
      clientId: client.id,
      barberId: bruno.id,
      method: 'PIX',
      status: 'CANCELLED',
    });
    const paidResponse = await payByPix(paid);
    const cancelledResponse = await payByPix(cancelled);

    expect(paidResponse.json()).toMatchObject({ statusCode: 409, code: 'ALREADY_PAID' });
    expect(cancelledResponse.json()).toMatchObject({
      statusCode: 409,
      code: 'APPOINTMENT_NOT_PAYABLE',
    });
  });
});

describe('idempotency', () => {
  it('returns the first payment for a repeated key', async () => {
    const booking = await book('PIX');
    const key = randomUUID();
    const body = { appointmentId: booking.id, amount: booking.amount };
    const first = await post('/api/payments/pix/create', client, body, { 'idempotency-key': key });
    const again = await post('/api/payments/pix/create', client, body, { 'idempotency-key': key });

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('writes one row for two parallel creates with one key', async () => {
    const booking = await book('CREDIT_CARD');
    const key = randomUUID();
    const tokens = [await cardToken(app, client, 'APRO'), await cardToken(app, client, 'APRO')];
    const [a, b] = await Promise.all(
      tokens.map((token) =>
        post(
          '/api/payments/card/create',
          client,
          { appointmentId: booking.id, amount: booking.amount, cardToken: token },
          { 'idempotency-key': key },
        ),
      ),
    );

    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 201]);
    expect(a?.json().id).toBe(b?.json().id);
    expect(a?.json().status).toBe('paid');
    expect(b?.json().status).toBe('paid');
    expect(await paymentRows(db, booking.id)).toHaveLength(1);
  });

  it('refuses a key already used for another booking', async () => {
    const [one, two] = [await book('PIX'), await book('PIX')];
    const key = randomUUID();
    await post(
      '/api/payments/pix/create',
      client,
      { appointmentId: one.id, amount: one.amount },
      { 'idempotency-key': key },
    );
    const response = await post(
      '/api/payments/pix/create',
      client,
      { appointmentId: two.id, amount: two.amount },
      { 'idempotency-key': key },
    );

    expect(response.json()).toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await paymentRows(db, two.id)).toHaveLength(0);
  });

  it('refuses a malformed key', async () => {
    const booking = await book('PIX');
    const response = await post(
      '/api/payments/pix/create',
      client,
      { appointmentId: booking.id, amount: booking.amount },
      { 'idempotency-key': 'x'.repeat(256) },
    );

    expect(response.json()).toMatchObject({ statusCode: 400, field: 'Idempotency-Key' });
  });
});
