import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoActor } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * The owner's 'Mercado Pago' card on an install without Mercado Pago (the demo's sandbox,
 * decision 043): the shop's online payments go through the install, and there is no account to
 * connect. payments.mercadopago.shops.test.ts covers an install with Mercado Pago.
 */

let testApp: TestApp;
let app: FastifyInstance;
let owner: Actor;
let barber: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  owner = await demoActor(testApp.database.db, 'dono@navalha.dev');
  barber = await demoActor(testApp.database.db, 'barbeiro@navalha.dev');
});

afterAll(async () => {
  await testApp.close();
});

describe("the shop's Mercado Pago account with the sandbox", () => {
  it("says the shop's online payments go through the install, with nothing to connect", async () => {
    const status = await app.inject({
      method: 'GET',
      url: '/api/admin/mercadopago-account',
      headers: owner.headers,
    });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({
      available: false,
      connected: false,
      accountName: null,
      connectedAt: null,
      usesInstallAccount: true,
    });

    const authorize = await app.inject({
      method: 'POST',
      url: '/api/admin/mercadopago-account/authorization',
      headers: owner.headers,
    });
    expect(authorize.statusCode).toBe(409);
    expect(authorize.json()).toMatchObject({ code: 'MERCADOPAGO_NOT_AVAILABLE' });
  });

  it("is the owner's alone", async () => {
    const status = await app.inject({
      method: 'GET',
      url: '/api/admin/mercadopago-account',
      headers: barber.headers,
    });
    expect(status.statusCode).toBe(403);
  });
});
