import { getCardErrorMessage } from '@navalha/core/domain/payments/card-errors';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxCardTokens } from '../../db/schema/sandbox-card-tokens.js';
import {
  appointmentRow,
  cardToken,
  countPayments,
  paymentRows,
} from '../../test/payment-fixtures.js';
import {
  app,
  book,
  client,
  db,
  marina,
  payByCard,
  post,
  setupPaymentsApp,
} from './payments.routes.test-helpers.js';

/** Card payments on the sandbox gateway: outcomes by cardholder name, and its card tokens. */

setupPaymentsApp();

describe('POST /api/payments/card/create (sandbox outcomes by cardholder name)', () => {
  it('APRO: paid, and the booking is confirmed', async () => {
    const booking = await book('CREDIT_CARD');
    const response = await post('/api/payments/card/create', client, {
      appointmentId: booking.id,
      amount: booking.amount,
      cardToken: await cardToken(app, client, 'APRO'),
      installments: 3,
    });

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'paid',
      paymentStatus: 'COMPLETED',
      failureReason: null,
      cardBrand: 'Visa',
      cardLastFour: '5682',
    });
    expect(await appointmentRow(db, booking.id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
    });
    const [payment] = await paymentRows(db, booking.id);
    expect(payment).toMatchObject({ installments: 3, method: 'CREDIT_CARD' });
    expect(payment?.paidAt).toBeInstanceOf(Date);
  });

  it("FUND: failed with the reason the card page reads as 'Saldo insuficiente no cartão'", async () => {
    const booking = await book('DEBIT_CARD');
    const response = await payByCard(booking, 'FUND');

    expect(response.statusCode).toBe(201);
    const result = response.json();
    expect(result).toMatchObject({ status: 'failed', paymentStatus: 'FAILED' });
    expect(getCardErrorMessage(result.failureReason)).toBe('Saldo insuficiente no cartão');
    expect(await appointmentRow(db, booking.id)).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'FAILED',
    });

    // The client may try again with another card.
    const retry = await payByCard(booking, 'APRO');
    expect(retry.json()).toMatchObject({ status: 'paid' });
    expect(await appointmentRow(db, booking.id)).toMatchObject({ status: 'CONFIRMED' });
  });

  it.each([
    ['SECU', 'Código de segurança (CVV) inválido.'],
    ['EXPI', 'Data de validade do cartão inválida.'],
    ['FORM', 'Dados do cartão inválidos. Verifique as informações.'],
    ['OTHE', 'O emissor do cartão recusou o pagamento.'],
  ])('%s: failed with its reason', async (holder, reason) => {
    const booking = await book('CREDIT_CARD');
    const response = await payByCard(booking, holder);

    expect(response.json()).toMatchObject({ status: 'failed', failureReason: reason });
  });

  it('CONT: pending under review; no second attempt until the gateway decides', async () => {
    const booking = await book('CREDIT_CARD');
    const response = await payByCard(booking, 'CONT');

    expect(response.json()).toMatchObject({ status: 'pending', paymentStatus: 'PROCESSING' });
    expect(await appointmentRow(db, booking.id)).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'PROCESSING',
    });
    const again = await payByCard(booking, 'APRO');
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'PAYMENT_IN_PROGRESS' });

    const mock = await post('/api/payments/mock', client, {
      paymentId: response.json().id,
      status: 'approved',
    });
    expect(mock.json()).toMatchObject({
      status: 'COMPLETED',
      appointmentStatus: 'CONFIRMED',
      appointmentPaymentStatus: 'COMPLETED',
    });
  });

  it('refuses a body carrying the card number or CVV, writing nothing', async () => {
    const booking = await book('CREDIT_CARD');
    const before = await countPayments(db);
    for (const extra of [{ cardNumber: '4235647728025682' }, { securityCode: '123' }]) {
      const response = await post('/api/payments/card/create', client, {
        appointmentId: booking.id,
        amount: booking.amount,
        cardToken: 'tok',
        ...extra,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: Object.keys(extra)[0],
      });
    }
    expect(await countPayments(db)).toBe(before);
  });

  it("refuses a used, unknown or someone else's token", async () => {
    const booking = await book('CREDIT_CARD');
    const token = await cardToken(app, client, 'FUND');
    await post('/api/payments/card/create', client, {
      appointmentId: booking.id,
      amount: booking.amount,
      cardToken: token,
    });
    const marinas = await cardToken(app, marina, 'APRO');
    for (const cardTokenValue of [token, 'nope', marinas]) {
      const response = await post('/api/payments/card/create', client, {
        appointmentId: booking.id,
        amount: booking.amount,
        cardToken: cardTokenValue,
      });
      expect(response.json()).toMatchObject({
        statusCode: 400,
        code: 'INVALID_CARD_TOKEN',
        field: 'cardToken',
      });
    }
    expect(await appointmentRow(db, booking.id)).toMatchObject({ status: 'PENDING' });
  });

  it('takes a single installment on debit', async () => {
    const booking = await book('DEBIT_CARD');
    const response = await post('/api/payments/card/create', client, {
      appointmentId: booking.id,
      amount: booking.amount,
      cardToken: await cardToken(app, client, 'APRO'),
      installments: 2,
    });

    expect(response.json()).toMatchObject({ statusCode: 400, field: 'installments' });
  });
});

describe('POST /api/payments/sandbox/card-tokens', () => {
  it('keeps brand, last four, holder and expiry, never the number or the CVV', async () => {
    const response = await post('/api/payments/sandbox/card-tokens', client, {
      cardNumber: '5031 4332 1540 6351',
      securityCode: '123',
      expirationMonth: 11,
      expirationYear: 30,
      cardholderName: 'apro',
    });

    expect(response.statusCode).toBe(201);
    const token = response.json();
    expect(token).toMatchObject({
      lastFourDigits: '6351',
      brand: 'Other',
      cardholderName: 'APRO',
      expirationMonth: 11,
      expirationYear: 2030,
    });
    const [row] = await db
      .select()
      .from(sandboxCardTokens)
      .where(eq(sandboxCardTokens.id, token.id));
    expect(JSON.stringify(row)).not.toContain('5031433215406351');
    expect(Object.values(row ?? {})).not.toContain('123');
  });

  it("refuses an expired card with the form's message", async () => {
    const response = await post('/api/payments/sandbox/card-tokens', client, {
      cardNumber: '4235647728025682',
      securityCode: '123',
      expirationMonth: 1,
      expirationYear: 2020,
      cardholderName: 'APRO',
    });

    expect(response.json()).toMatchObject({ statusCode: 400, message: 'Cartão expirado' });
  });
});
