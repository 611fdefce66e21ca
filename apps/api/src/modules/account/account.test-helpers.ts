import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { actorFor } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { sessionOf } from '../../test/refresh-cookie.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * The set-up of account*.routes.test.ts: the app, a complete profile, and the sign-up and
 * reads the tests make. Call `setupAccount()` once at the top of a file.
 */

export let testApp: TestApp;
export let app: FastifyInstance;
export let db: Db;

export function setupAccount(): void {
  beforeAll(async () => {
    testApp = await createTestApp();
    app = testApp.app;
    db = testApp.database.db;
  });

  afterAll(async () => {
    await testApp.close();
  });
}

export const profile = {
  name: 'Ana Souza',
  email: 'ana.souza@teste.dev',
  phone: '(11) 98765-4321',
  birthDate: '1990-09-07',
  postalCode: '01310-100',
  street: 'Avenida Paulista',
  houseNumber: '1000',
  complement: 'Apto 12',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'Brasil',
};

export async function userRow(id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no such user');
  return row;
}

/** A client signed up through the API: a password, a refresh token and a live session. */
export async function signUp(email = `cliente.${Date.now()}.${Math.random()}@teste.dev`) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Cliente Novo', email, password: 'Segredo@123', phone: '(11) 91234-5678' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const session = sessionOf<{ user: { id: string } }>(response);
  const [row] = await db.select().from(users).where(eq(users.id, session.user.id));
  if (!row) throw new Error('no user');
  return { actor: await actorFor(row), email, refreshToken: session.refreshToken };
}

export function patchProfile(actor: Actor, payload: object) {
  return app.inject({ method: 'PATCH', url: '/api/users/me', headers: actor.headers, payload });
}
