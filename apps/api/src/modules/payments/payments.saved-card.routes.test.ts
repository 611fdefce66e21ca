import { describe, expect, it } from 'vitest';
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
  get,
  marina,
  post,
  setupPaymentsApp,
} from './payments.routes.test-helpers.js';

/**
 * Paying with a saved card on the sandbox (issue 18 §3, decision 034): 'Salvar cartão' on an
 * approved payment keeps the card in the wallet, and the next booking is paid with it in one
 * tap (`savedCardId`, no new card, no CVV: the sandbox asks none). Only the payer's own card.
 */

setupPaymentsApp();

async function savedCards(actor = client) {
  const list = (await get('/api/wallet/payment-methods', actor)).json() as {
    data: { id: string; card_last_four: string | null; card_brand: string | null }[];
  };
  return list.data.filter((method) => method.card_last_four !== null);
}

describe('POST /api/payments/card/create with a saved card', () => {
  it('pays the next booking with the card saved on the last one, and records it as that card', async () => {
    const first = await book('CREDIT_CARD');
    const saving = await post('/api/payments/card/create', client, {
      appointmentId: first.id,
      amount: first.amount,
      cardToken: await cardToken(app, client, 'APRO', '5555 4444 3333 1111'),
      cardholderName: 'APRO',
      saveCard: true,
    });
    expect(saving.json()).toMatchObject({ status: 'paid' });
    const [card] = await savedCards();
    expect(card).toMatchObject({ card_last_four: '1111', card_brand: 'Mastercard' });

    const next = await book('CREDIT_CARD');
    const paid = await post('/api/payments/card/create', client, {
      appointmentId: next.id,
      amount: next.amount,
      savedCardId: card?.id,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({
      status: 'paid',
      paymentStatus: 'COMPLETED',
      cardBrand: 'Mastercard',
      cardLastFour: '1111',
    });
    expect(await appointmentRow(db, next.id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
    });
    const [payment] = await paymentRows(db, next.id);
    expect(payment).toMatchObject({ method: 'CREDIT_CARD', cardLastFour: '1111' });
    // Paying with it again saves nothing new.
    expect(await savedCards()).toHaveLength(1);
  });

  it("refuses another client's card as unknown, and a body with no card at all, writing nothing", async () => {
    const booking = await book('CREDIT_CARD');
    const marinaBooking = await book('CREDIT_CARD', marina);
    const saving = await post('/api/payments/card/create', marina, {
      appointmentId: marinaBooking.id,
      amount: marinaBooking.amount,
      cardToken: await cardToken(app, marina, 'APRO'),
      cardholderName: 'APRO',
      saveCard: true,
    });
    expect(saving.json()).toMatchObject({ status: 'paid' });
    const [marinasCard] = await savedCards(marina);
    expect(marinasCard).toBeDefined();
    const before = await countPayments(db);

    const foreign = await post('/api/payments/card/create', client, {
      appointmentId: booking.id,
      amount: booking.amount,
      savedCardId: marinasCard?.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'Método de pagamento não encontrado' });

    const none = await post('/api/payments/card/create', client, {
      appointmentId: booking.id,
      amount: booking.amount,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ field: 'cardToken' });

    expect(await countPayments(db)).toBe(before);
    expect(await appointmentRow(db, booking.id)).toMatchObject({ status: 'PENDING' });
  });
});
