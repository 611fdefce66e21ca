import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema/refresh-tokens.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { hashRefreshToken } from './tokens.js';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp.close();
});

let accountNumber = 0;

/** These tests play a client without cookies (an app, a script): it asks for the token. */
const inBody = { 'x-refresh-token-in-body': 'true' };

/** A fresh account per test, so one test's revocations never touch another's. */
async function signUp(): Promise<{ accessToken: string; refreshToken: string; userId: string }> {
  accountNumber += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: inBody,
    payload: {
      name: 'Rafael Souza',
      email: `rafael.${accountNumber}@example.com`,
      password: 'Senha@123',
    },
  });
  expect(response.statusCode).toBe(201);
  const body = response.json();
  return { accessToken: body.accessToken, refreshToken: body.refreshToken, userId: body.user.id };
}

/** By default from the client that signed up (inject's user agent); `device` names another. */
function refresh(refreshToken?: string, device?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { ...inBody, ...(device ? { 'user-agent': device } : {}) },
    ...(refreshToken === undefined ? {} : { payload: { refreshToken } }),
  });
}

async function tokenRow(token: string) {
  const [row] = await testApp.database.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  return row ?? null;
}

async function familyRows(familyId: string) {
  return testApp.database.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, familyId));
}

const invalidRefreshBody = {
  statusCode: 401,
  error: 'Unauthorized',
  code: 'INVALID_REFRESH_TOKEN',
  message: 'Sessão expirada. Faça login novamente.',
};

describe('POST /api/auth/refresh', () => {
  it('rotates: a new pair, a new cookie, the old token revoked and pointing at the new one', async () => {
    const session = await signUp();

    const response = await refresh(session.refreshToken);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(body.refreshToken).not.toBe(session.refreshToken);
    expect(response.cookies.find((cookie) => cookie.name === 'refresh_token')).toMatchObject({
      value: body.refreshToken,
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/api/auth',
    });

    const old = await tokenRow(session.refreshToken);
    const next = await tokenRow(body.refreshToken);
    expect(old?.revokedAt).toBeInstanceOf(Date);
    expect(old?.replacedBy).toBe(next?.id);
    expect(next).toMatchObject({
      familyId: old?.familyId,
      userId: session.userId,
      revokedAt: null,
    });
    expect(next?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(next?.tokenHash).not.toContain(body.refreshToken);

    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(session.userId);
  });

  it('revokes the whole family when another client presents a rotated token again', async () => {
    const session = await signUp();
    const second = (await refresh(session.refreshToken)).json().refreshToken;
    const third = (await refresh(second)).json().refreshToken;

    const replay = await refresh(session.refreshToken, 'Navegador do ladrão');

    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(invalidRefreshBody);
    const family = await familyRows((await tokenRow(third))?.familyId ?? '');
    expect(family).toHaveLength(3);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);

    const newest = await refresh(third);
    expect(newest.statusCode).toBe(401);
    expect(newest.json().code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('leaves the user’s other sessions alone when one family is revoked', async () => {
    const session = await signUp();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: inBody,
      payload: { email: `rafael.${accountNumber}@example.com`, password: 'Senha@123' },
    });
    const otherDevice = login.json().refreshToken;
    await refresh(session.refreshToken);
    await refresh(session.refreshToken, 'Navegador do ladrão');

    expect((await refresh(otherDevice)).statusCode).toBe(200);
  });

  it('takes the token from the refresh_token cookie when the body has none', async () => {
    const session = await signUp();

    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refresh_token: session.refreshToken },
    });

    expect(response.statusCode).toBe(200);
    // A browser's request: the new token goes in the cookie alone, never in the body.
    expect(Object.keys(response.json())).toEqual(['accessToken']);
    const rotated = response.cookies.find((cookie) => cookie.name === 'refresh_token')?.value;
    expect(rotated).toMatch(/^[\w-]{43}$/);
    expect((await tokenRow(rotated ?? ''))?.revokedAt).toBeNull();
    expect((await tokenRow(session.refreshToken))?.revokedAt).toBeInstanceOf(Date);
  });

  it('accepts a JSON content type with an empty body (cookie only)', async () => {
    const session = await signUp();

    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { 'content-type': 'application/json' },
      cookies: { refresh_token: session.refreshToken },
      payload: '',
    });

    expect(response.statusCode).toBe(200);
  });

  it('keeps two tabs refreshing at once signed in: both get a pair of the same session', async () => {
    const session = await signUp();

    const responses = await Promise.all([
      refresh(session.refreshToken),
      refresh(session.refreshToken),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const [first, second] = responses.map((response) => response.json());
    expect(first.refreshToken).not.toBe(second.refreshToken);
    const familyId = (await tokenRow(session.refreshToken))?.familyId ?? '';
    expect((await tokenRow(first.refreshToken))?.familyId).toBe(familyId);
    expect((await tokenRow(second.refreshToken))?.familyId).toBe(familyId);
    // Both tabs go on: their tokens rotate, their access tokens work.
    for (const tab of [first, second]) {
      const me = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${tab.accessToken as string}` },
      });
      expect(me.statusCode).toBe(200);
      expect((await refresh(tab.refreshToken)).statusCode).toBe(200);
    }
  });

  it('ends the session when two clients present the same token at once', async () => {
    const session = await signUp();

    const responses = await Promise.all([
      refresh(session.refreshToken, 'Celular'),
      refresh(session.refreshToken, 'Navegador do ladrão'),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 401]);
    const family = await familyRows((await tokenRow(session.refreshToken))?.familyId ?? '');
    // The loser presented a token that another client rotated: a replay, the family is gone.
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('ends the session when the same client replays a token rotated more than 10 s ago', async () => {
    const session = await signUp();
    const rotated = await refresh(session.refreshToken);
    expect(rotated.statusCode).toBe(200);
    // The rotation is dated 11 s back, as if the replay came that much later.
    await testApp.database.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(Date.now() - 11_000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(session.refreshToken)));

    const replay = await refresh(session.refreshToken);

    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(invalidRefreshBody);
    const family = await familyRows((await tokenRow(session.refreshToken))?.familyId ?? '');
    expect(family).toHaveLength(2);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await refresh(rotated.json().refreshToken)).statusCode).toBe(401);
  });

  it('gives no grace once the session has ended: a token replayed after logout', async () => {
    const session = await signUp();
    const rotated = await refresh(session.refreshToken);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: rotated.json().refreshToken },
    });
    expect(logout.statusCode).toBe(204);

    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    const family = await familyRows((await tokenRow(session.refreshToken))?.familyId ?? '');
    expect(family).toHaveLength(2);
  });

  it.each([
    ['no token at all', undefined],
    ['an unknown token', 'x'.repeat(43)],
  ])('answers 401 INVALID_REFRESH_TOKEN for %s', async (_case, token) => {
    const response = await refresh(token);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalidRefreshBody);
  });

  it('answers 401 for an expired token and does not rotate it', async () => {
    const session = await signUp();
    await testApp.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(session.refreshToken)));

    const response = await refresh(session.refreshToken);

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_REFRESH_TOKEN');
    expect(await tokenRow(session.refreshToken)).toMatchObject({
      revokedAt: null,
      replacedBy: null,
    });
    const cleared = response.cookies.find((cookie) => cookie.name === 'refresh_token');
    expect(cleared).toMatchObject({ value: '', path: '/api/auth' });
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session, clears the cookie and answers 204', async () => {
    const session = await signUp();

    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: session.refreshToken },
    });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = response.cookies.find((cookie) => cookie.name === 'refresh_token');
    expect(cleared).toMatchObject({ value: '', path: '/api/auth', httpOnly: true, secure: true });
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect((await tokenRow(session.refreshToken))?.revokedAt).toBeInstanceOf(Date);

    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('works from the cookie alone, without an access token', async () => {
    const session = await signUp();

    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      cookies: { refresh_token: session.refreshToken },
      payload: '',
    });

    expect(response.statusCode).toBe(204);
    expect((await tokenRow(session.refreshToken))?.revokedAt).toBeInstanceOf(Date);
  });

  it('answers 204 even without any token', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout' });

    expect(response.statusCode).toBe(204);
  });
});
