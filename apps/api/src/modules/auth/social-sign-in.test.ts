import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorMessages } from '@navalha/core/contracts/errors';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { exportSPKI, generateKeyPair, importJWK, SignJWT } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/execute-rows.js';
import { userIdentities } from '../../db/schema/user-identities.js';
import { users } from '../../db/schema/users.js';
import { loadConfig } from '../../config.js';
import { contentSecurityPolicy } from '../../plugins/security.js';
import { startFakeGoogle } from '../../test/fake-google.js';
import type { FakeGoogle, GoogleTokenOptions } from '../../test/fake-google.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { googleSignInMessages } from './auth.service.js';
import { DEFAULT_GOOGLE_JWKS_URL } from './google-identity.js';
import { refreshCookieOf, sessionOf } from '../../test/refresh-cookie.js';

let google: FakeGoogle;
let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  google = await startFakeGoogle();
  testApp = await createTestApp({ googleClientId: google.clientId, googleJwksUrl: google.jwksUrl });
  app = testApp.app;
});

afterAll(async () => {
  await testApp.close();
  await google.close();
});

function socialSignIn(payload: unknown, target: FastifyInstance = app) {
  return target.inject({
    method: 'POST',
    url: '/api/auth/social',
    payload: payload as Record<string, unknown>,
  });
}

async function signInWith(options: Parameters<FakeGoogle['idToken']>[0] = {}) {
  return socialSignIn({ provider: 'google', credential: await google.idToken(options) });
}

async function findUser(email: string) {
  const [row] = await testApp.database.db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

async function identitiesOf(userId: string) {
  return testApp.database.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));
}

/** A client who signed up with a password; returns their id. */
async function registerClient(email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Pessoa Cliente', email, password: 'Senha@123' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().user.id;
}

async function counts() {
  const [row] = await executeRows<{ users: number; identities: number }>(
    testApp.database.db,
    sql`select (select count(*)::int from users) as users,
               (select count(*)::int from user_identities) as identities`,
  );
  return row;
}

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

/** A Google account of its own for each test, so they do not depend on one another. */
function account(name: string) {
  return {
    sub: `google-${name}`,
    email: `${name}@gmail.com`,
    name: `Pessoa ${name}`,
  };
}

function expectRefused(
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

  it('links a client password account to a Workspace account of its own domain', async () => {
    const existing = await findUser('marina@navalha.dev');
    expect(existing?.passwordHash).not.toBeNull();

    const response = await signInWith({
      claims: {
        sub: 'google-marina',
        email: 'Marina@Navalha.dev',
        name: 'Outro Nome',
        hd: 'navalha.dev',
      },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: existing?.id,
      name: existing?.name,
      email: 'marina@navalha.dev',
      isVerified: true,
    });
    expect(await identitiesOf(existing?.id ?? '')).toEqual([
      expect.objectContaining({ subject: 'google-marina' }),
    ]);
    // Still a password account: the password keeps working.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'marina@navalha.dev', password: 'Cliente@123' },
    });
    expect(login.statusCode).toBe(200);
    expect((await findUser('marina@navalha.dev'))?.provider).toBe('LOCAL');
  });

  it('links a client password account with a Gmail address of the old googlemail.com domain', async () => {
    const userId = await registerClient('antiga@googlemail.com');

    const response = await signInWith({
      claims: { sub: 'google-antiga', email: 'antiga@googlemail.com' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(userId);
    expect(await identitiesOf(userId)).toEqual([
      expect.objectContaining({ subject: 'google-antiga' }),
    ]);
  });

  it.each<[string, string, Record<string, unknown>]>([
    ['without a Workspace domain', 'ana@empresa.com.br', {}],
    ['with the domain of another address', 'bia@empresa.com.br', { hd: 'outra.com.br' }],
    ['with a domain that only starts alike', 'caio@empresa.com.br', { hd: 'empresa.com' }],
    ['with a parent domain', 'davi@rh.empresa.com.br', { hd: 'empresa.com.br' }],
  ])(
    'does not link a client password account of an address Google does not host (%s)',
    async (_case, email, extra) => {
      const userId = await registerClient(email);
      const before = await counts();

      const response = await signInWith({
        claims: { sub: `google-empresa-${email}`, email, email_verified: true, ...extra },
      });

      expectRefused(response, googleSignInMessages.passwordAccountExists);
      expect(await identitiesOf(userId)).toEqual([]);
      expect(await counts()).toEqual(before);
      expect(await findUser(email)).toMatchObject({ id: userId, isVerified: false });
    },
  );

  it('creates a new client for a verified address Google does not host', async () => {
    const response = await signInWith({
      claims: { sub: 'google-nova-empresa', email: 'nova@empresa-sem-conta.com.br' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      email: 'nova@empresa-sem-conta.com.br',
      role: 'CLIENT',
    });
  });

  it.each([
    ['a barber', 'rafael@navalha.dev'],
    ['an admin', 'admin@navalha.dev'],
    ['the owner', 'dono@navalha.dev'],
  ])(
    'never links the password account of %s, even for an address Google hosts',
    async (_case, email) => {
      const staff = await findUser(email);
      expect(staff?.role).not.toBe('CLIENT');
      const before = await counts();

      const response = await signInWith({
        claims: { sub: `google-${email}`, email, email_verified: true, hd: 'navalha.dev' },
      });

      expectRefused(response, googleSignInMessages.staffUsesPassword);
      expect(await identitiesOf(staff?.id ?? '')).toEqual([]);
      expect(await counts()).toEqual(before);
    },
  );

  it('refuses a staff account that a Google account was linked to before', async () => {
    const staff = await findUser('thiago@navalha.dev');
    await testApp.database.db.insert(userIdentities).values({
      userId: staff?.id ?? '',
      provider: 'GOOGLE',
      subject: 'google-thiago',
      email: 'thiago@navalha.dev',
    });

    const response = await signInWith({
      claims: { sub: 'google-thiago', email: 'thiago@navalha.dev', hd: 'navalha.dev' },
    });

    expectRefused(response, googleSignInMessages.staffUsesPassword);
  });

  it('does not link a password account for an unverified e-mail', async () => {
    const existing = await findUser('pedro@navalha.dev');
    const response = await signInWith({
      claims: { sub: 'google-pedro', email: 'pedro@navalha.dev', email_verified: false },
    });

    expectRefused(response, googleSignInMessages.emailNotVerified);
    expect(await identitiesOf(existing?.id ?? '')).toEqual([]);
  });

  it('refuses a second Google account for an e-mail already linked to another', async () => {
    const owner = account('vinculada');
    await signInWith({ claims: owner });
    const before = await counts();

    const response = await signInWith({ claims: { ...owner, sub: 'google-intruso' } });

    expectRefused(response, googleSignInMessages.linkedToAnotherAccount);
    expect(await counts()).toEqual(before);
  });

  it('refuses a disabled account, linking nothing', async () => {
    const disabled = account('desativada');
    const first = await signInWith({ claims: disabled });
    const userId: string = first.json().user.id;
    await testApp.database.db.update(users).set({ isActive: false }).where(eq(users.id, userId));

    expectRefused(await signInWith({ claims: disabled }), googleSignInMessages.accountDisabled);

    // A disabled password account is not linked either.
    const staff = await findUser('lucas@navalha.dev');
    await testApp.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, staff?.id ?? ''));
    expectRefused(
      await signInWith({ claims: { sub: 'google-lucas', email: 'lucas@navalha.dev' } }),
      googleSignInMessages.accountDisabled,
    );
    expect(await identitiesOf(staff?.id ?? '')).toEqual([]);
  });

  it('lets the Google account of a deleted account start afresh', async () => {
    const holder = account('apagada');
    const first = await signInWith({ claims: holder });
    const oldId: string = first.json().user.id;
    // What deleting an account leaves: the row, anonymised and inactive.
    await testApp.database.db
      .update(users)
      .set({
        isActive: false,
        deletedAt: new Date(),
        email: `apagada-${oldId}@conta-excluida.invalid`,
        name: 'Conta excluída',
      })
      .where(eq(users.id, oldId));

    const again = await signInWith({ claims: holder });

    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).not.toBe(oldId);
    expect(await identitiesOf(oldId)).toEqual([]);
  });

  it('never lets a Google-only account sign in with a password', async () => {
    const googleOnly = account('sosenha');
    await signInWith({ claims: googleOnly });

    for (const password of ['Senha@123', '', 'null', 'undefined', 'x'.repeat(128)]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: googleOnly.email, password },
      });
      expect(response.statusCode, password).toBe(password === '' ? 400 : 401);
    }
  });

  it('signs one user in when the same first sign-in arrives twice at once', async () => {
    const twice = account('duasvezes');
    const credential = await google.idToken({ claims: twice });
    const responses = await Promise.all([
      socialSignIn({ provider: 'google', credential }),
      socialSignIn({ provider: 'google', credential }),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const ids = new Set(responses.map((response) => response.json().user.id));
    expect(ids.size).toBe(1);
    expect(await identitiesOf([...ids][0])).toHaveLength(1);
  });

  it('signs one user in when the same first sign-in arrives many times at once', async () => {
    const many = account('muitasvezes');
    const credential = await google.idToken({ claims: many });
    const before = await counts();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => socialSignIn({ provider: 'google', credential })),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const ids = new Set(responses.map((response) => response.json().user.id));
    expect(ids.size).toBe(1);
    expect(await identitiesOf([...ids][0])).toEqual([
      expect.objectContaining({ subject: many.sub }),
    ]);
    expect(await counts()).toEqual({
      users: (before?.users ?? 0) + 1,
      identities: (before?.identities ?? 0) + 1,
    });
  });

  it('links a password account once when its first Google sign-in arrives many times at once', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Pessoa Senha', email: 'senha.google@gmail.com', password: 'Senha@123' },
    });
    expect(registered.statusCode).toBe(201);
    const userId: string = registered.json().user.id;
    const credential = await google.idToken({
      claims: { sub: 'google-senha', email: 'senha.google@gmail.com', name: 'Pessoa Senha' },
    });

    const responses = await Promise.all(
      Array.from({ length: 6 }, () => socialSignIn({ provider: 'google', credential })),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    expect(responses.map((response) => response.json().user.id)).toEqual(Array(6).fill(userId));
    expect(await identitiesOf(userId)).toEqual([
      expect.objectContaining({ subject: 'google-senha' }),
    ]);
  });

  it.each([
    ['no body', undefined],
    ['no credential', { provider: 'google' }],
    ['an empty credential', { provider: 'google', credential: '' }],
    ['a credential that is not a string', { provider: 'google', credential: 42 }],
    ['an absurdly long credential', { provider: 'google', credential: 'a'.repeat(9000) }],
    ['another provider', { provider: 'facebook', credential: 'x.y.z' }],
    ['a bare e-mail, as the old client sent', { provider: 'google', email: 'nova@gmail.com' }],
  ])('answers 400 to %s', async (_case, payload) => {
    const before = await counts();
    const response = await socialSignIn(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(await counts()).toEqual(before);
  });

  it("answers 503, creating nothing, when Google's keys cannot be fetched", async () => {
    const unreachable = await buildTestApp(testApp.database, {
      googleClientId: google.clientId,
      googleJwksUrl: 'http://127.0.0.1:9/oauth2/v3/certs',
    });
    const failing = await startFakeGoogle();
    failing.failWith(500);
    const broken = await buildTestApp(testApp.database, {
      googleClientId: failing.clientId,
      googleJwksUrl: failing.jwksUrl,
    });
    try {
      const before = await counts();
      for (const target of [unreachable, broken]) {
        const credential = await (target === broken ? failing : google).idToken({
          claims: account('semchaves'),
        });
        const response = await socialSignIn({ provider: 'google', credential }, target);
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({
          code: 'SERVICE_UNAVAILABLE',
          message: errorMessages.serviceUnavailable,
        });
      }
      expect(await counts()).toEqual(before);
    } finally {
      await unreachable.close();
      await broken.close();
      await failing.close();
    }
  });

  it('is limited like /auth/login', async () => {
    const limited = await buildTestApp(testApp.database, {
      googleClientId: google.clientId,
      googleJwksUrl: google.jwksUrl,
      authRateLimitPerMinute: 2,
    });
    try {
      const credential = await google.idToken({ claims: account('limite') });
      const statuses = [];
      // The counters live in the database this file shares: a client of its own starts at zero.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await limited.inject({
          method: 'POST',
          url: '/api/auth/social',
          remoteAddress: '198.51.100.8',
          payload: { provider: 'google', credential },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  let plain: FastifyInstance;

  beforeAll(async () => {
    plain = await buildTestApp(testApp.database, { googleJwksUrl: google.jwksUrl });
  });

  afterAll(async () => {
    await plain.close();
  });

  it.each([
    ['a valid token', async () => ({ provider: 'google', credential: await google.idToken() })],
    ['a malformed body', async () => ({ provider: 'facebook' })],
  ])('answers 404 to %s', async (_case, payload) => {
    const response = await socialSignIn(await payload(), plain);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: errorMessages.notFound });
  });
});

describe('the web app with and without GOOGLE_CLIENT_ID', () => {
  const demoModeTag = '<meta name="navalha-mode" content="demo" />';
  const indexHtml =
    '<!doctype html><html><head><title>Navalha</title></head><body><div id="root"></div></body></html>';
  let webDistDir: string;
  let withGoogle: FastifyInstance;
  let withoutGoogle: FastifyInstance;

  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), 'navalha-web-google-'));
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(join(webDistDir, 'index.html'), indexHtml);
    writeFileSync(join(webDistDir, 'assets', 'index-1a2b3c.js'), 'console.log("navalha")');
    withGoogle = await buildTestApp(testApp.database, {
      webDistDir,
      googleClientId: google.clientId,
      googleJwksUrl: google.jwksUrl,
    });
    withoutGoogle = await buildTestApp(testApp.database, { webDistDir });
  });

  afterAll(async () => {
    await withGoogle.close();
    await withoutGoogle.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it.each(['/', '/index.html', '/signin', '/login', '/services'])(
    'tells the page at %s the client id in a meta tag',
    async (url) => {
      const response = await withGoogle.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(
        indexHtml.replace(
          '</head>',
          `<meta name="google-client-id" content="${google.clientId}" />${demoModeTag}</head>`,
        ),
      );
    },
  );

  it('allows Google Identity Services in the CSP, and nothing more', async () => {
    const response = await withGoogle.inject({ method: 'GET', url: '/signin' });
    const csp = String(response.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );

    expect(directives['script-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(directives['frame-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(directives['connect-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(directives['style-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://accounts.google.com/gsi/style',
    ]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('leaves the page, its CSP and its headers as they were when unset', async () => {
    const response = await withoutGoogle.inject({ method: 'GET', url: '/signin' });

    // Only the demo's label (the test configuration is the demo's).
    expect(response.body).toBe(indexHtml.replace('</head>', `${demoModeTag}</head>`));
    const csp = String(response.headers['content-security-policy']);
    expect(csp).not.toContain('google');
    expect(csp).toContain(`script-src ${contentSecurityPolicy['script-src'].join(' ')}`);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('GOOGLE_CLIENT_ID and GOOGLE_JWKS_URL', () => {
  const base = { DATA_DIR: tmpdir(), JWT_SECRET: 'a-secret-long-enough-for-hs256-0123456789' };

  it("are off by default, with Google's key set", () => {
    expect(loadConfig(base)).toMatchObject({
      googleClientId: undefined,
      googleJwksUrl: DEFAULT_GOOGLE_JWKS_URL,
    });
    expect(loadConfig({ ...base, GOOGLE_CLIENT_ID: '', GOOGLE_JWKS_URL: '' })).toMatchObject({
      googleClientId: undefined,
      googleJwksUrl: DEFAULT_GOOGLE_JWKS_URL,
    });
  });

  it('are read, and a key set that is not an http(s) URL stops the server', () => {
    expect(
      loadConfig({ ...base, GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com' }),
    ).toMatchObject({ googleClientId: 'abc.apps.googleusercontent.com' });
    expect(() => loadConfig({ ...base, GOOGLE_JWKS_URL: 'ftp://example.com/certs' })).toThrow(
      /GOOGLE_JWKS_URL: must start with http:\/\/ or https:\/\//,
    );
    expect(() => loadConfig({ ...base, GOOGLE_JWKS_URL: 'certs' })).toThrow(/GOOGLE_JWKS_URL/);
  });
});
