import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { invitations } from '../../db/schema/invitations.js';
import { users } from '../../db/schema/users.js';
import { insertInvitation } from '../../test/admin-fixtures.js';
import { INVITEE_PASSWORD, tokenOf } from '../../test/invitation-fixtures.js';
import { readableEmail, startLocalSmtp } from '../../test/local-smtp.js';
import type { LocalSmtp } from '../../test/local-smtp.js';
import {
  createShop,
  createUser,
  DEMO_BARBERSHOP_ID,
  demoActor,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { hashLinkToken } from '../auth/one-time-tokens.js';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let admin: Actor;
let owner: Actor;
let barber: Actor;
let smtp: LocalSmtp;

const DAY = 86_400_000;
const publicUrl = 'https://navalha.example.com';

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  smtp = await startLocalSmtp();
  app = await buildTestApp(testApp.database, { smtpUrl: smtp.url, publicUrl });
  admin = await demoActor(db, 'admin@navalha.dev');
  owner = await demoActor(db, 'dono@navalha.dev');
  barber = await demoActor(db, 'barbeiro@navalha.dev');
});

afterAll(async () => {
  await app.close();
  await smtp.close();
  await testApp.close();
});

let emails = 0;
const newEmail = () => `convidado.${(emails += 1)}.${Date.now()}@navalha.dev`;

function invite(actor: Actor, payload: object, target = app) {
  return target.inject({
    method: 'POST',
    url: '/api/admin/invitations',
    headers: actor.headers,
    payload,
  });
}

function accept(token: string, password = INVITEE_PASSWORD, confirmPassword = password) {
  return app.inject({
    method: 'POST',
    url: `/api/invitations/${token}/accept`,
    payload: { password, confirmPassword },
  });
}

const look = (token: string, target = app) =>
  target.inject({ method: 'GET', url: `/api/invitations/${token}` });

describe('inviting', () => {
  it('answers the invitation and its link once, stores only the hash and e-mails the link', async () => {
    const email = newEmail();
    const response = await invite(admin, {
      name: 'Caio Convidado',
      email: email.toUpperCase(),
      phone: '(11) 91234-5678',
      role: 'BARBER',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      invitation: { name: 'Caio Convidado', email, role: 'BARBER', state: 'PENDING' },
      shopName: 'Navalha Barbearia',
      emailed: true,
    });
    expect(body.url).toMatch(/^https:\/\/navalha\.example\.com\/convite\?token=[\w-]{43}$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const expiresIn = new Date(body.invitation.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(7 * DAY - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * DAY);

    const token = tokenOf(body.url);
    const [row] = await db.select().from(invitations).where(eq(invitations.id, body.invitation.id));
    expect(row?.tokenHash).toBe(hashLinkToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/invitations',
      headers: admin.headers,
    });
    expect(list.body).not.toContain(token);

    smtp.received.length = 0;
    await app.notifications.deliverEmails(new Date(Date.now() + 1_000));
    const message = smtp.received.find((received) => received.to.includes(email));
    expect(message).toBeDefined();
    const text = readableEmail(message!.raw);
    expect(text).toContain('Olá, Caio!');
    expect(text).toContain('Navalha Barbearia');
    expect(text).toContain(`Aceitar convite: ${body.url}`);
  });

  it('without SMTP, only shows the link', async () => {
    const plain = await buildTestApp(testApp.database);
    try {
      const response = await invite(
        admin,
        { name: 'Sem Email', email: newEmail(), phone: null, role: 'BARBER' },
        plain,
      );
      expect(response.statusCode, response.body).toBe(201);
      // The setup wizard's call: a barber with no phone, answered with the link.
      expect(response.json()).toMatchObject({ emailed: false, invitation: { phone: null } });
      expect(response.json().url).toMatch(/^http:\/\/localhost:0\/convite\?token=/);
    } finally {
      await plain.close();
    }
  });

  it('lets the owner invite an admin, and refuses it to an admin with 403, creating nothing', async () => {
    const email = newEmail();
    const refused = await invite(admin, { name: 'Gerente Nova', email, role: 'ADMIN' });
    expect(refused.statusCode).toBe(403);
    expect(await db.select().from(invitations).where(eq(invitations.email, email))).toEqual([]);
    const allowed = await invite(owner, { name: 'Gerente Nova', email, role: 'ADMIN' });
    expect(allowed.statusCode, allowed.body).toBe(201);
    // The admin's list shows barbers' invitations only; the owner's shows both.
    const adminList = await app.inject({
      method: 'GET',
      url: '/api/admin/invitations',
      headers: admin.headers,
    });
    expect(adminList.json().map((i: { role: string }) => i.role)).not.toContain('ADMIN');
    const id = allowed.json().invitation.id;
    const revoke = await app.inject({
      method: 'DELETE',
      url: `/api/admin/invitations/${id}`,
      headers: admin.headers,
    });
    expect(revoke.statusCode).toBe(403);
  });

  it('refuses a barber and a client (403)', async () => {
    const client = await demoActor(db, 'cliente@navalha.dev');
    for (const actor of [barber, client]) {
      const response = await invite(actor, { name: 'Ninguém', email: newEmail(), role: 'BARBER' });
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses an address that already has an account with 409 on the email field', async () => {
    const response = await invite(admin, {
      name: 'Carlos',
      email: 'cliente@navalha.dev',
      role: 'BARBER',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'EMAIL_IN_USE',
      message: 'Este email já está em uso',
      field: 'email',
    });
  });

  it('refuses a second pending invitation to the same address in the shop', async () => {
    const email = newEmail();
    expect((await invite(admin, { name: 'Primeiro', email, role: 'BARBER' })).statusCode).toBe(201);
    const again = await invite(admin, { name: 'Segundo', email, role: 'BARBER' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_EXISTS',
      field: 'email',
      message:
        'Já existe um convite pendente para este email. Reenvie ou revogue o convite na lista.',
    });
    const rows = await db.select().from(invitations).where(eq(invitations.email, email));
    expect(rows).toHaveLength(1);
    // Another shop may invite the same person.
    const shopB = await createShop(db, 'Barbearia Vizinha');
    const ownerB = await createUser(db, 'OWNER', shopB);
    expect((await invite(ownerB, { name: 'Outro', email, role: 'BARBER' })).statusCode).toBe(201);
  });

  it('validates with pt-BR messages', async () => {
    const response = await invite(admin, { name: 'C', email: 'x', role: 'BARBER' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const role = await invite(admin, { name: 'Carla', email: newEmail(), role: 'OWNER' });
    expect(role.json()).toMatchObject({
      message: 'Escolha barbeiro, recepção ou administrador',
    });
  });
});

describe('the list, resend and revoke', () => {
  it('lists pending first, newest first, with each state', async () => {
    const shop = await createShop(db, 'Barbearia Lista');
    const shopOwner = await createUser(db, 'OWNER', shop);
    // Each invitation a minute apart: two inserts in the same millisecond
    // (PGlite's clock) would tie on created_at and fall back to the random id.
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const old = await insertInvitation(db, shop, {
      name: 'Antigo Pendente',
      createdAt: minutesAgo(4),
    });
    const expired = await insertInvitation(db, shop, {
      name: 'Expirado',
      expiresAt: new Date(Date.now() - 1_000),
      createdAt: minutesAgo(3),
    });
    const revoked = await insertInvitation(db, shop, {
      name: 'Revogado',
      createdAt: minutesAgo(2),
    });
    await db
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(eq(invitations.id, revoked.id));
    const fresh = await insertInvitation(db, shop, {
      name: 'Novo Pendente',
      role: 'ADMIN',
      createdAt: minutesAgo(1),
    });
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/invitations',
      headers: shopOwner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((i: { id: string; state: string }) => [i.id, i.state])).toEqual([
      [fresh.id, 'PENDING'],
      [old.id, 'PENDING'],
      [revoked.id, 'REVOKED'],
      [expired.id, 'EXPIRED'],
    ]);
  });

  it('resends with a new link and a new week: the old link is dead', async () => {
    const created = await invite(admin, {
      name: 'Davi Reenvio',
      email: newEmail(),
      role: 'BARBER',
    });
    const { invitation, url } = created.json();
    const resent = await app.inject({
      method: 'POST',
      url: `/api/admin/invitations/${invitation.id}/resend`,
      headers: admin.headers,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().url).not.toBe(url);
    expect((await look(tokenOf(url))).statusCode).toBe(404);
    expect((await look(tokenOf(resent.json().url))).statusCode).toBe(200);
  });

  it('brings an expired invitation back to life on resend', async () => {
    const expired = await insertInvitation(db, DEMO_BARBERSHOP_ID, {
      expiresAt: new Date(Date.now() - DAY),
    });
    expect((await look(expired.token)).json()).toMatchObject({ code: 'INVITATION_EXPIRED' });
    const resent = await app.inject({
      method: 'POST',
      url: `/api/admin/invitations/${expired.id}/resend`,
      headers: admin.headers,
    });
    expect(resent.json().invitation.state).toBe('PENDING');
    expect((await accept(tokenOf(resent.json().url))).statusCode).toBe(200);
  });

  it('revokes: the link answers like an unknown one, and a revoked one cannot be resent', async () => {
    const { id, token } = await insertInvitation(db, DEMO_BARBERSHOP_ID);
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/admin/invitations/${id}`,
      headers: admin.headers,
    });
    expect(revoked.statusCode).toBe(204);
    const unknown = await look('a'.repeat(43));
    const revokedLook = await look(token);
    expect(revokedLook.statusCode).toBe(404);
    expect(revokedLook.json()).toEqual(unknown.json());
    expect(unknown.json()).toMatchObject({
      code: 'INVITATION_INVALID',
      message: 'Este convite não é válido. Peça um novo convite à barbearia.',
    });
    expect((await accept(token)).statusCode).toBe(404);
    const resend = await app.inject({
      method: 'POST',
      url: `/api/admin/invitations/${id}/resend`,
      headers: admin.headers,
    });
    expect(resend.statusCode).toBe(409);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({ action: 'invitation.revoke', actorId: admin.id });
  });

  it("answers 404 for another shop's invitation, changing nothing", async () => {
    const shopB = await createShop(db, 'Barbearia Alheia');
    const theirs = await insertInvitation(db, shopB);
    for (const [method, url] of [
      ['POST', `/api/admin/invitations/${theirs.id}/resend`],
      ['DELETE', `/api/admin/invitations/${theirs.id}`],
    ] as const) {
      const response = await app.inject({ method, url, headers: owner.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Convite não encontrado' });
    }
    expect((await look(theirs.token)).statusCode).toBe(200);
  });
});

describe('accepting', () => {
  it('shows the shop and the person, then creates the account, signs in and spends the link', async () => {
    const email = newEmail();
    const created = await invite(admin, {
      name: 'Elias Tesoura',
      email,
      phone: '(11) 95555-4444',
      role: 'BARBER',
    });
    const token = tokenOf(created.json().url);
    const page = await look(token);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      shopName: 'Navalha Barbearia',
      name: 'Elias Tesoura',
      email,
      role: 'BARBER',
    });

    const response = await accept(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      user: { name: 'Elias Tesoura', email, role: 'BARBER', isVerified: true },
    });
    expect(response.headers['set-cookie']).toContain('refresh_token=');
    // The HttpOnly cookie alone carries the refresh token to a browser.
    expect(response.json()).not.toHaveProperty('refreshToken');
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      role: 'BARBER',
      barbershopId: DEMO_BARBERSHOP_ID,
      phone: '(11) 95555-4444',
      isVerified: true,
      provider: 'LOCAL',
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    // Signed in: the barber's own agenda opens with the token.
    const agenda = await app.inject({
      method: 'GET',
      url: '/api/appointments/barber/my-appointments',
      headers: { authorization: `Bearer ${response.json().accessToken}` },
    });
    expect(agenda.statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: INVITEE_PASSWORD },
    });
    expect(login.statusCode).toBe(200);

    const used = await look(token);
    expect(used.statusCode).toBe(410);
    expect(used.json()).toMatchObject({
      code: 'INVITATION_ACCEPTED',
      message: 'Este convite já foi aceito. Entre com seu email e senha.',
    });
    expect((await accept(token)).statusCode).toBe(410);
    const [row] = await db
      .select()
      .from(invitations)
      .where(eq(invitations.id, created.json().invitation.id));
    expect(row).toMatchObject({ acceptedUserId: user?.id });
    expect(row?.acceptedAt).not.toBeNull();
  });

  it('creates one account from two acceptances at once', async () => {
    const email = newEmail();
    const { token } = await insertInvitation(db, DEMO_BARBERSHOP_ID, { email });
    const [first, second] = await Promise.all([accept(token), accept(token)]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 410]);
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('answers the expired page on the eighth day, creating nothing', async () => {
    const email = newEmail();
    const sent = Date.now();
    const { token } = await insertInvitation(db, DEMO_BARBERSHOP_ID, {
      email,
      expiresAt: new Date(sent + 7 * DAY),
    });
    const eighthDay = await buildTestApp(testApp.database, {}, () => new Date(sent + 7 * DAY + 1));
    try {
      const page = await look(token, eighthDay);
      expect(page.statusCode).toBe(410);
      expect(page.json()).toMatchObject({
        code: 'INVITATION_EXPIRED',
        message: 'Este convite expirou. Peça à barbearia que o reenvie.',
      });
      const response = await eighthDay.inject({
        method: 'POST',
        url: `/api/invitations/${token}/accept`,
        payload: { password: INVITEE_PASSWORD, confirmPassword: INVITEE_PASSWORD },
      });
      expect(response.statusCode).toBe(410);
      expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
    } finally {
      await eighthDay.close();
    }
    // The seventh day still works.
    expect((await look(token)).statusCode).toBe(200);
  });

  it('applies the sign-up password rules and the confirmation, changing nothing', async () => {
    const email = newEmail();
    const { token } = await insertInvitation(db, DEMO_BARBERSHOP_ID, { email });
    const weak = await accept(token, 'senha');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ field: 'password' });
    const mismatch = await accept(token, 'Senha@123', 'Senha@124');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      field: 'confirmPassword',
      message: 'As senhas não coincidem',
    });
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect((await look(token)).statusCode).toBe(200);
  });

  it('refuses when the address got an account meanwhile, keeping the link', async () => {
    const email = newEmail();
    const { token } = await insertInvitation(db, DEMO_BARBERSHOP_ID, { email });
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Alguém', email, password: 'Outra@123', phone: null },
    });
    expect(registered.statusCode).toBe(201);
    const response = await accept(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_IN_USE' });
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user?.role).toBe('CLIENT');
  });

  it('logs the acceptance as the new account', async () => {
    const email = newEmail();
    const { id, token } = await insertInvitation(db, DEMO_BARBERSHOP_ID, { email, role: 'ADMIN' });
    const response = await accept(token);
    expect(response.statusCode).toBe(200);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({
      action: 'invitation.accept',
      actorId: response.json().user.id,
      actorRole: 'ADMIN',
      barbershopId: DEMO_BARBERSHOP_ID,
    });
  });
});
