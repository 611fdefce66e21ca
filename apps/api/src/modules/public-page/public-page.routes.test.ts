import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { reviews } from '../../db/schema/reviews.js';
import { users } from '../../db/schema/users.js';
import {
  createBarber,
  createService,
  createShop,
  createUser,
  insertAppointment,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { TestDatabase } from '../../test/test-database.js';

/**
 * The shop's public page (issue 18 §1): read without a token, and nothing private in it: no
 * e-mail, no full client name, no money rule, no staff account field.
 */

let testDatabase: TestDatabase;
let app: FastifyInstance;
let db: Db;
let shop: string;
let owner: Actor;
let barber: Actor;
let otherBarber: Actor;
let serviceId: string;

const SLUG = 'barbearia-publica';
const CLIENT_NAME = 'Joana Sobrenomeprivado';

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
  app = await buildTestApp(testDatabase.database);
  shop = await createShop(db, 'Barbearia Pública');
  await db
    .update(barbershops)
    .set({ slug: SLUG, whatsapp: '(11) 91234-5678', privacyEmail: 'lgpd@publica.dev' })
    .where(eq(barbershops.id, shop));
  owner = await createUser(db, 'OWNER', shop, 'Dono Público');
  serviceId = await createService(db, shop, {
    name: 'Corte Público',
    priceCents: 4500,
    durationMinutes: 40,
  });
  barber = await createBarber(db, shop, [serviceId], 'Barbeiro Público');
  // A shop written without an address (as fixtures do) has no public page.
  const other = await createShop(db, 'Barbearia Vizinha');
  otherBarber = await createBarber(db, other, [await createService(db, other)], 'Barbeiro Vizinho');
  const client = await createUser(db, 'CLIENT', null, CLIENT_NAME);
  const appointmentId = await insertAppointment(db, {
    clientId: client.id,
    barberId: barber.id,
    barbershopId: shop,
    serviceId,
    startsAt: spInstant('2026-01-10', '10:00'),
    status: 'COMPLETED',
  });
  await db.insert(reviews).values({
    appointmentId,
    barbershopId: shop,
    clientId: client.id,
    barberId: barber.id,
    rating: 4,
    comment: 'Ótimo corte',
  });
});

afterAll(async () => {
  await app.close();
  await testDatabase.dispose();
});

async function emails(): Promise<string[]> {
  return (await db.select({ email: users.email }).from(users)).map((row) => row.email);
}

function expectNothingPrivate(body: string, allEmails: readonly string[]) {
  for (const email of allEmails) expect(body).not.toContain(email);
  for (const word of [
    'Sobrenomeprivado',
    'lgpd@publica.dev',
    'pixKey',
    'settings',
    'cancellation',
    'totalAppointments',
    'appointmentId',
    'role',
  ]) {
    expect(body).not.toContain(word);
  }
}

describe('GET /api/public/shops/:slug', () => {
  it('answers without a token with what the shop shows on its door', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/public/shops/${SLUG}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const page = response.json();
    expect(page).toMatchObject({
      slug: SLUG,
      name: 'Barbearia Pública',
      address: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP',
      whatsapp: '(11) 91234-5678',
      timeZone: 'America/Sao_Paulo',
      averageRating: 4,
      totalReviews: 1,
      services: [{ id: serviceId, name: 'Corte Público', price: 45, durationMinutes: 40 }],
      barbers: [
        {
          id: barber.id,
          name: 'Barbeiro Público',
          averageRating: 4,
          totalReviews: 1,
          serviceIds: [serviceId],
        },
      ],
    });
    // The barber's week (scheduling fixtures) makes the shop's hours.
    expect(page.openingHours.length).toBeGreaterThan(0);
    for (const day of page.openingHours) {
      expect(day.opensAt).toMatch(/^\d\d:\d\d$/);
      expect(day.closesAt > day.opensAt).toBe(true);
    }
    expectNothingPrivate(response.body, await emails());
  });

  it('answers 404 for an address no shop has', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/shops/nao-existe' });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/public/barbers/:barberId', () => {
  it("shows the barber's services and reviews by first name only", async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/public/barbers/${barber.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      shop: { slug: SLUG, name: 'Barbearia Pública' },
      barber: { id: barber.id, name: 'Barbeiro Público' },
      services: [{ id: serviceId }],
      reviews: [{ rating: 4, comment: 'Ótimo corte', clientName: 'Joana' }],
    });
    expectNothingPrivate(response.body, await emails());
  });

  it('answers 404 for a barber whose shop has no public page, or an unknown one', async () => {
    for (const id of [otherBarber.id, '00000000-0000-4000-8000-000000000000', 'x']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/public/barbers/${id}`,
      });
      expect(response.statusCode, id).toBe(404);
    }
  });
});

describe('the public page settings', () => {
  const save = (actor: Actor, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/admin/public-page', headers: actor.headers, payload });

  it('moves the page to a new address, and refuses one another shop uses', async () => {
    const saved = await save(owner, { slug: 'publica-centro', showAsHome: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ slug: 'publica-centro', showAsHome: true });
    expect(
      (await app.inject({ method: 'GET', url: '/api/public/shops/publica-centro' })).statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/public/shops/${SLUG}` })).statusCode).toBe(
      404,
    );

    const taken = await save(owner, { slug: 'navalha-barbearia', showAsHome: false });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      field: 'slug',
      message: 'Este endereço já é usado por outra barbearia.',
    });

    const read = await app.inject({
      method: 'GET',
      url: '/api/admin/public-page',
      headers: owner.headers,
    });
    expect(read.json()).toEqual({ slug: 'publica-centro', showAsHome: true });
    expect((await save(owner, { slug: SLUG, showAsHome: false })).statusCode).toBe(200);
  });

  it('leads `/` to sign-in when the install has more than one shop, whatever the owner chose', async () => {
    expect((await save(owner, { slug: SLUG, showAsHome: true })).statusCode).toBe(200);
    const landing = await app.inject({ method: 'GET', url: '/api/public/landing' });
    expect(landing.json()).toEqual({ slug: null });
    expect((await save(owner, { slug: SLUG, showAsHome: false })).statusCode).toBe(200);
  });
});
