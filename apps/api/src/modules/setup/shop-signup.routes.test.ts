import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { services } from '../../db/schema/services.js';
import { users } from '../../db/schema/users.js';
import { startFakePostalService, viaCepPaulista } from '../../test/fake-postal-services.js';
import { setupAnswers } from '../../test/setup-fixtures.js';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { TestDatabase } from '../../test/test-database.js';

/**
 * 'Cadastre sua barbearia' (issue 20 §1): with SHOP_SIGNUP=open a new shop and its owner are
 * made from the wizard's answers, with a free public address; with closed (the default) the
 * routes answer 404 and nothing is made.
 */

let testDatabase: TestDatabase;
let db: Db;
let open: FastifyInstance;
let closed: FastifyInstance;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
  open = await buildTestApp(testDatabase.database, { shopSignup: 'open' });
  closed = await buildTestApp(testDatabase.database);
});

afterAll(async () => {
  await open.close();
  await closed.close();
  await testDatabase.dispose();
});

function signupBody(overrides: { email?: string; slug?: string } = {}) {
  return {
    owner: { ...setupAnswers.owner, email: overrides.email ?? setupAnswers.owner.email },
    shop: setupAnswers.shop,
    slug: overrides.slug ?? 'barbearia-da-joana',
    hours: setupAnswers.hours,
    services: setupAnswers.services,
    team: { takesBookings: true, invitations: [] },
  };
}

async function shopCount(): Promise<number> {
  return (await db.select({ id: barbershops.id }).from(barbershops)).length;
}

describe('SHOP_SIGNUP=closed (the default)', () => {
  it('answers 404 to both routes and makes nothing', async () => {
    const before = await shopCount();
    const status = await closed.inject({ method: 'GET', url: '/api/shop-signup' });
    expect(status.statusCode).toBe(404);
    const signup = await closed.inject({
      method: 'POST',
      url: '/api/shop-signup',
      payload: signupBody(),
    });
    expect(signup.statusCode).toBe(404);
    expect(await shopCount()).toBe(before);
  });
});

describe("the shop step's CEP lookup", () => {
  it('answers the address with SHOP_SIGNUP=open, signed out, and 404 when closed', async () => {
    const viaCep = await startFakePostalService('/ws');
    const lookupOpen = await buildTestApp(testDatabase.database, {
      shopSignup: 'open',
      viacepUrl: viaCep.url,
    });
    const lookupClosed = await buildTestApp(testDatabase.database, { viacepUrl: viaCep.url });
    try {
      viaCep.behave({ '01310100': { status: 200, body: viaCepPaulista } });
      const url = '/api/shop-signup/postal-codes/01310-100';
      const found = await lookupOpen.inject({ method: 'GET', url });
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json()).toMatchObject({ street: 'Avenida Paulista', city: 'São Paulo' });
      expect((await lookupClosed.inject({ method: 'GET', url })).statusCode).toBe(404);
      const bad = await lookupOpen.inject({
        method: 'GET',
        url: '/api/shop-signup/postal-codes/123',
      });
      expect(bad.statusCode).toBe(400);
    } finally {
      await lookupOpen.close();
      await lookupClosed.close();
      await viaCep.close();
    }
  });
});

describe('SHOP_SIGNUP=open', () => {
  it('says it is open', async () => {
    const status = await open.inject({ method: 'GET', url: '/api/shop-signup' });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ open: true });
  });

  it('makes the shop at its address and its owner, and signs the owner in', async () => {
    const response = await open.inject({
      method: 'POST',
      url: '/api/shop-signup',
      payload: signupBody(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as {
      accessToken: string;
      user: { role: string; email: string };
      barbershop: { id: string; name: string };
    };
    expect(body.user).toMatchObject({ role: 'OWNER', email: setupAnswers.owner.email });
    expect(body.barbershop.name).toBe('Barbearia da Joana');
    expect(body.accessToken).toEqual(expect.any(String));

    const [shop] = await db
      .select()
      .from(barbershops)
      .where(eq(barbershops.id, body.barbershop.id));
    expect(shop).toMatchObject({ slug: 'barbearia-da-joana', suspendedAt: null });
    const [owner] = await db.select().from(users).where(eq(users.email, setupAnswers.owner.email));
    expect(owner).toMatchObject({ role: 'OWNER', barbershopId: body.barbershop.id });
    const made = await db
      .select()
      .from(services)
      .where(eq(services.barbershopId, shop?.id ?? ''));
    expect(made.map((service) => service.priceCents).sort()).toEqual([3550, 4500]);

    // Its public page is open at once.
    const page = await open.inject({ method: 'GET', url: '/api/public/shops/barbearia-da-joana' });
    expect(page.statusCode).toBe(200);
  });

  it('refuses an address another shop has, in pt-BR, and makes nothing', async () => {
    const before = await shopCount();
    const response = await open.inject({
      method: 'POST',
      url: '/api/shop-signup',
      payload: signupBody({ email: 'outro@dono.com.br' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      field: 'slug',
      message: 'Este endereço já é usado por outra barbearia.',
    });
    expect(await shopCount()).toBe(before);
  });

  it('refuses an e-mail already in use, and a bad address, changing nothing', async () => {
    const before = await shopCount();
    const taken = await open.inject({
      method: 'POST',
      url: '/api/shop-signup',
      payload: signupBody({ slug: 'outra-barbearia', email: 'cliente@navalha.dev' }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_IN_USE', field: 'email' });
    const badSlug = await open.inject({
      method: 'POST',
      url: '/api/shop-signup',
      payload: signupBody({ slug: 'Barbearia Nova!', email: 'nova@dono.com.br' }),
    });
    expect(badSlug.statusCode).toBe(400);
    expect(await shopCount()).toBe(before);
  });

  it('never makes an operator: the owner is the only role it gives', async () => {
    const response = await open.inject({
      method: 'POST',
      url: '/api/shop-signup',
      payload: {
        ...signupBody({ slug: 'com-papel', email: 'papel@dono.com.br' }),
        role: 'OPERATOR',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ user: { role: 'OWNER' } });
  });
});
