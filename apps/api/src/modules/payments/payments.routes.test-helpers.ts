import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../db/client.js';
import { cardToken, insertBooking } from '../../test/payment-fixtures.js';
import { createShop, createUser, demoActor } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * The set-up of payments.*.routes.test.ts: the app on the sandbox gateway, the demo's actors and
 * the requests the tests make.
 */

export let testApp: TestApp;
export let app: FastifyInstance;
export let db: Db;
export let client: Actor;
export let marina: Actor;
export let admin: Actor;
export let otherAdmin: Actor;
export let bruno: Actor;

export function post(
  url: string,
  actor: Actor,
  payload: object,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...actor.headers, ...headers },
    payload,
  });
}

export function get(url: string, actor: Actor) {
  return app.inject({ method: 'GET', url, headers: actor.headers });
}

export const book = (
  method: 'PIX' | 'CREDIT_CARD' | 'DEBIT_CARD' | 'CASH' | null = 'PIX',
  who = client,
) => insertBooking(db, { clientId: who.id, barberId: bruno.id, method });

export type Booking = Awaited<ReturnType<typeof book>>;

/** The client starts a sandbox PIX for the whole of `booking`. */
export const payByPix = (booking: Booking) =>
  post('/api/payments/pix/create', client, { appointmentId: booking.id, amount: booking.amount });

/** The client pays the whole of `booking` with a sandbox card whose holder name is `outcome`. */
export const payByCard = async (booking: Booking, outcome: string) =>
  post('/api/payments/card/create', client, {
    appointmentId: booking.id,
    amount: booking.amount,
    cardToken: await cardToken(app, client, outcome),
  });

/** Builds the app and the demo's actors before a file's tests and closes it after them. */
export function setupPaymentsApp(): void {
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
}
