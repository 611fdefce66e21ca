import { authMessages } from '@navalha/core/domain/auth/auth-rules';
import { errorMessages } from '@navalha/core/contracts/errors';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.js';
import { demoAccounts } from '../../demo/seed.js';
import { buildTestApp, createTestApp, TEST_JWT_SECRET } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { createAccessTokens } from './tokens.js';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp.close();
});

const validRegistration = {
  name: 'Joana Silva',
  email: 'joana.silva@example.com',
  password: 'Senha@123',
  phone: '(11) 91234-5678',
};

function register(body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
}

function login(email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

async function findUser(email: string) {
  const [row] = await testApp.database.db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

async function countUsers(email: string): Promise<number> {
  const rows = await testApp.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return rows[0]?.count ?? 0;
}

describe('POST /api/auth/register', () => {
  it('creates a client, opens a session and sets the refresh cookie', async () => {
    const response = await register({
      ...validRegistration,
      name: '  Joana Silva ',
      email: '  Joana.Silva@Example.COM ',
    });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toEqual({
      id: expect.any(String),
      name: 'Joana Silva',
      email: 'joana.silva@example.com',
      role: 'CLIENT',
      phone: '(11) 91234-5678',
      avatarUrl: null,
      isVerified: false,
    });
    expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // The browser's scripts never see the refresh token: the HttpOnly cookie alone carries it.
    expect(body).not.toHaveProperty('refreshToken');

    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = response.cookies.find((entry) => entry.name === 'refresh_token');
    expect(cookie).toMatchObject({
      value: expect.stringMatching(/^[\w-]{43}$/),
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/api/auth',
      maxAge: 7 * 24 * 60 * 60,
    });

    const row = await findUser('joana.silva@example.com');
    expect(row).toMatchObject({
      id: body.user.id,
      name: 'Joana Silva',
      role: 'CLIENT',
      provider: 'LOCAL',
      phone: '(11) 91234-5678',
      barbershopId: null,
      isActive: true,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers 409 EMAIL_IN_USE on the email field for a taken e-mail, in any case', async () => {
    const response = await register({ ...validRegistration, email: 'JOANA.SILVA@example.com' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'EMAIL_IN_USE',
      message: 'Este email já está em uso',
      field: 'email',
    });
    expect(await countUsers('joana.silva@example.com')).toBe(1);
  });

  it('answers 409 to the loser when two sign-ups with one e-mail race', async () => {
    const body = { ...validRegistration, email: 'corrida@example.com' };
    const responses = await Promise.all([register(body), register(body)]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json().code).toBe('EMAIL_IN_USE');
    expect(await countUsers('corrida@example.com')).toBe(1);
  });

  it('always creates a CLIENT with a LOCAL provider, whatever role is sent', async () => {
    const response = await register({
      ...validRegistration,
      email: 'quer.ser.admin@example.com',
      role: 'ADMIN',
      provider: 'GOOGLE',
    });

    expect(response.statusCode).toBe(201);
    expect(response.json().user.role).toBe('CLIENT');
    expect(await findUser('quer.ser.admin@example.com')).toMatchObject({
      role: 'CLIENT',
      provider: 'LOCAL',
    });
  });

  it('stores an empty phone as none', async () => {
    const response = await register({
      ...validRegistration,
      email: 'sem.telefone@example.com',
      phone: '',
    });

    expect(response.statusCode).toBe(201);
    expect(response.json().user.phone).toBeNull();
    expect((await findUser('sem.telefone@example.com'))?.phone).toBeNull();
  });

  it.each([
    ['a missing name', { name: undefined }, 'name', authMessages.nameRequired],
    ['a blank name', { name: '   ' }, 'name', authMessages.nameRequired],
    ['a one-letter name', { name: 'J' }, 'name', authMessages.nameMin],
    ['a 51-letter name', { name: 'J'.repeat(51) }, 'name', authMessages.nameMax],
    ['a missing e-mail', { email: undefined }, 'email', authMessages.emailRequired],
    ['an invalid e-mail', { email: 'joana@' }, 'email', authMessages.emailInvalid],
    ['a missing password', { password: undefined }, 'password', authMessages.passwordRequired],
    ['a short password', { password: 'Ab@1' }, 'password', authMessages.passwordMin],
    [
      'a password without upper case',
      { password: 'senha@123' },
      'password',
      authMessages.passwordPattern,
    ],
    [
      'a password without a special character',
      { password: 'Senha1234' },
      'password',
      authMessages.loginPasswordPattern,
    ],
    ['a badly formatted phone', { phone: '11912345678' }, 'phone', authMessages.phoneFormat],
  ])(
    'answers 400 with the pt-BR message for %s and writes nothing',
    async (_case, change, field, message) => {
      const email = `invalido.${field}@example.com`;
      const response = await register({ ...validRegistration, email, ...change });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_ERROR',
        message,
        field,
      });
      expect(await countUsers(email)).toBe(0);
    },
  );

  it('answers 400 Dados inválidos for a body that is not an object', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_ERROR',
      message: errorMessages.invalidData,
    });
  });
});

describe('POST /api/auth/login', () => {
  it.each(demoAccounts)('lets the seeded $role account $email sign in', async (account) => {
    const response = await login(account.email, account.password);

    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      name: account.name,
      email: account.email,
      role: account.role,
      phone: account.phone,
      avatarUrl: null,
      isVerified: true,
    });
  });

  it('answers the session with exactly the user fields of the contract', async () => {
    const response = await login('  Cliente@Navalha.dev ', 'Cliente@123');

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'user']);
    expect(Object.keys(body.user).sort()).toEqual(
      ['avatarUrl', 'email', 'id', 'isVerified', 'name', 'phone', 'role'].sort(),
    );
    expect(response.cookies.find((cookie) => cookie.name === 'refresh_token')?.value).toMatch(
      /^[\w-]{43}$/,
    );
  });

  it('puts the refresh token in the body too only when the client asks for it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-refresh-token-in-body': 'true' },
      payload: { email: 'cliente@navalha.dev', password: 'Cliente@123' },
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'refreshToken', 'user']);
    expect(response.cookies.find((cookie) => cookie.name === 'refresh_token')?.value).toBe(
      body.refreshToken,
    );
    // Any other value is no request for it.
    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { 'x-refresh-token-in-body': 'sim' },
      cookies: { refresh_token: body.refreshToken },
    });
    expect(refused.statusCode).toBe(200);
    expect(Object.keys(refused.json())).toEqual(['accessToken']);
  });

  it.each([
    ['a wrong password', 'cliente@navalha.dev', 'Errada@123'],
    ['an unknown e-mail', 'ninguem@navalha.dev', 'Cliente@123'],
  ])('answers 401 INVALID_CREDENTIALS for %s', async (_case, email, password) => {
    const response = await login(email, password);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'INVALID_CREDENTIALS',
      message: 'Email ou senha incorretos',
    });
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses a deactivated account with the same answer', async () => {
    const email = 'desativado@example.com';
    expect((await register({ ...validRegistration, email })).statusCode).toBe(201);
    await testApp.database.db.update(users).set({ isActive: false }).where(eq(users.email, email));

    const response = await login(email, validRegistration.password);

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses an account without a password (social sign-in only)', async () => {
    await testApp.database.db
      .insert(users)
      .values({ name: 'Gabi Google', email: 'gabi@example.com', provider: 'GOOGLE' });

    const response = await login('gabi@example.com', 'Qualquer@123');

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('answers 400 Campo obrigatório for a missing password', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'cliente@navalha.dev' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Campo obrigatório',
      field: 'password',
    });
  });
});

describe('GET /api/auth/me', () => {
  const accessTokens = createAccessTokens(TEST_JWT_SECRET);

  function me(authorization?: string) {
    return app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: authorization ? { authorization } : {},
    });
  }

  it('answers the signed-in user', async () => {
    const session = (await login('barbeiro@navalha.dev', 'Barbeiro@123')).json();

    const response = await me(`Bearer ${session.accessToken}`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(session.user);
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'Bearer not-a-jwt'],
    ['a forged token', 'Bearer aaa.bbb.ccc'],
    ['another scheme', 'Basic Y2xpZW50ZTpzZW5oYQ=='],
  ])('answers 401 UNAUTHENTICATED with %s', async (_case, authorization) => {
    const response = await me(authorization);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'UNAUTHENTICATED',
      message: errorMessages.unauthenticated,
    });
  });

  it('answers 401 for an expired token', async () => {
    const user = await findUser('cliente@navalha.dev');
    const expired = await accessTokens.sign(
      { userId: user?.id ?? '', role: 'CLIENT', barbershopId: null },
      new Date(Date.now() - 16 * 60 * 1000),
    );

    const response = await me(`Bearer ${expired}`);

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 once the account is deactivated, even with a valid token', async () => {
    const email = 'desativado.depois@example.com';
    const session = (await register({ ...validRegistration, email })).json();
    await testApp.database.db.update(users).set({ isActive: false }).where(eq(users.email, email));

    const response = await me(`Bearer ${session.accessToken}`);

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('POST /api/auth/check-email', () => {
  function checkEmail(email: unknown) {
    return app.inject({ method: 'POST', url: '/api/auth/check-email', payload: { email } });
  }

  it.each([
    ['cliente@navalha.dev', true],
    ['  CLIENTE@Navalha.DEV ', true],
    ['ninguem@navalha.dev', false],
  ])('says whether %s is taken', async (email, exists) => {
    const response = await checkEmail(email);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ exists });
  });

  it('answers 400 Email inválido for a malformed e-mail', async () => {
    const response = await checkEmail('cliente@');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Email inválido',
      field: 'email',
    });
  });
});

describe('rate limits', () => {
  let limited: FastifyInstance;

  beforeAll(async () => {
    limited = await buildTestApp(testApp.database, { authRateLimitPerMinute: 10 });
  });

  afterAll(async () => {
    await limited.close();
  });

  it('answers the 11th sign-in of a minute with 429 RATE_LIMITED', async () => {
    // The counters live in the database this file shares: a client of its own starts at zero.
    const attempt = () =>
      limited.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.7',
        payload: { email: 'cliente@navalha.dev', password: 'Errada@123' },
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(401);

    const response = await attempt();

    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
    });
    expect(response.headers['retry-after']).toBeDefined();
  });

  it('counts each route on its own and leaves other routes alone', async () => {
    const check = await limited.inject({
      method: 'POST',
      url: '/api/auth/check-email',
      payload: { email: 'cliente@navalha.dev' },
    });
    expect(check.statusCode).toBe(200);

    for (let i = 0; i < 15; i += 1) {
      expect((await limited.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
  });
});
