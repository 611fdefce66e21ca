import { fromCents } from '@navalha/core/domain/money';
import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import { parseBrCode } from '@navalha/core/domain/payments/pix-br-code';
import { describe, expect, it } from 'vitest';
import {
  appointmentRow,
  countPayments,
  freshDay,
  insertBooking,
  paymentRow,
  paymentRows,
} from '../../test/payment-fixtures.js';
import { demoServices } from '../../test/scheduling-fixtures.js';
import { sandboxBankUrl } from '../../test/sandbox-bank.js';
import {
  admin,
  app,
  book,
  bruno,
  client,
  db,
  get,
  marina,
  otherAdmin,
  post,
  setupPaymentsApp,
} from './payments.routes.test-helpers.js';

/**
 * POST /api/payments/create for every method: the hosted checkout and the sandbox bank's pages,
 * and bookings paid in cash.
 */

setupPaymentsApp();

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
