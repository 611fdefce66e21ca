import { errorMessages } from '@navalha/core/contracts/errors';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userIdentities } from '../../db/schema/user-identities.js';
import { users } from '../../db/schema/users.js';
import { startFakeGoogle } from '../../test/fake-google.js';
import { buildTestApp } from '../../test/test-app.js';
import { googleSignInMessages } from './auth-errors.js';
import {
  setupSocialSignIn,
  google,
  testApp,
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

describe('POST /api/auth/social', () => {
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
