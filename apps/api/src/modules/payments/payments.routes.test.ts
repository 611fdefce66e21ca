import { randomUUID } from 'node:crypto';
import { fromCents } from '@navalha/core/domain/money';
import { getCardErrorMessage } from '@navalha/core/domain/payments/card-errors';
import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import { repriceForMethod } from '@navalha/core/domain/payments/order-method';
import { parseBrCode } from '@navalha/core/domain/payments/pix-br-code';
import { SANDBOX_PIX_KEY } from '@navalha/core/domain/payments/pix-receiver';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { sandboxCardTokens } from '../../db/schema/sandbox-card-tokens.js';
import { sandboxPayments } from '../../db/schema/sandbox-payments.js';
import {
  appointmentRow,
  cardToken,
  countPayments,
  freshDay,
  insertBooking,
  paymentRow,
  paymentRows,
} from '../../test/payment-fixtures.js';
import {
  createBarber,
  createService,
  createShop,
  createUser,
  demoActor,
  demoServices,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { sandboxBankUrl } from '../../test/sandbox-bank.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let client: Actor;
let marina: Actor;
let admin: Actor;
let otherAdmin: Actor;
let bruno: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  client = await demoActor(db, 'cliente@navalha.dev');
  marina = await demoActor(db, 'marina@navalha.dev');
  admin = await demoActor(db, 'admin@navalha.dev');
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
  otherAdmin = await createUser(db, 'ADMIN', await createShop(db));
});

afterAll(async () => {
  await testApp.close();
});

function post(url: string, actor: Actor, payload: object, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...actor.headers, ...headers },
    payload,
  });
}

function get(url: string, actor: Actor) {
  return app.inject({ method: 'GET', url, headers: actor.headers });
}

const book = (method: 'PIX' | 'CREDIT_CARD' | 'DEBIT_CARD' | 'CASH' | null = 'PIX', who = client) =>
  insertBooking(db, { clientId: who.id, barberId: bruno.id, method });

type Booking = Awaited<ReturnType<typeof book>>;

/** The client starts a sandbox PIX for the whole of `booking`. */
const payByPix = (booking: Booking) =>
  post('/api/payments/pix/create', client, { appointmentId: booking.id, amount: booking.amount });

/** The client pays the whole of `booking` with a sandbox card whose holder name is `outcome`. */
const payByCard = async (booking: Booking, outcome: string) =>
  post('/api/payments/card/create', client, {
    appointmentId: booking.id,
    amount: booking.amount,
    cardToken: await cardToken(app, client, outcome),
  });

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

describe('the hosted checkout and the sandbox bank', () => {
  async function preference() {
    const booking = await book('PIX');
    const response = await post('/api/payments/create-preference', client, {
      appointmentId: booking.id,
      amount: booking.amount,
      method: 'pix',
    });
    expect(response.statusCode, response.body).toBe(201);
    return { booking, result: response.json() };
  }

  it('create-preference answers our id, the checkout URL and the gateway id', async () => {
    const { result } = await preference();

    expect(result).toMatchObject({
      id: expect.any(String),
      paymentUrl: expect.stringMatching(/^\/api\/payments\/sandbox\/checkout\/\d+\?s=[\w-]{43}$/),
      gatewayPaymentId: expect.stringMatching(/^\d+$/),
      status: 'PENDING',
    });
  });

  it('renders the checkout and the bank pages without any script', async () => {
    const { result } = await preference();
    const checkout = await app.inject({ method: 'GET', url: result.paymentUrl });
    const bank = await app.inject({
      method: 'GET',
      url: sandboxBankUrl(result.paymentUrl),
    });

    for (const page of [checkout, bank]) {
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Ambiente de testes');
      expect(page.body).not.toMatch(/<script/i);
      expect(page.body).toContain('R$');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    }
    expect(checkout.body).toContain('data:image/png;base64,');
    expect(checkout.body).toContain('PIX copia e cola');
    expect(checkout.body).toContain('Corte de cabelo');
    expect(bank.body).toContain('Aprovar pagamento');
    expect(bank.body).toContain('Recusar pagamento');
  });

  it("approving redirects to /payment/callback with Mercado Pago's parameters and confirms", async () => {
    const { booking, result } = await preference();
    const approve = await app.inject({
      method: 'POST',
      url: sandboxBankUrl(result.paymentUrl, 'approve'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });

    expect(approve.statusCode).toBe(303);
    const location = new URL(approve.headers.location ?? '', 'http://localhost');
    expect(location.pathname).toBe('/payment/callback');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      collection_status: 'approved',
      status: 'approved',
      payment_id: result.gatewayPaymentId,
      collection_id: result.gatewayPaymentId,
      external_reference: booking.id,
      preference_id: result.preferenceId,
      payment_type: 'bank_transfer',
    });
    expect(await paymentRow(db, result.id)).toMatchObject({ status: 'COMPLETED' });
    expect(await appointmentRow(db, booking.id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
    });

    // Deciding again changes nothing and returns to the same place.
    const updatedAt = (await paymentRow(db, result.id)).updatedAt;
    const decline = await app.inject({
      method: 'POST',
      url: sandboxBankUrl(result.paymentUrl, 'decline'),
    });
    expect(decline.statusCode).toBe(303);
    expect(decline.headers.location).toContain('collection_status=approved');
    expect((await paymentRow(db, result.id)).updatedAt).toEqual(updatedAt);
  });

  it('declining fails the payment and keeps the booking for another try', async () => {
    const { booking, result } = await preference();
    const decline = await app.inject({
      method: 'POST',
      url: sandboxBankUrl(result.paymentUrl, 'decline'),
    });

    expect(decline.headers.location).toContain('collection_status=rejected');
    expect(await paymentRow(db, result.id)).toMatchObject({
      status: 'FAILED',
      failureReason: 'O banco recusou o pagamento.',
    });
    expect(await appointmentRow(db, booking.id)).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'FAILED',
    });
  });

  it("opens and decides only through the payment's own signed link", async () => {
    const { booking, result } = await preference();
    const other = (await preference()).result;
    const id: string = result.gatewayPaymentId;
    const signatureOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('s');
    const signature = signatureOf(result.paymentUrl) ?? '';
    const altered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const guessedId = String(BigInt(id) + 1n);
    const wrongLinks = [
      `/api/payments/sandbox/bank/${id}`,
      `/api/payments/sandbox/bank/${id}?s=`,
      `/api/payments/sandbox/bank/${id}?s=${altered}`,
      `/api/payments/sandbox/bank/${id}?s=${signatureOf(other.paymentUrl) ?? ''}`,
      `/api/payments/sandbox/bank/${guessedId}?s=${signature}`,
      `/api/payments/sandbox/checkout/${id}`,
      `/api/payments/sandbox/checkout/${id}?s=${altered}`,
    ];

    for (const url of wrongLinks) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body).toContain('Pagamento não encontrado');
      if (!url.includes('/bank/')) continue;
      for (const action of ['approve', 'decline']) {
        const actionUrl = url.replace(/(\?|$)/, `/${action}$1`);
        const decided = await app.inject({ method: 'POST', url: actionUrl });
        expect(decided.statusCode, actionUrl).toBe(404);
        expect(decided.body).toContain('Pagamento não encontrado');
      }
    }
    expect(await paymentRow(db, result.id)).toMatchObject({ status: 'PENDING' });
    expect(await paymentRow(db, other.id)).toMatchObject({ status: 'PENDING' });
    expect(await appointmentRow(db, booking.id)).toMatchObject({ status: 'PENDING' });

    // The page's own links carry the signature, and its approval is the payment's.
    const bank = await app.inject({ method: 'GET', url: sandboxBankUrl(result.paymentUrl) });
    expect(bank.body).toContain(`/api/payments/sandbox/bank/${id}/approve?s=${signature}`);
    const checkout = await app.inject({ method: 'GET', url: result.paymentUrl });
    expect(checkout.body).toContain(`/api/payments/sandbox/bank/${id}?s=${signature}`);
    const approved = await app.inject({
      method: 'POST',
      url: sandboxBankUrl(result.paymentUrl, 'approve'),
    });
    expect(approved.statusCode).toBe(303);
    expect(await paymentRow(db, result.id)).toMatchObject({ status: 'COMPLETED' });
    expect(await paymentRow(db, other.id)).toMatchObject({ status: 'PENDING' });
  });

  it('answers an unknown sandbox page with a 404 page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/payments/sandbox/bank/123' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Pagamento não encontrado');
  });
});

describe('POST /api/payments/create', () => {
  it("answers 400 'Método de pagamento não suportado' for a wallet checkout", async () => {
    // The wallet pays through /payments/create (modules/wallet); no hosted checkout sells it.
    const booking = await book('PIX');
    const response = await post('/api/payments/create-preference', client, {
      appointmentId: booking.id,
      amount: booking.amount,
      method: 'wallet',
      currency: 'BRL',
    });

    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'UNSUPPORTED_PAYMENT_METHOD',
      message: 'Método de pagamento não suportado',
    });
  });

  it('creates a cash payment the shop confirms when the money arrives', async () => {
    const booking = await book('CASH');
    const created = await post('/api/payments/create', client, {
      appointmentId: booking.id,
      amount: booking.amount,
      method: 'cash',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ method: 'CASH', gateway: 'shop', status: 'PENDING' });

    const byOtherShop = await app.inject({
      method: 'PATCH',
      url: `/api/payments/${created.json().id}/confirm`,
      headers: otherAdmin.headers,
    });
    expect(byOtherShop.statusCode).toBe(404);
    const confirmed = await app.inject({
      method: 'PATCH',
      url: `/api/payments/${created.json().id}/confirm`,
      headers: admin.headers,
    });
    expect(confirmed.json()).toMatchObject({ status: 'COMPLETED' });
    expect(await appointmentRow(db, booking.id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
    });
    const again = await app.inject({
      method: 'PATCH',
      url: `/api/payments/${created.json().id}/confirm`,
      headers: admin.headers,
    });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'INVALID_PAYMENT_STATE' });
  });

  it('creates a PIX code for the booking total, like pix/create', async () => {
    const booking = await book('PIX');
    const response = await post('/api/payments/create', client, {
      appointmentId: booking.id,
      amount: booking.amount,
      method: 'pix',
      currency: 'BRL',
    });

    expect(response.statusCode, response.body).toBe(201);
    const payment = response.json();
    expect(payment).toMatchObject({
      appointmentId: booking.id,
      status: 'PENDING',
      method: 'PIX',
      flow: 'pix',
      gateway: 'sandbox',
      amount: booking.amount,
      paymentUrl: expect.stringContaining(
        `/api/payments/sandbox/checkout/${payment.gatewayPaymentId}?s=`,
      ),
    });
    const parsed = parseBrCode(payment.qrCode);
    expect(parsed.ok && parsed.brCode.amountCents).toBe(booking.totals.total);
    expect(payment.qrCodeBase64).toMatch(/^iVBOR/);
    expect(await paymentRows(db, booking.id)).toMatchObject([
      { id: payment.id, status: 'PENDING', flow: 'pix', amountCents: booking.totals.total },
    ]);
    expect(await appointmentRow(db, booking.id)).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'PENDING',
    });

    // Paid on the bank page, the booking is confirmed.
    await app.inject({
      method: 'POST',
      url: sandboxBankUrl(payment.paymentUrl, 'approve'),
    });
    expect((await get(`/api/payments/${payment.id}/status`, client)).json()).toMatchObject({
      status: 'COMPLETED',
      appointmentStatus: 'CONFIRMED',
    });
  });

  it('opens a hosted checkout for a card, whose approval confirms the booking', async () => {
    const booking = await book('CREDIT_CARD');
    const response = await post('/api/payments/create', client, {
      appointmentId: booking.id,
      amount: booking.amount,
      method: 'credit_card',
    });

    expect(response.statusCode, response.body).toBe(201);
    const payment = response.json();
    expect(payment).toMatchObject({
      status: 'PENDING',
      method: 'CREDIT_CARD',
      flow: 'checkout',
      preferenceId: expect.stringMatching(/^sandbox-pref-/),
      paymentUrl: expect.stringMatching(/^\/api\/payments\/sandbox\/checkout\/\d+\?s=[\w-]{43}$/),
      qrCode: null,
    });
    const page = await app.inject({ method: 'GET', url: payment.paymentUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Ambiente de testes');

    const approve = await app.inject({
      method: 'POST',
      url: sandboxBankUrl(payment.paymentUrl, 'approve'),
    });
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toContain('collection_status=approved');
    expect(await paymentRow(db, payment.id)).toMatchObject({ status: 'COMPLETED' });
    expect(await appointmentRow(db, booking.id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
    });
  });

  it.each(['pix', 'credit_card'])(
    'refuses %s for a wrong amount, for someone else’s booking and for a paid one, writing nothing',
    async (method) => {
      const booked = method === 'pix' ? 'PIX' : 'CREDIT_CARD';
      const before = await countPayments(db);

      const mine = await book(booked);
      const wrong = await post('/api/payments/create', client, {
        appointmentId: mine.id,
        amount: mine.amount + 1,
        method,
      });
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json()).toMatchObject({
        code: 'PAYMENT_AMOUNT_MISMATCH',
        field: 'amount',
        details: { total: mine.amount },
      });

      const theirs = await book(booked, marina);
      const stolen = await post('/api/payments/create', client, {
        appointmentId: theirs.id,
        amount: theirs.amount,
        method,
      });
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toMatchObject({ code: 'NOT_FOUND' });

      const paid = await insertBooking(db, {
        clientId: client.id,
        barberId: bruno.id,
        method: booked,
        status: 'CONFIRMED',
        paymentStatus: 'COMPLETED',
      });
      const again = await post('/api/payments/create', client, {
        appointmentId: paid.id,
        amount: paid.amount,
        method,
      });
      expect(again.json()).toMatchObject({ statusCode: 409, code: 'ALREADY_PAID' });

      expect(await countPayments(db)).toBe(before);
      expect(await appointmentRow(db, mine.id)).toMatchObject({
        paymentStatus: 'PENDING',
        totalCents: mine.totals.total,
      });
    },
  );

  it('refuses a method it does not know', async () => {
    const booking = await book('PIX');
    const response = await post('/api/payments/create', client, {
      appointmentId: booking.id,
      amount: booking.amount,
      method: 'boleto',
    });

    expect(response.json()).toMatchObject({
      statusCode: 400,
      message: 'Método de pagamento não suportado',
      field: 'method',
    });
    expect(await paymentRows(db, booking.id)).toHaveLength(0);
  });

  it('refuses a currency other than BRL', async () => {
    const booking = await book('PIX');
    const response = await post('/api/payments/create', client, {
      appointmentId: booking.id,
      amount: booking.amount,
      method: 'pix',
      currency: 'USD',
    });

    expect(response.json()).toMatchObject({ statusCode: 400, message: 'Moeda não suportada' });
  });
});

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
    const { gateway, publicKey, data } = response.json();
    expect(gateway).toBe('sandbox');
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

describe('bookings paid in cash', () => {
  it('come with a pending cash payment the shop confirms', async () => {
    const date = freshDay();
    const response = await post('/api/appointments', client, {
      serviceIds: [demoServices[0].id],
      barberIds: [bruno.id],
      scheduledDate: date,
      scheduledTime: '10:00',
      paymentMethod: 'CASH',
      totalPrice: fromCents(computeOrderTotals({ items: [demoServices[0]], method: 'CASH' }).total),
    });
    expect(response.statusCode, response.body).toBe(201);
    const appointmentId = response.json().id;
    const payment = (await get(`/api/payments/appointment/${appointmentId}`, client)).json();
    expect(payment).toMatchObject({ method: 'CASH', status: 'PENDING', gateway: 'shop' });

    const confirmed = await app.inject({
      method: 'PATCH',
      url: `/api/payments/${payment.id}/confirm`,
      headers: admin.headers,
    });
    expect(confirmed.json()).toMatchObject({ status: 'COMPLETED' });
    expect(await appointmentRow(db, appointmentId)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
    });
  });
});
