import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { barberServices } from '../../db/schema/barber-services.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { oneTimeTokens } from '../../db/schema/one-time-tokens.js';
import { services } from '../../db/schema/services.js';
import { setupProgress } from '../../db/schema/setup-progress.js';
import { users } from '../../db/schema/users.js';
import { workingHours } from '../../db/schema/working-hours.js';
import { startFakePostalService, viaCepPaulista } from '../../test/fake-postal-services.js';
import { emptyShops, setupAnswers } from '../../test/setup-fixtures.js';
import { joinByInvitation } from '../../test/invitation-fixtures.js';
import { buildTestApp, testPasswordHasher } from '../../test/test-app.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { TestDatabase } from '../../test/test-database.js';
import { SetupService } from './setup.service.js';
import { SetupState } from './setup-state.js';
import { SetupRepository } from './setup.repository.js';

let testDatabase: TestDatabase;
let app: FastifyInstance;

/** What server.ts does at start-up: a fresh setup token when no shop exists. */
function startSetup(): Promise<string | null> {
  const db = testDatabase.database.db;
  return new SetupService({
    db,
    passwordHasher: testPasswordHasher,
    state: new SetupState(() => new SetupRepository(db).existsBarbershop()),
  }).startSetup();
}

function put(step: string, token: string, payload: object) {
  return app.inject({
    method: 'PUT',
    url: `/api/setup/${step}`,
    headers: { 'x-setup-token': token },
    payload,
  });
}

async function answerEverything(token: string): Promise<void> {
  for (const step of ['owner', 'shop', 'hours', 'services', 'team'] as const) {
    const response = await put(step, token, setupAnswers[step]);
    expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
  }
}

const complete = (token: string) =>
  app.inject({ method: 'POST', url: '/api/setup/complete', headers: { 'x-setup-token': token } });

async function draft() {
  const [row] = await testDatabase.database.db.select().from(setupProgress);
  return row?.draft ?? null;
}

beforeEach(async () => {
  testDatabase = await createTestDatabase();
});

afterEach(async () => {
  await app.close();
  await testDatabase.dispose();
});

describe('a database with a shop (the demo, or a shop in use)', () => {
  it('never enters setup: health says done and the setup API answers 410', async () => {
    app = await buildTestApp(testDatabase.database);
    expect(await startSetup()).toBeNull();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', setup: 'done' });
    const progress = await app.inject({
      method: 'GET',
      url: '/api/setup/progress',
      headers: { 'x-setup-token': 'anything' },
    });
    expect(progress.statusCode).toBe(410);
    expect(progress.json()).toMatchObject({
      code: 'SETUP_DONE',
      message: 'A configuração já foi concluída. Entre com a sua conta.',
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'dono@navalha.dev', password: 'Dono@123' },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('a fresh production database (no shop)', () => {
  beforeEach(async () => {
    await emptyShops(testDatabase.database.db);
    app = await buildTestApp(testDatabase.database);
  });

  it('keeps /api/health at 200 with setup required, and answers 503 everywhere else', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', setup: 'required' });

    const calls = [
      { method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.com', password: 'X@1abc' } },
      {
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Ana', email: 'ana@b.com', password: 'Senha@123', phone: null },
      },
      { method: 'GET', url: '/api/services' },
      { method: 'GET', url: '/api/admin/dashboard' },
      { method: 'GET', url: '/api/barbershops/contacts' },
      { method: 'GET', url: '/api/docs' },
    ] as const;
    for (const call of calls) {
      const response = await app.inject(call);
      expect(response.statusCode, call.url).toBe(503);
      expect(response.json(), call.url).toMatchObject({
        code: 'SETUP_REQUIRED',
        message:
          'A barbearia está sendo configurada. Volte em alguns minutos, quando a configuração terminar.',
      });
    }
    for (const url of ['/', '/signin', '/admin', '/index.html']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(503);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<h1>A barbearia está sendo configurada</h1>');
      expect(page.body).toContain(
        '<p>Volte em alguns minutos, quando a configuração terminar.</p>',
      );
    }
    // Nothing was written by the refused sign-up.
    expect(await testDatabase.database.db.select().from(users)).toHaveLength(0);
  });

  it('with the web app built: the wizard and its files load, every other page is the notice', async () => {
    const webDistDir = mkdtempSync(join(tmpdir(), 'navalha-setup-web-'));
    mkdirSync(join(webDistDir, 'assets'));
    mkdirSync(join(webDistDir, '.vite'));
    writeFileSync(join(webDistDir, 'index.html'), '<html><head></head><body>app</body></html>');
    writeFileSync(join(webDistDir, 'assets', 'index-1a2b3c.js'), 'console.log(1)');
    writeFileSync(
      join(webDistDir, '.vite', 'manifest.json'),
      JSON.stringify({ 'signed-in': { file: 'assets/signed-in-1a2b.js', name: 'signed-in' } }),
    );
    const web = await buildTestApp(testDatabase.database, { webDistDir });
    try {
      const wizard = await web.inject({ method: 'GET', url: '/setup?token=abc' });
      expect(wizard.statusCode).toBe(200);
      expect(wizard.body).toContain('app');
      const script = await web.inject({ method: 'GET', url: '/assets/index-1a2b3c.js' });
      expect(script.statusCode).toBe(200);
      // A browser that still holds a session cookie from an earlier install.
      for (const url of ['/', '/signin', '/admin/agenda']) {
        const page = await web.inject({
          method: 'GET',
          url,
          headers: { cookie: 'access_token=old' },
        });
        expect(page.statusCode, url).toBe(503);
        expect(page.body).toContain('A barbearia está sendo configurada');
      }
    } finally {
      await web.close();
      rmSync(webDistDir, { recursive: true, force: true });
    }
  });

  it('looks a CEP up for the shop step with the setup token alone', async () => {
    const viaCep = await startFakePostalService('/ws');
    const web = await buildTestApp(testDatabase.database, { viacepUrl: viaCep.url });
    try {
      viaCep.behave({ '01310100': { status: 200, body: viaCepPaulista } });
      const token = (await startSetup())!;
      const url = '/api/setup/postal-codes/01310-100';
      expect((await web.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect(
        (await web.inject({ method: 'GET', url: '/api/postal-codes/01310-100' })).statusCode,
      ).toBe(503);
      const response = await web.inject({
        method: 'GET',
        url,
        headers: { 'x-setup-token': token },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ street: 'Avenida Paulista', city: 'São Paulo' });
    } finally {
      await web.close();
      await viaCep.close();
    }
  });

  it('limits each address to 60 setup calls a minute', async () => {
    const limited = await buildTestApp(testDatabase.database);
    try {
      const call = () =>
        limited.inject({
          method: 'GET',
          url: '/api/setup/progress',
          headers: { 'x-setup-token': 'guess' },
        });
      for (let i = 0; i < 60; i += 1) expect((await call()).statusCode).toBe(401);
      const over = await call();
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });

  it('stores the setup token hashed, and a restart kills the address printed before', async () => {
    const first = await startSetup();
    expect(first).toMatch(/^[\w-]{40,}$/);
    const rows = await testDatabase.database.db.select().from(oneTimeTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(first!).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(first);

    const second = await startSetup();
    expect(second).not.toBe(first);
    const old = await put('owner', first!, setupAnswers.owner);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: 'SETUP_TOKEN_INVALID' });
    expect((await put('owner', second!, setupAnswers.owner)).statusCode).toBe(200);
  });

  it('refuses a call without the token or with a wrong one', async () => {
    await startSetup();
    const none = await app.inject({ method: 'GET', url: '/api/setup/progress' });
    expect(none.statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'GET',
      url: '/api/setup/progress',
      headers: { 'x-setup-token': 'x'.repeat(43) },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(
      'Link de configuração inválido ou expirado. Use o endereço mais recente mostrado no log do servidor.',
    );
  });

  it('validates each step with the pt-BR messages and leaves the draft as it was', async () => {
    const token = (await startSetup())!;
    expect((await put('owner', token, setupAnswers.owner)).statusCode).toBe(200);
    const before = await draft();

    const cases = [
      ['owner', { ...setupAnswers.owner, email: 'não-é-email' }, 'Email inválido'],
      [
        'owner',
        { ...setupAnswers.owner, password: 'fraca' },
        'A senha deve ter no mínimo 6 caracteres',
      ],
      ['shop', { ...setupAnswers.shop, postalCode: '123' }, 'Formato inválido XXXXX-XXX'],
      [
        'shop',
        { ...setupAnswers.shop, timeZone: 'Europe/Lisbon' },
        'Escolha um fuso horário do Brasil',
      ],
      [
        'shop',
        { ...setupAnswers.shop, pixMerchantCity: '' },
        'Com uma chave PIX, informe também o nome e a cidade do recebedor',
      ],
      ['hours', { workingHours: [] }, 'Informe ao menos um horário de funcionamento'],
      [
        'hours',
        {
          workingHours: [
            { dayOfWeek: 1, startTime: '09:00', endTime: '13:00' },
            { dayOfWeek: 1, startTime: '12:00', endTime: '19:00' },
          ],
        },
        'Os períodos de um mesmo dia não podem se sobrepor',
      ],
      ['services', { services: [] }, 'Escolha ao menos um serviço'],
      [
        'services',
        { services: [{ name: 'Corte', price: 0, durationMinutes: 30 }] },
        'O preço deve ser maior que zero',
      ],
      [
        'services',
        {
          services: [
            { name: 'Corte', price: 40, durationMinutes: 30 },
            { name: 'corte', price: 45, durationMinutes: 30 },
          ],
        },
        'Há dois serviços com o mesmo nome',
      ],
      [
        'team',
        {
          takesBookings: false,
          invitations: [{ name: 'Eu', email: setupAnswers.owner.email, phone: '' }],
        },
        'Este e-mail é o seu: você não precisa se convidar',
      ],
    ] as const;
    for (const [step, payload, message] of cases) {
      const response = await put(step, token, payload);
      expect(response.statusCode, `${step} ${message}`).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await draft()).toEqual(before);
  });

  it('keeps only the password hash and resumes with the password shown as set', async () => {
    const token = (await startSetup())!;
    await answerEverything(token);
    const stored = JSON.stringify(await draft());
    expect(stored).not.toContain(setupAnswers.owner.password);
    expect(stored).toContain('$argon2id$');

    // A reload: step 1 saved again without a password keeps the one set.
    const { password: _password, ...withoutPassword } = setupAnswers.owner;
    expect((await put('owner', token, { ...withoutPassword, name: 'Joana N.' })).statusCode).toBe(
      200,
    );
    const progress = await app.inject({
      method: 'GET',
      url: '/api/setup/progress',
      headers: { 'x-setup-token': token },
    });
    expect(progress.statusCode).toBe(200);
    const body = progress.json();
    expect(body.owner).toEqual({
      name: 'Joana N.',
      email: setupAnswers.owner.email,
      phone: setupAnswers.owner.phone,
      passwordSet: true,
    });
    expect(JSON.stringify(body)).not.toContain('argon2');
    expect(body.services.services[1]).toEqual({ name: 'Barba', price: 35.5, durationMinutes: 30 });
    expect(body.shop.timeZone).toBe('America/Sao_Paulo');
    expect(body.team.invitations).toHaveLength(1);
  });

  it('asks for a password when none was ever set', async () => {
    const token = (await startSetup())!;
    const { password: _password, ...withoutPassword } = setupAnswers.owner;
    const response = await put('owner', token, withoutPassword);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Senha é obrigatória', field: 'password' });
    expect(await draft()).toBeNull();
  });

  it('refuses to complete before the steps are done', async () => {
    const token = (await startSetup())!;
    await put('owner', token, setupAnswers.owner);
    const response = await complete(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'SETUP_INCOMPLETE',
      message: 'Preencha a etapa "Barbearia" antes de concluir.',
    });
    expect(await testDatabase.database.db.select().from(barbershops)).toHaveLength(0);
  });

  it('completes in one go: shop, owner signed in, hours, services; then the app serves normally', async () => {
    const token = (await startSetup())!;
    await answerEverything(token);
    const response = await complete(token);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      name: 'Joana Navalha',
      email: setupAnswers.owner.email,
      role: 'OWNER',
      isVerified: false,
    });
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body.invitations).toEqual(setupAnswers.team.invitations);
    // The browser keeps the refresh token in its HttpOnly cookie only (issue 16 §1).
    expect(response.cookies.find((cookie) => cookie.name === 'refresh_token')?.value).toEqual(
      expect.any(String),
    );
    expect(body).not.toHaveProperty('refreshToken');

    const db = testDatabase.database.db;
    const [shop] = await db.select().from(barbershops);
    expect(shop).toMatchObject({
      name: 'Barbearia da Joana',
      address: 'Rua Augusta, 1200, Loja 2 – Consolação, São Paulo – SP, 01304-001',
      phone: '(11) 3456-7890',
      whatsapp: '(11) 98765-4321',
      timeZone: 'America/Sao_Paulo',
    });
    expect(shop?.settings).toMatchObject({
      pixKey: setupAnswers.owner.email,
      pixMerchantName: 'Barbearia da Joana',
      pixMerchantCity: 'Sao Paulo',
      openingHours: setupAnswers.hours.workingHours,
    });
    const [owner] = await db.select().from(users);
    expect(owner).toMatchObject({ role: 'OWNER', barbershopId: shop?.id, takesBookings: true });
    expect(await testPasswordHasher.verify(owner!.passwordHash, 'Tesoura@2026')).toBe(true);
    const shopServices = await db
      .select()
      .from(services)
      .where(eq(services.barbershopId, shop!.id));
    expect(shopServices.map((s) => [s.name, s.priceCents, s.durationMinutes]).sort()).toEqual([
      ['Barba', 3550, 30],
      ['Corte', 4500, 30],
    ]);
    expect(
      await db.select().from(workingHours).where(eq(workingHours.barberId, owner!.id)),
    ).toHaveLength(12);
    expect(await db.select().from(barberServices)).toHaveLength(2);
    expect(await draft()).toBeNull();

    // Done: the token is spent, setup answers 410, and the rest of the app is open.
    const again = await complete(token);
    expect(again.statusCode).toBe(410);
    expect(await db.select().from(barbershops)).toHaveLength(1);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', setup: 'done' });
    const me = await app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: setupAnswers.owner.email, password: 'Tesoura@2026' },
    });
    expect(login.statusCode).toBe(200);
  });

  it("gives barbers who join later the shop's week as their hours", async () => {
    const token = (await startSetup())!;
    await answerEverything(token);
    const { accessToken } = (await complete(token)).json();
    const joined = await joinByInvitation(
      app,
      { headers: { authorization: `Bearer ${accessToken}` } },
      { name: 'Rafael Souza', email: 'rafael@exemplo.com.br', role: 'BARBER' },
    );
    const rows = await testDatabase.database.db
      .select()
      .from(workingHours)
      .where(eq(workingHours.barberId, joined.member.id));
    expect(
      rows
        .map((row) => `${row.dayOfWeek} ${row.startTime}-${row.endTime}`)
        .sort()
        .slice(0, 2),
    ).toEqual(['1 09:00:00-12:00:00', '1 13:00:00-19:00:00']);
    expect(rows).toHaveLength(12);
  });

  it('a second app on the same database (another instance) notices within its TTL', async () => {
    const other = await buildTestApp(testDatabase.database);
    try {
      const token = (await startSetup())!;
      await answerEverything(token);
      expect((await complete(token)).statusCode).toBe(201);
      // `other` read "required" when it was built; its next read after the TTL opens it.
      await new Promise((resolve) => setTimeout(resolve, 3_100));
      const after = await other.inject({ method: 'GET', url: '/api/services' });
      expect(after.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('leaves nothing behind when a write fails midway, and the token still works', async () => {
    const token = (await startSetup())!;
    await answerEverything(token);
    // An account with the owner's e-mail appears meanwhile: the owner's insert fails after the
    // shop's.
    await testDatabase.database.db.insert(users).values({
      name: 'Outra pessoa',
      email: setupAnswers.owner.email,
      role: 'CLIENT',
    });
    const response = await complete(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_IN_USE', field: 'email' });
    const db = testDatabase.database.db;
    expect(await db.select().from(barbershops)).toHaveLength(0);
    expect(await db.select().from(services)).toHaveLength(0);
    expect(await draft()).not.toBeNull();
    const progress = await app.inject({
      method: 'GET',
      url: '/api/setup/progress',
      headers: { 'x-setup-token': token },
    });
    expect(progress.statusCode).toBe(200);
  });

  it('completes once when two completions race', async () => {
    const token = (await startSetup())!;
    await answerEverything(token);
    const [a, b] = await Promise.all([complete(token), complete(token)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(201);
    // The loser finds the token spent (401) or, a moment later, the shop made (410).
    expect([401, 410]).toContain(statuses[1]);
    expect(await testDatabase.database.db.select().from(barbershops)).toHaveLength(1);
  });
});
