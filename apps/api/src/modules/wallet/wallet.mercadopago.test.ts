import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';
import { walletPaymentMethods } from '../../db/schema/wallet-payment-methods.js';
import { FAKE_ACCESS_TOKEN, FakeMercadoPago } from '../../test/fake-mercadopago.js';
import type { FakeCard } from '../../test/fake-mercadopago.js';
import { insertBooking } from '../../test/payment-fixtures.js';
import { createUser, demoActor } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp, testConfig, testPasswordHasher } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * Saved cards with PAYMENT_GATEWAY=mercadopago, against a local fake of Mercado Pago's
 * Customers & Cards API: the card is kept on the payer's customer (found by e-mail, made
 * once), the wallet keeps the customer and card ids, and never a card number.
 */

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let fake: FakeMercadoPago;
let bruno: Actor;
const logLines: string[] = [];

beforeAll(async () => {
  fake = new FakeMercadoPago();
  const apiUrl = await fake.start();
  testApp = await createTestApp();
  db = testApp.database.db;
  app = await buildApp({
    config: testConfig({
      paymentGateway: 'mercadopago',
      mercadopagoAccessToken: FAKE_ACCESS_TOKEN,
      mercadopagoWebhookSecret: 'mp-webhook-secret',
      mercadopagoApiUrl: apiUrl,
      mercadopagoPublicKey: 'TEST-7f0d3c2e-5b1a-4c8d-9e6f-1a2b3c4d5e6f',
      publicUrl: 'https://navalha.example.com',
      logLevel: 'info',
    }),
    db,
    passwordHasher: testPasswordHasher,
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
});

afterAll(async () => {
  await app.close();
  await testApp.close();
  await fake.stop();
});

beforeEach(() => {
  fake.failWith = null;
});

const visa: Omit<FakeCard, 'cardholderName'> = {
  number: '4235647728025682',
  expirationMonth: 3,
  expirationYear: 2030,
  paymentMethodId: 'visa',
};
const master: Omit<FakeCard, 'cardholderName'> = {
  number: '5031433215406351',
  expirationMonth: 11,
  expirationYear: 2030,
  paymentMethodId: 'master',
};

const newClient = () => createUser(db, 'CLIENT', null);

async function emailOf(actor: Actor): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.id));
  if (!row) throw new Error(`no user ${actor.id}`);
  return row.email;
}

function addCard(actor: Actor, token: string, fields: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/wallet/payment-methods',
    headers: actor.headers,
    payload: {
      card_token: token,
      method_type: 'credit_card',
      cardholder_name: 'Maria Silva',
      expiry_date: '2030-03-01',
      ...fields,
    },
  });
}

async function savedRows(actor: Actor) {
  return db.select().from(walletPaymentMethods).where(eq(walletPaymentMethods.userId, actor.id));
}

/** The requests our server sent Mercado Pago from this point on. */
function requestsSince(start: number) {
  return fake.requests.slice(start);
}

describe('adding a card with Mercado Pago', () => {
  it("keeps the card on the payer's customer, made once and found the second time", async () => {
    const client = await newClient();
    const email = await emailOf(client);
    const start = fake.requests.length;

    const first = await addCard(client, fake.tokenizeCard({ ...visa, cardholderName: 'MARIA' }));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      method_type: 'credit_card',
      is_default: true,
      card_brand: 'Visa',
      card_last_four: '5682',
      cardholder_name: 'Maria Silva',
      expiry_date: '2030-03-01',
    });
    expect(first.json()).not.toHaveProperty('card_token');
    expect(first.json()).not.toHaveProperty('gateway_customer_id');

    const second = await addCard(
      client,
      fake.tokenizeCard({ ...master, cardholderName: 'MARIA' }),
      { method_type: 'debit_card', expiry_date: '2030-11-01' },
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ card_brand: 'Mastercard', card_last_four: '6351' });

    const [customer, ...others] = fake.customersByEmail(email);
    expect(others).toEqual([]);
    const calls = requestsSince(start).map((request) => `${request.method} ${request.path}`);
    expect(calls).toEqual([
      'GET /v1/customers/search',
      'POST /v1/customers',
      `POST /v1/customers/${String(customer?.id)}/cards`,
      'GET /v1/customers/search',
      `POST /v1/customers/${String(customer?.id)}/cards`,
    ]);
    const gatewayCards = (customer?.cards as { id: number }[]).map((card) => String(card.id));
    const rows = await savedRows(client);
    expect(rows.map((row) => [row.gatewayCustomerId, row.gatewayCardId]).sort()).toEqual(
      gatewayCards.map((id) => [customer?.id, id]).sort(),
    );
  });

  it("names brands by spec §3 from Mercado Pago's ids, keeping leading zeros", async () => {
    const client = await newClient();
    const cards: Omit<FakeCard, 'cardholderName'>[] = [
      {
        number: '375365153556885',
        expirationMonth: 1,
        expirationYear: 2031,
        paymentMethodId: 'amex',
      },
      {
        number: '6362970000457013',
        expirationMonth: 1,
        expirationYear: 2031,
        paymentMethodId: 'elo',
      },
      {
        number: '4000000000000004',
        expirationMonth: 1,
        expirationYear: 2031,
        paymentMethodId: 'visa',
      },
    ];
    const saved: unknown[] = [];
    for (const card of cards) {
      const response = await addCard(
        client,
        fake.tokenizeCard({ ...card, cardholderName: 'JOAO' }),
        {
          expiry_date: '2031-01-01',
        },
      );
      expect(response.statusCode, response.body).toBe(201);
      const { card_brand, card_last_four } = response.json() as Record<string, unknown>;
      saved.push([card_brand, card_last_four]);
    }
    expect(saved).toEqual([
      ['American Express', '6885'],
      ['Other', '7013'],
      ['Visa', '0004'],
    ]);
  });

  it('refuses a token Mercado Pago will not take, and an expiry that is not the card’s', async () => {
    const client = await newClient();
    const email = await emailOf(client);
    const unknown = await addCard(client, 'ff8080814c11e237014c1ff593b57b4d');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'INVALID_CARD_TOKEN',
      message: 'Token do cartão inválido ou expirado. Digite os dados do cartão novamente.',
      field: 'card_token',
    });

    const token = fake.tokenizeCard({ ...visa, cardholderName: 'MARIA' });
    const start = fake.requests.length;
    const mismatch = await addCard(client, token, { expiry_date: '2031-03-01' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      message: 'Data de expiração inválida',
      field: 'expiry_date',
    });
    // The card Mercado Pago had just made for it is removed again.
    const [customer] = fake.customersByEmail(email);
    expect(customer?.cards).toEqual([]);
    expect(requestsSince(start).at(-1)).toMatchObject({ method: 'DELETE' });

    const used = await addCard(client, token);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({ code: 'INVALID_CARD_TOKEN' });
    expect(await savedRows(client)).toEqual([]);
  });

  it("answers 502 'Erro ao adicionar método' when Mercado Pago is down, keeping nothing", async () => {
    const client = await newClient();
    fake.failWith = 500;
    const response = await addCard(client, fake.tokenizeCard({ ...visa, cardholderName: 'MARIA' }));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'GATEWAY_UNAVAILABLE',
      message: 'Erro ao adicionar método. Tente novamente.',
    });
    expect(await savedRows(client)).toEqual([]);
  });

  it('sends a fresh X-Idempotency-Key with every POST', async () => {
    const start = fake.requests.length;
    for (let i = 0; i < 2; i += 1) {
      const client = await newClient();
      const response = await addCard(
        client,
        fake.tokenizeCard({ ...visa, cardholderName: 'MARIA' }),
      );
      expect(response.statusCode, response.body).toBe(201);
    }
    const posts = requestsSince(start).filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(4);
    const keys = posts.map((request) => request.headers['x-idempotency-key']);
    expect(keys.every((key) => typeof key === 'string' && key.length > 0)).toBe(true);
    expect(new Set(keys).size).toBe(4);
  });

  it('never receives, sends or keeps a card number', async () => {
    const client = await newClient();
    const start = fake.requests.length;
    const refused = await addCard(client, 'tok_123', { card_number: visa.number, cvv: '987' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(requestsSince(start)).toEqual([]);

    const saved = await addCard(client, fake.tokenizeCard({ ...visa, cardholderName: 'MARIA' }));
    expect(saved.statusCode).toBe(201);
    const sent = JSON.stringify(requestsSince(start));
    expect(sent).not.toContain(visa.number);
    expect(sent).not.toContain(visa.number.slice(0, 6));
    expect(JSON.stringify(await savedRows(client))).not.toContain(visa.number);
    expect(logLines.join('\n')).not.toContain(visa.number);
  });
});

describe('deleting a card saved with Mercado Pago', () => {
  it('removes it at Mercado Pago too; a gateway failure is logged and the card still goes', async () => {
    const client = await newClient();
    const email = await emailOf(client);
    const kept = (
      await addCard(client, fake.tokenizeCard({ ...visa, cardholderName: 'MARIA' }))
    ).json() as { id: string };
    const other = (
      await addCard(client, fake.tokenizeCard({ ...master, cardholderName: 'MARIA' }), {
        expiry_date: '2030-11-01',
      })
    ).json() as { id: string };
    const [row] = (await savedRows(client)).filter((method) => method.id === kept.id);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/wallet/payment-methods/${kept.id}`,
      headers: client.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/v1/customers/${String(row?.gatewayCustomerId)}/cards/${String(row?.gatewayCardId)}`,
    });
    const [customer] = fake.customersByEmail(email);
    expect((customer?.cards as { id: number }[]).map((card) => card.id)).toHaveLength(1);

    fake.failWith = 503;
    const despite = await app.inject({
      method: 'DELETE',
      url: `/api/wallet/payment-methods/${other.id}`,
      headers: client.headers,
    });
    expect(despite.statusCode).toBe(204);
    expect(await savedRows(client)).toEqual([]);
    expect(logLines.join('\n')).toContain('saved card deleted here but not at the gateway');
  });
});

describe('deleting an account with cards saved at Mercado Pago', () => {
  it("deletes the cards at Mercado Pago and scrubs the free text of the person's payments", async () => {
    const client = await newClient();
    const email = await emailOf(client);
    await addCard(client, fake.tokenizeCard({ ...visa, cardholderName: 'MARIA' }));
    await addCard(client, fake.tokenizeCard({ ...master, cardholderName: 'MARIA' }), {
      expiry_date: '2030-11-01',
    });
    const [customer] = fake.customersByEmail(email);
    expect(customer?.cards as unknown[]).toHaveLength(2);

    // A PIX with a note of theirs, given up with a reason they typed.
    const booking = await insertBooking(db, {
      clientId: client.id,
      barberId: bruno.id,
      method: 'PIX',
    });
    const pix = await app.inject({
      method: 'POST',
      url: '/api/payments/pix/create',
      headers: client.headers,
      payload: {
        appointmentId: booking.id,
        amount: booking.amount,
        description: 'Corte para o casamento da minha irmã Ana',
      },
    });
    expect(pix.statusCode, pix.body).toBe(201);
    const given = await app.inject({
      method: 'DELETE',
      url: `/api/payments/${pix.json().id}/cancel`,
      headers: client.headers,
      payload: { reason: 'Estou internado no Hospital São Lucas' },
    });
    expect(given.statusCode, given.body).toBe(200);

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: client.headers,
      payload: { confirmation: 'EXCLUIR' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(fake.customer(String(customer?.id))?.cards).toEqual([]);
    expect(await savedRows(client)).toEqual([]);
    const [payment] = await db.select().from(payments).where(eq(payments.clientId, client.id));
    expect(payment).toMatchObject({
      status: 'CANCELLED',
      amountCents: booking.totals.total,
      description: null,
      cancellationReason: null,
      failureReason: 'Pagamento cancelado.',
    });
    expect(JSON.stringify(payment)).not.toMatch(/Ana|Hospital/);
  });
});

describe('saveCard on a card payment with Mercado Pago', () => {
  async function payByCard(client: Actor, token: string) {
    const booking = await insertBooking(db, {
      clientId: client.id,
      barberId: bruno.id,
      method: 'CREDIT_CARD',
    });
    return app.inject({
      method: 'POST',
      url: '/api/payments/card/create',
      headers: client.headers,
      payload: {
        appointmentId: booking.id,
        amount: booking.amount,
        cardToken: token,
        cardholderName: 'APRO',
        paymentMethodId: 'master',
        saveCard: true,
      },
    });
  }

  it("keeps an approved payment's card on the customer with the payment's token", async () => {
    const client = await newClient();
    const email = await emailOf(client);
    const token = fake.tokenizeCard({ ...master, cardholderName: 'APRO' });
    const paid = await payByCard(client, token);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ status: 'paid' });

    const save = fake.requests.findLast((request) => request.path.endsWith('/cards'));
    expect(save?.body).toEqual({ token });
    const [customer] = fake.customersByEmail(email);
    const [card] = customer?.cards as { id: number }[];
    expect(await savedRows(client)).toEqual([
      expect.objectContaining({
        methodType: 'credit_card',
        cardBrand: 'Mastercard',
        cardLastFour: '6351',
        cardholderName: 'APRO',
        expiryDate: '2030-11-01',
        isDefault: true,
        gatewayCustomerId: customer?.id,
        gatewayCardId: String(card?.id),
      }),
    ]);
  });

  it('keeps nothing from a declined payment', async () => {
    const client = await newClient();
    const start = fake.requests.length;
    const declined = await payByCard(
      client,
      fake.tokenizeCard({ ...master, cardholderName: 'FUND' }),
    );
    expect(declined.json()).toMatchObject({ status: 'failed' });
    expect(requestsSince(start).map((request) => request.path)).toEqual(['/v1/payments']);
    expect(await savedRows(client)).toEqual([]);
  });
});
