import { describe, expect, it } from 'vitest';
import { insertBooking } from '../../test/payment-fixtures.js';
import {
  app,
  bruno,
  client,
  db,
  fake,
  setupMercadoPagoApp,
} from './payments.mercadopago.test-helpers.js';

/**
 * A saved card at checkout with Mercado Pago (issue 18 §3, decision 034), against the local fake:
 * the wallet's card is paid with the token MercadoPago.js makes of it and its CVV, by the card's
 * customer; without that token nothing reaches Mercado Pago.
 */

setupMercadoPagoApp();

const master = {
  number: '5031433215406351',
  expirationMonth: 11,
  expirationYear: 2030,
  paymentMethodId: 'master',
  cardholderName: 'APRO',
};

async function payCard(payload: object) {
  const booking = await insertBooking(db, {
    clientId: client.id,
    barberId: bruno.id,
    method: 'CREDIT_CARD',
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/card/create',
    headers: client.headers,
    payload: { appointmentId: booking.id, amount: booking.amount, ...payload },
  });
  return { booking, response };
}

describe('paying with a saved card on Mercado Pago', () => {
  it("charges the customer's card with its CVV token, and asks for the CVV without one", async () => {
    const saving = await payCard({
      cardToken: fake.tokenizeCard(master),
      cardholderName: 'APRO',
      paymentMethodId: 'master',
      saveCard: true,
    });
    expect(saving.response.json()).toMatchObject({ status: 'paid' });
    const methods = await app.inject({
      method: 'GET',
      url: '/api/wallet/payment-methods',
      headers: client.headers,
    });
    const card = (methods.json().data as { id: string; card_last_four: string | null }[]).find(
      (method) => method.card_last_four === '6351',
    );
    expect(card).toBeDefined();
    const [customer] = fake.customersByEmail('cliente@navalha.dev');
    const [gatewayCard] = customer?.cards as { id: number }[];

    // No CVV token: refused before Mercado Pago is asked.
    const calls = fake.requests.length;
    const noCvv = await payCard({ savedCardId: card?.id });
    expect(noCvv.response.statusCode).toBe(400);
    expect(noCvv.response.json()).toMatchObject({
      field: 'cardToken',
      message: 'Digite o CVV do cartão salvo.',
    });
    expect(fake.requests.length).toBe(calls);

    const cvvToken = fake.tokenizeSavedCard(String(gatewayCard?.id));
    const paid = await payCard({ savedCardId: card?.id, cardToken: cvvToken });
    expect(paid.response.statusCode, paid.response.body).toBe(201);
    expect(paid.response.json()).toMatchObject({
      status: 'paid',
      paymentStatus: 'COMPLETED',
      cardLastFour: '6351',
    });
    const charge = fake.requests.findLast((request) => request.path === '/v1/payments');
    expect(charge?.body).toMatchObject({
      token: cvvToken,
      payer: { type: 'customer', id: customer?.id },
    });
    // The wallet keeps one card: paying with it saves nothing again.
    const saves = fake.requests.filter((request) => request.path.endsWith('/cards'));
    expect(saves).toHaveLength(1);
  });
});
