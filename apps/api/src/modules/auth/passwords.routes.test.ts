import { createHash } from 'node:crypto';
import { passwordMessages } from '@navalha/core/domain/auth/password-forms';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/email-outbox.js';
import { notifications } from '../../db/schema/notifications.js';
import { oneTimeTokens } from '../../db/schema/one-time-tokens.js';
import { users } from '../../db/schema/users.js';
import { readableEmail, startLocalSmtp } from '../../test/local-smtp.js';
import type { LocalSmtp } from '../../test/local-smtp.js';
import { createPasswordUser, FIXTURE_PASSWORD } from '../../test/password-fixtures.js';
import {
  createUser,
  DEMO_BARBERSHOP_ID,
  insertAppointment,
} from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { RESET_REQUESTS_PER_EMAIL } from './passwords.service.js';
import { sessionOf } from '../../test/refresh-cookie.js';

/**
 * Issue 14 §4 and §5 through the HTTP API, with e-mail through a real SMTP server on a local
 * port: 'Alterar senha', 'Esqueceu a senha?', the reset link's page and what a new password does
 * to the account's other sessions (refresh and access tokens alike).
 */

const PUBLIC_URL = 'https://navalha.example.com';

let testApp: TestApp;
let db: Db;
let smtp: LocalSmtp;
/** The app with SMTP_URL and PUBLIC_URL set. */
let app: FastifyInstance;
/** The same database, without SMTP. */
let noSmtp: FastifyInstance;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  noSmtp = testApp.app;
  smtp = await startLocalSmtp();
  app = await buildTestApp(testApp.database, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
});

afterAll(async () => {
  await app.close();
  await smtp.close();
  await testApp.close();
});

interface Session {
  accessToken: string;
  refreshToken: string;
}

async function login(email: string, password: string, target = app) {
  return target.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

async function signIn(email: string, password = FIXTURE_PASSWORD): Promise<Session> {
  const response = await login(email, password);
  expect(response.statusCode, response.body).toBe(200);
  return sessionOf(response);
}

const me = (session: Pick<Session, 'accessToken'>, target = app) =>
  target.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${session.accessToken}` },
  });

const refresh = (session: Pick<Session, 'refreshToken'>) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refreshToken: session.refreshToken },
  });

function changePassword(session: Session, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/users/me/password',
    headers: { authorization: `Bearer ${session.accessToken}` },
    payload,
  });
}

const forgot = (email: string, target = app) =>
  target.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } });

const reset = (token: string, newPassword: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/password/reset',
    payload: { token, newPassword },
  });

/** Queues what is pending and sends the outbox now, through the local SMTP server. */
async function deliver(): Promise<void> {
  await app.passwords.settled();
  await app.notifications.deliverEmails(new Date());
}

/** The last message the local server received for `to`, decoded enough to read. */
function lastEmailTo(to: string): string {
  const message = smtp.received.filter((email) => email.to.includes(to)).at(-1);
  if (!message) throw new Error(`no e-mail to ${to}`);
  return readableEmail(message.raw);
}

function linkIn(email: string, path: string): string {
  const match = new RegExp(`${PUBLIC_URL}${path}\\?token=([\\w-]+)`).exec(email);
  if (!match?.[1]) throw new Error(`no ${path} link in:\n${email}`);
  return match[1];
}

function tokensOf(userId: string, purpose: 'PASSWORD_RESET' | 'EMAIL_CONFIRMATION') {
  return db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose)));
}

async function noticesOf(userId: string, type: 'PASSWORD_CHANGED' | 'ACCOUNT_SECURITY') {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
}

describe("'Alterar senha' (POST /api/users/me/password)", () => {
  it('refuses a wrong current password on its field and changes nothing', async () => {
    const user = await createPasswordUser(db, 'CLIENT');
    const session = await signIn(user.email);
    const response = await changePassword(session, {
      currentPassword: 'Errada@123',
      newPassword: 'Nova@1234',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'currentPassword',
      message: passwordMessages.currentWrong,
    });
    expect((await login(user.email, FIXTURE_PASSWORD)).statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(200);
    expect(await noticesOf(user.id, 'PASSWORD_CHANGED')).toEqual([]);
  });

  it.each(['CLIENT', 'BARBER', 'ADMIN', 'OWNER'] as const)(
    'ends every other session of a %s at once and keeps this device signed in',
    async (role) => {
      const user = await createPasswordUser(db, role);
      const here = await signIn(user.email);
      const other = await signIn(user.email);
      expect((await me(other)).statusCode).toBe(200);

      const response = await changePassword(here, {
        currentPassword: FIXTURE_PASSWORD,
        newPassword: 'Nova@1234',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).not.toHaveProperty('refreshToken');
      const fresh = sessionOf<Session>(response);

      // The other device: its access token is refused at once, its refresh token is dead.
      expect((await me(other)).statusCode).toBe(401);
      expect((await refresh(other)).statusCode).toBe(401);
      // This device's old pair is gone too, but the fresh one works in the very same second
      // as the revocation (iat has whole seconds).
      expect((await me(here)).statusCode).toBe(401);
      expect((await me(fresh)).statusCode).toBe(200);
      const rotated = await refresh(fresh);
      expect(rotated.statusCode, rotated.body).toBe(200);
      expect((await me(rotated.json())).statusCode).toBe(200);

      expect((await login(user.email, FIXTURE_PASSWORD)).statusCode).toBe(401);
      expect((await login(user.email, 'Nova@1234')).statusCode).toBe(200);
      expect(await noticesOf(user.id, 'PASSWORD_CHANGED')).toEqual([
        expect.objectContaining({ title: 'Sua senha foi alterada' }),
      ]);
    },
  );

  it('e-mails "Sua senha foi alterada" with the shop\'s name, in plain text and HTML', async () => {
    const user = await createPasswordUser(db, 'BARBER');
    const session = await signIn(user.email);
    const response = await changePassword(session, {
      currentPassword: FIXTURE_PASSWORD,
      newPassword: 'Nova@1234',
    });
    expect(response.statusCode).toBe(200);
    await deliver();
    const email = lastEmailTo(user.email);
    const [shop] = await db
      .execute(sql`select name from barbershops where id = ${DEMO_BARBERSHOP_ID}`)
      .then((result) => (result as unknown as { rows: { name: string }[] }).rows);
    expect(email).toContain('Subject: Sua senha foi alterada ·');
    expect(email).toContain(`— ${shop?.name}`);
    expect(email).toContain(`>${shop?.name}</p>`);
    expect(email).toContain('Content-Type: text/plain');
    expect(email).toContain('Content-Type: text/html');
    expect(email).toContain(`${PUBLIC_URL}/signin`);
  });

  it('tells an account with no password (Google only) how to create one', async () => {
    const google = await createUser(db, 'CLIENT', null);
    const response = await changePassword(
      { accessToken: google.headers.authorization.slice('Bearer '.length), refreshToken: '' },
      { currentPassword: 'Qualquer@1', newPassword: 'Nova@1234' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'currentPassword',
      message: passwordMessages.noPassword,
    });
  });

  it('refuses the current password as the new one, and weak ones with the sign-up message', async () => {
    const user = await createPasswordUser(db, 'CLIENT');
    const session = await signIn(user.email);
    const same = await changePassword(session, {
      currentPassword: FIXTURE_PASSWORD,
      newPassword: FIXTURE_PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ field: 'newPassword' });
    const weak = await changePassword(session, {
      currentPassword: FIXTURE_PASSWORD,
      newPassword: 'abc',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('A senha deve ter no mínimo 6 caracteres');
    expect((await me(session)).statusCode).toBe(200);
  });
});

describe("'Esqueceu a senha?' and the reset link", () => {
  it('e-mails a single-use link that sets a new password, ends every session and signs in', async () => {
    const user = await createPasswordUser(db, 'CLIENT');
    const before = await signIn(user.email);

    const asked = await forgot(user.email.toUpperCase());
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ delivery: 'email' });
    await deliver();
    const email = lastEmailTo(user.email);
    expect(email).toContain('Subject: Redefinir sua senha');
    expect(email).toContain('vale por 1 hora');
    const token = linkIn(email, '/redefinir-senha');

    // Hashed: the database never holds the token itself.
    const [row] = await tokensOf(user.id, 'PASSWORD_RESET');
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const raw = await db.execute(
      sql`select count(*)::int as n from one_time_tokens where token_hash = ${token}
          or email = ${token} or id::text = ${token}`,
    );
    expect((raw as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    // Valid one hour.
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBeCloseTo(
      3_600_000,
      -3,
    );

    const check = await app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/check',
      payload: { token },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ email: user.email });

    const done = await reset(token, 'Recuperada@1');
    expect(done.statusCode, done.body).toBe(200);
    const session = sessionOf<Session & { user: { id: string; isVerified: boolean } }>(done);
    expect(session.user).toMatchObject({ id: user.id, isVerified: true });
    expect((await me(session)).statusCode).toBe(200);

    // Old sessions are dead, access tokens too; the old password no longer works.
    expect((await me(before)).statusCode).toBe(401);
    expect((await refresh(before)).statusCode).toBe(401);
    expect((await login(user.email, FIXTURE_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'Recuperada@1')).statusCode).toBe(200);

    // Single use.
    const again = await reset(token, 'Outra@1234');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      code: 'LINK_INVALID',
      message: passwordMessages.linkInvalid,
    });
    expect((await login(user.email, 'Recuperada@1')).statusCode).toBe(200);
    expect(await noticesOf(user.id, 'PASSWORD_CHANGED')).toHaveLength(1);
  });

  it('answers the same for an unknown address, and e-mails nobody', async () => {
    const known = await createPasswordUser(db, 'CLIENT');
    const outboxBefore = await db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
    const unknown = await forgot('ninguem.aqui@exemplo.com');
    const existing = await forgot(known.email);
    expect(unknown.statusCode).toBe(existing.statusCode);
    expect(unknown.body).toBe(existing.body);
    expect(unknown.headers['content-length']).toBe(existing.headers['content-length']);
    await app.passwords.settled();
    const outboxAfter = await db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
    // One message: the known account's.
    expect((outboxAfter[0]?.n ?? 0) - (outboxBefore[0]?.n ?? 0)).toBe(1);
  });

  it('sends no link to a deactivated account', async () => {
    const user = await createPasswordUser(db, 'CLIENT');
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await forgot(user.email)).json()).toEqual({ delivery: 'email' });
    await app.passwords.settled();
    expect(await tokensOf(user.id, 'PASSWORD_RESET')).toEqual([]);
  });

  it('without SMTP says to ask the shop, and issues no link', async () => {
    const user = await createPasswordUser(db, 'CLIENT');
    const response = await forgot(user.email, noSmtp);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ delivery: 'shop' });
    await noSmtp.passwords.settled();
    expect(await tokensOf(user.id, 'PASSWORD_RESET')).toEqual([]);
  });

  it('spends a link once when two resets race', async () => {
    const user = await createPasswordUser(db, 'CLIENT');
    await forgot(user.email);
    await deliver();
    const token = linkIn(lastEmailTo(user.email), '/redefinir-senha');
    const answers = await Promise.all([reset(token, 'Primeira@1'), reset(token, 'Segunda@12')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
    const winner = answers[0]?.statusCode === 200 ? 'Primeira@1' : 'Segunda@12';
    const loser = winner === 'Primeira@1' ? 'Segunda@12' : 'Primeira@1';
    expect((await login(user.email, winner)).statusCode).toBe(200);
    expect((await login(user.email, loser)).statusCode).toBe(401);
  });

  it('refuses an expired, an unknown and a superseded link with the same 410', async () => {
    const user = await createPasswordUser(db, 'CLIENT');
    await forgot(user.email);
    await deliver();
    const first = linkIn(lastEmailTo(user.email), '/redefinir-senha');
    await forgot(user.email);
    await deliver();
    const second = linkIn(lastEmailTo(user.email), '/redefinir-senha');
    expect(second).not.toBe(first);
    // A newer link voids the older one.
    expect((await reset(first, 'Nova@1234')).statusCode).toBe(410);
    // Past its hour, the link is dead.
    await db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, createHash('sha256').update(second).digest('hex')));
    const expired = await reset(second, 'Nova@1234');
    expect(expired.statusCode).toBe(410);
    const unknown = await reset('x'.repeat(43), 'Nova@1234');
    expect(unknown.statusCode).toBe(410);
    expect(unknown.body).toBe(expired.body);
    expect((await login(user.email, FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('limits requests per address, known or not, with the same answer', async () => {
    const user = await createPasswordUser(db, 'CLIENT');
    const unknownEmail = `ninguem.${user.id.slice(0, 8)}@exemplo.com`;
    for (let i = 0; i < RESET_REQUESTS_PER_EMAIL; i += 1) {
      expect((await forgot(user.email)).statusCode).toBe(200);
      expect((await forgot(unknownEmail)).statusCode).toBe(200);
    }
    const known = await forgot(user.email);
    const unknown = await forgot(unknownEmail);
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(unknown.body).toBe(known.body);
    await app.passwords.settled();
  });

  it('limits requests per IP', async () => {
    const limited = await buildTestApp(testApp.database, {
      smtpUrl: smtp.url,
      publicUrl: PUBLIC_URL,
      authRateLimitPerMinute: 2,
    });
    try {
      const ip = { remoteAddress: '203.0.113.77' };
      const ask = (n: number) =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/password/forgot',
          payload: { email: `limite.${n}@exemplo.com` },
          ...ip,
        });
      expect((await ask(1)).statusCode).toBe(200);
      expect((await ask(2)).statusCode).toBe(200);
      expect((await ask(3)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('a reset link the shop makes for a client (POST /api/admin/clients/:id/reset-link)', () => {
  async function adminSession() {
    const admin = await createPasswordUser(db, 'ADMIN');
    return signIn(admin.email);
  }

  // Each booking gets an hour of its own, so two never overlap.
  let bookingHour = 0;

  async function clientWhoBooked(barbershopId: string = DEMO_BARBERSHOP_ID) {
    const client = await createPasswordUser(db, 'CLIENT');
    const [barber] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'BARBER'), eq(users.barbershopId, barbershopId)))
      .limit(1);
    // Far in the past, an hour apart: no slot of any other test is near it.
    await insertAppointment(db, {
      clientId: client.id,
      barberId: barber?.id ?? '',
      barbershopId,
      startsAt: new Date(Date.now() - 400 * 86_400_000 + bookingHour++ * 3_600_000),
      durationMinutes: 15,
      status: 'COMPLETED',
    });
    return client;
  }

  it('gives a client of the shop a link that works like the e-mailed one, and logs it', async () => {
    const admin = await adminSession();
    const client = await clientWhoBooked();
    const clientSession = await signIn(client.email);
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/clients/${client.id}/reset-link`,
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const link = response.json() as { url: string; phone: string | null; name: string };
    expect(link.url).toMatch(new RegExp(`^${PUBLIC_URL}/redefinir-senha\\?token=[\\w-]{43}$`));
    expect(link.phone).toBe('(11) 91111-2222');
    const [row] = await tokensOf(client.id, 'PASSWORD_RESET');
    expect(row).toMatchObject({ barbershopId: DEMO_BARBERSHOP_ID, createdBy: expect.any(String) });
    // The password is untouched until the client uses the link.
    expect((await me(clientSession)).statusCode).toBe(200);

    const token = new URL(link.url).searchParams.get('token') ?? '';
    const done = await reset(token, 'DaLoja@123');
    expect(done.statusCode).toBe(200);
    // A link handed over by the shop proves nothing about the e-mail.
    expect(done.json().user.isVerified).toBe(false);
    expect((await me(clientSession)).statusCode).toBe(401);
    expect((await login(client.email, 'DaLoja@123')).statusCode).toBe(200);
  });

  it('answers 404 for someone who never booked at the shop, and for staff', async () => {
    const admin = await adminSession();
    const stranger = await createPasswordUser(db, 'CLIENT');
    const barber = await createPasswordUser(db, 'BARBER');
    for (const id of [stranger.id, barber.id]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/admin/clients/${id}/reset-link`,
        headers: { authorization: `Bearer ${admin.accessToken}` },
      });
      expect(response.statusCode).toBe(404);
      expect(await tokensOf(id, 'PASSWORD_RESET')).toEqual([]);
    }
  });
});
