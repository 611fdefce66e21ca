import { exportSPKI, generateKeyPair, importJWK, SignJWT } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import type { GoogleTokenOptions } from '../../test/fake-google.js';
import { googleSignInMessages } from './auth-errors.js';
import { refreshCookieOf, sessionOf } from '../../test/refresh-cookie.js';
import {
  setupSocialSignIn,
  google,
  app,
  socialSignIn,
  signInWith,
  findUser,
  identitiesOf,
  counts,
  account,
  expectRefused,
} from './social-sign-in.test-helpers.js';

setupSocialSignIn();

/** A token with every claim Google's would carry, signed with another algorithm and key. */
function forgeToken(alg: string, key: CryptoKey | Uint8Array): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    ...account('algoritmo'),
    iss: 'https://accounts.google.com',
    aud: google.clientId,
    email_verified: true,
    iat: now,
    exp: now + 3600,
  })
    .setProtectedHeader({ alg, kid: 'fake-google-key-1', typ: 'JWT' })
    .sign(key);
}

describe('POST /api/auth/social', () => {
  it('creates a client with no password on the first sign-in and answers like /auth/login', async () => {
    const response = await signInWith();

    expect(response.statusCode).toBe(200);
    const body = sessionOf<{ user: { id: string }; accessToken: string }>(response);
    expect(response.json()).not.toHaveProperty('refreshToken');
    expect(body.user).toEqual({
      id: expect.any(String),
      name: 'Nova Cliente',
      email: 'nova.cliente@gmail.com',
      role: 'CLIENT',
      phone: null,
      avatarUrl: 'https://lh3.googleusercontent.com/a/nova-cliente=s96-c',
      isVerified: true,
    });
    expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.cookies.find((cookie) => cookie.name === 'refresh_token')).toMatchObject({
      value: body.refreshToken,
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/api/auth',
    });

    const row = await findUser('nova.cliente@gmail.com');
    expect(row).toMatchObject({ provider: 'GOOGLE', passwordHash: null, role: 'CLIENT' });
    expect(await identitiesOf(body.user.id)).toEqual([
      expect.objectContaining({
        provider: 'GOOGLE',
        subject: '109876543210987654321',
        email: 'nova.cliente@gmail.com',
      }),
    ]);

    // The session is a real one: /auth/me and the refresh token both work.
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.json()).toEqual(body.user);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: body.refreshToken },
    });
    expect(refresh.statusCode).toBe(200);
  });

  it('signs the same user in on the second sign-in, creating nothing', async () => {
    const google1 = account('segunda');
    const first = await signInWith({ claims: google1 });
    const before = await counts();

    const second = await signInWith({ claims: google1 });

    expect(second.statusCode).toBe(200);
    expect(second.json().user.id).toBe(first.json().user.id);
    expect(refreshCookieOf(second)).not.toBe(refreshCookieOf(first));
    expect(await counts()).toEqual(before);
  });

  it('accepts both of the issuers Google uses', async () => {
    const response = await signInWith({
      claims: { ...account('emissor'), iss: 'accounts.google.com' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('accepts a token that expired 10 s ago, within the 30 s clock tolerance', async () => {
    const now = Math.floor(Date.now() / 1000);
    const response = await signInWith({
      expiresIn: -10,
      claims: { ...account('tolerancia'), iat: now - 3610 },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    [
      "HS256 keyed with Google's public key (algorithm confusion)",
      async () => {
        const { keys } = (await (await fetch(google.jwksUrl)).json()) as { keys: JWK[] };
        const publicKey = await importJWK(keys[0] ?? {}, 'RS256');
        const pem = await exportSPKI(publicKey as CryptoKey);
        return forgeToken('HS256', new TextEncoder().encode(pem));
      },
    ],
    [
      'ES256 under the key id Google published',
      async () => forgeToken('ES256', (await generateKeyPair('ES256')).privateKey),
    ],
  ])('refuses a token signed with %s, creating nothing', async (_case, makeCredential) => {
    const before = await counts();
    expectRefused(await socialSignIn({ provider: 'google', credential: await makeCredential() }));
    expect(await findUser('algoritmo@gmail.com')).toBeNull();
    expect(await counts()).toEqual(before);
  });

  it('knows a linked Google account by its subject, even after its e-mail changed', async () => {
    const before = account('mudou');
    const first = await signInWith({ claims: before });
    const later = await signInWith({ claims: { ...before, email: 'mudou.de.email@gmail.com' } });

    expect(later.statusCode).toBe(200);
    expect(later.json().user).toMatchObject({ id: first.json().user.id, email: 'mudou@gmail.com' });
    expect(await findUser('mudou.de.email@gmail.com')).toBeNull();
  });

  it.each<[string, GoogleTokenOptions]>([
    ['another app', { claims: { aud: 'someone-else.apps.googleusercontent.com' } }],
    ['another issuer', { claims: { iss: 'https://accounts.example.com' } }],
    ['an expired token', { expiresIn: -120 }],
    ['a token expired 40 s ago, beyond the 30 s clock tolerance', { expiresIn: -40 }],
    ['an issuer over plain http', { claims: { iss: 'http://accounts.google.com' } }],
    ['an issuer with a trailing slash', { claims: { iss: 'accounts.google.com/' } }],
    ['an https issuer with a trailing slash', { claims: { iss: 'https://accounts.google.com/' } }],
    ['a signature by a key Google never published', { foreignKey: true }],
    ['a key id Google does not have', { kid: 'unknown-key' }],
    ['a token without a subject', { claims: { sub: undefined } }],
    ['a token without an e-mail', { claims: { email: undefined } }],
  ])('refuses a token for %s, creating nothing', async (_case, options) => {
    const before = await counts();
    expectRefused(
      await signInWith({ ...options, claims: { ...account('recusa'), ...options.claims } }),
    );
    expect(await findUser('recusa@gmail.com')).toBeNull();
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['not a token at all', 'nada-a-ver'],
    ['three parts of garbage', 'a.b.c'],
    [
      'an unsigned token',
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
        JSON.stringify({
          iss: 'https://accounts.google.com',
          aud: 'x',
          sub: '1',
          email: 'a@b.c',
          email_verified: true,
        }),
      ).toString('base64url')}.`,
    ],
  ])('refuses %s with a 401', async (_case, credential) => {
    expectRefused(await socialSignIn({ provider: 'google', credential }));
  });

  it.each([
    ['false', false],
    ['the string "true"', 'true'],
    ['missing', undefined],
  ])('refuses an e-mail Google has not verified (%s), creating nothing', async (_case, value) => {
    const before = await counts();
    const response = await signInWith({
      claims: { ...account('naoverificado'), email_verified: value },
    });
    expectRefused(response, googleSignInMessages.emailNotVerified);
    expect(await findUser('naoverificado@gmail.com')).toBeNull();
    expect(await counts()).toEqual(before);
  });
});
