import { passwordMessages } from '@navalha/core/domain/auth/password-forms';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/notifications.js';
import { oneTimeTokens } from '../../db/schema/one-time-tokens.js';
import { users } from '../../db/schema/users.js';
import { startFakeGoogle } from '../../test/fake-google.js';
import type { FakeGoogle } from '../../test/fake-google.js';
import { readableEmail, startLocalSmtp } from '../../test/local-smtp.js';
import type { LocalSmtp } from '../../test/local-smtp.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { CONFIRMATION_RESENDS_PER_WINDOW } from './email-confirmations.js';
import { sessionOf } from '../../test/refresh-cookie.js';

/**
 * Issue 14 §4: a password account proves its e-mail with a link (at sign-up, after an e-mail
 * change, 'Reenviar e-mail'), and Google sign-in never inherits a password account that did not
 * (decision 007): the password goes and every session of whoever chose it ends.
 */

const PUBLIC_URL = 'https://navalha.example.com';
const PASSWORD = 'Atacante@1';

let testApp: TestApp;
let db: Db;
let smtp: LocalSmtp;
let google: FakeGoogle;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  smtp = await startLocalSmtp();
  google = await startFakeGoogle();
  app = await buildTestApp(testApp.database, {
    smtpUrl: smtp.url,
    publicUrl: PUBLIC_URL,
    googleClientId: google.clientId,
    googleJwksUrl: google.jwksUrl,
  });
});

afterAll(async () => {
  await app.close();
  await google.close();
  await smtp.close();
  await testApp.close();
});

interface Session {
  accessToken: string;
  refreshToken: string;
  user: { id: string; email: string; isVerified: boolean };
}

async function register(email: string, password = PASSWORD): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Pessoa Cadastrada', email, password },
  });
  expect(response.statusCode, response.body).toBe(201);
  return sessionOf(response);
}

const login = (email: string, password = PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const bearer = (session: Pick<Session, 'accessToken'>) => ({
  authorization: `Bearer ${session.accessToken}`,
});

const me = (session: Pick<Session, 'accessToken'>) =>
  app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(session) });

const refresh = (session: Pick<Session, 'refreshToken'>) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refreshToken: session.refreshToken },
  });

const confirm = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/email/confirm', payload: { token } });

const resend = (session: Session) =>
  app.inject({
    method: 'POST',
    url: '/api/users/me/email-confirmation',
    headers: bearer(session),
  });

async function googleSignIn(sub: string, email: string) {
  const credential = await google.idToken({ claims: { sub, email, name: 'Dona Do Gmail' } });
  return app.inject({
    method: 'POST',
    url: '/api/auth/social',
    payload: { provider: 'google', credential },
  });
}

async function deliver(): Promise<void> {
  await app.notifications.deliverEmails(new Date());
}

function lastEmailTo(to: string): string {
  const message = smtp.received.filter((email) => email.to.includes(to)).at(-1);
  if (!message) throw new Error(`no e-mail to ${to}`);
  return readableEmail(message.raw);
}

function confirmationTokenIn(email: string): string {
  const match = new RegExp(`${PUBLIC_URL}/confirmar-email\\?token=([\\w-]+)`).exec(email);
  if (!match?.[1]) throw new Error(`no confirmation link in:\n${email}`);
  return match[1];
}

async function confirmationEmailTo(address: string): Promise<string> {
  await deliver();
  return confirmationTokenIn(lastEmailTo(address));
}

function profileWith(email: string) {
  return {
    name: 'Pessoa Cadastrada',
    email,
    phone: '(11) 98765-4321',
    birthDate: '1990-09-07',
    postalCode: '01310-100',
    street: 'Avenida Paulista',
    houseNumber: '1000',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    country: 'Brasil',
  };
}

async function findUser(id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('e-mail confirmation', () => {
  it('e-mails a link at sign-up that confirms the address once; the account works before', async () => {
    const session = await register('confirma.cadastro@exemplo.com');
    expect(session.user.isVerified).toBe(false);
    const profile = await me(session);
    expect(profile.json()).toMatchObject({
      isVerified: false,
      hasPassword: true,
      emailDelivery: true,
    });

    const email = lastEmailAfterDelivery('confirma.cadastro@exemplo.com');
    const token = confirmationTokenIn(await email);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ email: 'confirma.cadastro@exemplo.com' });
    expect((await me(session)).json()).toMatchObject({ isVerified: true });
    const again = await confirm(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'LINK_INVALID' });
  });

  async function lastEmailAfterDelivery(address: string) {
    await deliver();
    return lastEmailTo(address);
  }

  it('confirms nothing once the e-mail changed, and sends a link to the new address', async () => {
    const session = await register('antes.mudanca@exemplo.com');
    const oldToken = await confirmationEmailTo('antes.mudanca@exemplo.com');
    const changed = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(session),
      payload: profileWith('depois.mudanca@exemplo.com'),
    });
    expect(changed.statusCode, changed.body).toBe(200);

    // The new address's link voided the old one.
    const stale = await confirm(oldToken);
    expect(stale.statusCode).toBe(410);
    expect(stale.json()).toMatchObject({ code: 'LINK_INVALID' });
    expect((await findUser(session.user.id))?.isVerified).toBe(false);

    const newToken = await confirmationEmailTo('depois.mudanca@exemplo.com');
    expect((await confirm(newToken)).statusCode).toBe(200);
    expect((await findUser(session.user.id))?.isVerified).toBe(true);
  });

  it('confirms only the address the link was sent to', async () => {
    const session = await register('endereco.antigo@exemplo.com');
    const token = await confirmationEmailTo('endereco.antigo@exemplo.com');
    // Changed by some other way than the profile (which would send a new link).
    await db
      .update(users)
      .set({ email: 'endereco.novo@exemplo.com' })
      .where(eq(users.id, session.user.id));
    const stale = await confirm(token);
    expect(stale.statusCode).toBe(410);
    expect(stale.json().message).toBe(passwordMessages.confirmationStale);
    expect((await findUser(session.user.id))?.isVerified).toBe(false);
  });

  it("'Reenviar e-mail' sends a fresh link (voiding the old), then 409 once confirmed", async () => {
    const session = await register('reenvio@exemplo.com');
    const first = await confirmationEmailTo('reenvio@exemplo.com');
    const resent = await resend(session);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ sentTo: 'reenvio@exemplo.com' });
    const second = await confirmationEmailTo('reenvio@exemplo.com');
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(410);
    expect((await confirm(second)).statusCode).toBe(200);
    const done = await resend(session);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(passwordMessages.alreadyConfirmed);
  });

  it("limits 'Reenviar e-mail' per account", async () => {
    const session = await register('reenvio.limite@exemplo.com');
    for (let i = 0; i < CONFIRMATION_RESENDS_PER_WINDOW; i += 1) {
      expect((await resend(session)).statusCode).toBe(200);
    }
    expect((await resend(session)).statusCode).toBe(429);
  });

  it('without SMTP issues no link and says e-mail is unavailable', async () => {
    const noSmtp = testApp.app;
    const response = await noSmtp.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Sem Email', email: 'sem.smtp@exemplo.com', password: PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    const session = response.json() as Session;
    const tokens = await db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, session.user.id));
    expect(tokens).toEqual([]);
    const profile = await noSmtp.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(session),
    });
    expect(profile.json()).toMatchObject({ emailDelivery: false, isVerified: false });
    const resent = await noSmtp.inject({
      method: 'POST',
      url: '/api/users/me/email-confirmation',
      headers: bearer(session),
    });
    expect(resent.statusCode).toBe(503);
    expect(resent.json().message).toBe(passwordMessages.emailUnavailable);
  });
});

describe('Google sign-in and an unconfirmed password account (decision 007)', () => {
  async function expectTakenOver(attacker: Session, sub: string, email: string) {
    const owner = await googleSignIn(sub, email);
    expect(owner.statusCode, owner.body).toBe(200);
    const ownerSession = owner.json() as Session;
    expect(ownerSession.user).toMatchObject({ id: attacker.user.id, isVerified: true });

    // The attacker's password, refresh token and access token are all dead.
    expect((await login(email)).statusCode).toBe(401);
    expect((await refresh(attacker)).statusCode).toBe(401);
    expect((await me(attacker)).statusCode).toBe(401);
    // The owner is in, in the very second of the revocation.
    expect((await me(ownerSession)).statusCode).toBe(200);
    expect((await me(ownerSession)).json()).toMatchObject({ hasPassword: false });

    const row = await findUser(attacker.user.id);
    expect(row).toMatchObject({ passwordHash: null, isVerified: true });
    const told = await db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, attacker.user.id), eq(notifications.type, 'ACCOUNT_SECURITY')),
      );
    expect(told).toHaveLength(1);
    await deliver();
    expect(lastEmailTo(email)).toContain('Sua conta agora entra com o Google');
  }

  it("takes the account from whoever registered someone else's Gmail", async () => {
    const attacker = await register('vitima@gmail.com');
    expect((await me(attacker)).statusCode).toBe(200);
    await expectTakenOver(attacker, 'google-vitima', 'vitima@gmail.com');
  });

  it("does the same after an e-mail change to someone else's Gmail", async () => {
    const attacker = await register('atacante@exemplo.com');
    // Even an address the attacker confirmed before: the change makes the account unconfirmed.
    expect((await confirm(await confirmationEmailTo('atacante@exemplo.com'))).statusCode).toBe(200);
    const changed = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(attacker),
      payload: profileWith('vitima2@gmail.com'),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().profile).toMatchObject({ isVerified: false });
    await expectTakenOver(attacker, 'google-vitima2', 'vitima2@gmail.com');
  });

  it('links a confirmed password account as before: its password and sessions stay', async () => {
    const holder = await register('confirmada@gmail.com');
    expect((await confirm(await confirmationEmailTo('confirmada@gmail.com'))).statusCode).toBe(200);
    const signedIn = await googleSignIn('google-confirmada', 'confirmada@gmail.com');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.id).toBe(holder.user.id);
    expect((await login('confirmada@gmail.com')).statusCode).toBe(200);
    expect((await me(holder)).statusCode).toBe(200);
    expect((await refresh(holder)).statusCode).toBe(200);
  });
});
