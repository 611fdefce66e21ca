import { errorMessages } from '@navalha/core/contracts/errors';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { executeRows } from '../../db/execute-rows.js';
import { userIdentities } from '../../db/schema/user-identities.js';
import { users } from '../../db/schema/users.js';
import { startFakeGoogle } from '../../test/fake-google.js';
import type { FakeGoogle } from '../../test/fake-google.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * The set-up of social-sign-in*.test.ts: a fake Google, the app that trusts it, and the
 * requests and reads the tests make. Call `setupSocialSignIn()` once at the top of a file.
 */

export let google: FakeGoogle;
export let testApp: TestApp;
export let app: FastifyInstance;

export function setupSocialSignIn(): void {
  beforeAll(async () => {
    google = await startFakeGoogle();
    testApp = await createTestApp({
      googleClientId: google.clientId,
      googleJwksUrl: google.jwksUrl,
    });
    app = testApp.app;
  });

  afterAll(async () => {
    await testApp.close();
    await google.close();
  });
}

export function socialSignIn(payload: unknown, target: FastifyInstance = app) {
  return target.inject({
    method: 'POST',
    url: '/api/auth/social',
    payload: payload as Record<string, unknown>,
  });
}

export async function signInWith(options: Parameters<FakeGoogle['idToken']>[0] = {}) {
  return socialSignIn({ provider: 'google', credential: await google.idToken(options) });
}

export async function findUser(email: string) {
  const [row] = await testApp.database.db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function identitiesOf(userId: string) {
  return testApp.database.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));
}

export async function counts() {
  const [row] = await executeRows<{ users: number; identities: number }>(
    testApp.database.db,
    sql`select (select count(*)::int from users) as users,
               (select count(*)::int from user_identities) as identities`,
  );
  return row;
}

/** A Google account of its own for each test, so they do not depend on one another. */
export function account(name: string) {
  return {
    sub: `google-${name}`,
    email: `${name}@gmail.com`,
    name: `Pessoa ${name}`,
  };
}

export function expectRefused(
  response: Awaited<ReturnType<typeof socialSignIn>>,
  message: string = errorMessages.googleSignInFailed,
) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({
    statusCode: 401,
    error: 'Unauthorized',
    code: 'SOCIAL_SIGN_IN_FAILED',
    message,
  });
  expect(response.cookies.find((cookie) => cookie.name === 'refresh_token')).toBeUndefined();
}
