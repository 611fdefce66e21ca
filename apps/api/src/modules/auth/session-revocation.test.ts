import { errorMessages } from '@navalha/core/contracts/errors';
import { fromCents } from '@navalha/core/domain/money';
import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { appointments } from '../../db/schema/appointments.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { refreshTokens } from '../../db/schema/refresh-tokens.js';
import { users } from '../../db/schema/users.js';
import { joinByInvitation } from '../../test/invitation-fixtures.js';
import { countQueries } from '../../test/query-counter.js';
import { refreshCookieOf } from '../../test/refresh-cookie.js';
import {
  DEMO_BARBERSHOP_ID,
  demoActor,
  demoServices,
  futureDate,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import {
  buildTestApp,
  createTestApp,
  testConfig,
  testPasswordHasher,
} from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { selectedTestDriver } from '../../test/test-database-info.js';
import type { PasswordHasher } from './password.js';
import { SESSIONS_REVOKED_CHANNEL } from './session-revocations.js';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let bruno: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
});

afterAll(async () => {
  await testApp.close();
});

interface Session {
  userId: string;
  headers: { authorization: string };
}

let signUps = 0;

/** A new client signed in with a password, as the sign-up screen does. */
async function signUp(): Promise<Session> {
  signUps += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Cliente Sessão',
      email: `sessao.${signUps}.${Date.now()}@gmail.com`,
      password: 'Segredo@123',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json();
  return { userId: body.user.id, headers: { authorization: `Bearer ${body.accessToken}` } };
}

async function signIn(email: string, password: string, target = app): Promise<Session> {
  const response = await target.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { userId: body.user.id, headers: { authorization: `Bearer ${body.accessToken}` } };
}

function send(
  target: FastifyInstance,
  session: Session,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return target.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
}

let nextWeek = 0;

/** A cash booking with the demo barber, on a Monday of its own. */
function book(session: Session, target = app) {
  nextWeek += 1;
  const [corte] = demoServices;
  return send(target, session, 'POST', '/api/appointments', {
    serviceIds: [corte.id],
    barberIds: [bruno.id],
    scheduledDate: futureDate(1, 21 + 7 * nextWeek),
    scheduledTime: '10:00',
    paymentMethod: 'CASH',
    totalPrice: fromCents(computeOrderTotals({ items: [corte], method: 'CASH' }).total),
  });
}

function deleteAccount(session: Session) {
  return send(app, session, 'DELETE', '/api/users/me', { confirmation: 'excluir' });
}

/**
 * Repeats a request that changes nothing until it is refused: an instance hears of a revocation
 * through the database's NOTIFY, a moment after the commit. Fails after 5 s.
 */
async function untilRefused(request: () => Promise<LightMyRequestResponse>) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const response = await request();
    if (response.statusCode === 401 || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function expectUnauthenticated(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(401);
  expect(response.json()).toEqual({
    statusCode: 401,
    error: 'Unauthorized',
    code: 'UNAUTHENTICATED',
    message: errorMessages.unauthenticated,
  });
}

async function bookingsOf(userId: string) {
  return db.select().from(appointments).where(eq(appointments.clientId, userId));
}

async function userRow(id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

const myAppointments = '/api/appointments/my-appointments';

describe('a deleted account', () => {
  it("refuses the client's access token at once, though it has not expired", async () => {
    const client = await signUp();
    expect((await book(client)).statusCode).toBe(201);
    expect((await send(app, client, 'GET', '/api/auth/me')).statusCode).toBe(200);

    const deleted = await deleteAccount(client);
    expect(deleted.statusCode, deleted.body).toBe(200);

    expectUnauthenticated(await untilRefused(() => send(app, client, 'GET', myAppointments)));
    expectUnauthenticated(await send(app, client, 'GET', '/api/auth/me'));
    expectUnauthenticated(await book(client));
    // Only the booking made before, cancelled with the account.
    expect((await bookingsOf(client.userId)).map((booking) => booking.status)).toEqual([
      'CANCELLED',
    ]);
    expect((await userRow(client.userId)).sessionsRevokedAt).toBeInstanceOf(Date);
  });

  it('is refused by another instance on the same database, told through LISTEN', async () => {
    const other = await buildTestApp(testApp.database);
    try {
      const client = await signUp();
      // The other instance has verified (and cached) the token before the deletion.
      expect((await send(other, client, 'GET', myAppointments)).statusCode).toBe(200);

      expect((await deleteAccount(client)).statusCode).toBe(200);

      expectUnauthenticated(await untilRefused(() => send(other, client, 'GET', myAppointments)));
      expectUnauthenticated(await book(client, other));
      expect(await bookingsOf(client.userId)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it.runIf(selectedTestDriver() === 'postgres')(
    'is refused after a lost listener reconnects, though its notice was missed',
    async () => {
      const other = await buildTestApp(testApp.database);
      try {
        const client = await signUp();
        expect((await send(other, client, 'GET', myAppointments)).statusCode).toBe(200);
        // Every instance's listener is dropped, as by a database restart, and the account is
        // deleted before they are back (they wait 1 s): nobody hears its NOTIFY.
        const listeners = sql`from pg_stat_activity where datname = current_database()
          and query = ${`listen ${SESSIONS_REVOKED_CHANNEL}`}`;
        await db.execute(sql`select pg_terminate_backend(pid) ${listeners}`);
        await vi.waitFor(
          async () => {
            const rows = await executeRows<{ n: number }>(
              db,
              sql`select count(*)::int as n ${listeners}`,
            );
            expect(rows[0]?.n).toBe(0);
          },
          { timeout: 800, interval: 20 },
        );
        expect((await deleteAccount(client)).statusCode).toBe(200);

        expectUnauthenticated(await untilRefused(() => send(other, client, 'GET', myAppointments)));
      } finally {
        await other.close();
      }
    },
    15_000,
  );

  it('is refused by an instance started after the deletion, from its first request', async () => {
    const client = await signUp();
    expect((await deleteAccount(client)).statusCode).toBe(200);

    const restarted = await buildTestApp(testApp.database);
    try {
      expectUnauthenticated(await send(restarted, client, 'GET', myAppointments));
      expectUnauthenticated(await book(client, restarted));
    } finally {
      await restarted.close();
    }
  });
});

describe('a deactivated admin', () => {
  it('is refused on admin routes at once, and signs in afresh once reactivated', async () => {
    const owner = await signIn('dono@navalha.dev', 'Dono@123');
    const { member, password } = await joinByInvitation(app, owner, {
      name: 'Gerente Temporária',
      email: `gerente.${Date.now()}@navalha.dev`,
      role: 'ADMIN',
    });
    const admin = await signIn(member.email, password);
    expect((await send(app, admin, 'GET', '/api/admin/settings')).statusCode).toBe(200);

    const deactivated = await send(app, owner, 'PATCH', `/api/admin/admins/${member.id}`, {
      isActive: false,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);

    expectUnauthenticated(await untilRefused(() => send(app, admin, 'GET', '/api/admin/settings')));
    expectUnauthenticated(
      await send(app, admin, 'PATCH', '/api/admin/settings', { name: 'Barbearia Tomada' }),
    );
    const [shop] = await db
      .select()
      .from(barbershops)
      .where(eq(barbershops.id, DEMO_BARBERSHOP_ID));
    expect(shop?.name).toBe('Navalha Barbearia');

    // Reactivated, a sign-in in a later second than the deactivation is a new, valid session.
    const reactivated = await send(app, owner, 'PATCH', `/api/admin/admins/${member.id}`, {
      isActive: true,
    });
    expect(reactivated.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_050 - (Date.now() % 1_000)));
    const again = await signIn(member.email, password);
    expect((await send(app, again, 'GET', '/api/admin/settings')).statusCode).toBe(200);
    // The old token stays refused.
    expectUnauthenticated(await send(app, admin, 'GET', '/api/admin/settings'));
  });

  it("is refused at once when the admin's password is reset with the owner's link", async () => {
    const owner = await signIn('dono@navalha.dev', 'Dono@123');
    const { member, password } = await joinByInvitation(app, owner, {
      name: 'Gerente Esquecida',
      email: `esquecida.${Date.now()}@navalha.dev`,
      role: 'ADMIN',
    });
    const admin = await signIn(member.email, password);
    expect((await send(app, admin, 'GET', '/api/admin/settings')).statusCode).toBe(200);

    const link = await send(app, owner, 'POST', `/api/admin/admins/${member.id}/reset-password`);
    expect(link.statusCode, link.body).toBe(200);
    const token = new URL(link.json().url).searchParams.get('token');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, newPassword: 'Propria@123' },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    expectUnauthenticated(await untilRefused(() => send(app, admin, 'GET', '/api/admin/settings')));
    // The session the reset opened works at once, in the revocation's own second.
    const fresh = {
      userId: member.id as string,
      headers: { authorization: `Bearer ${reset.json().accessToken as string}` },
    };
    expect((await send(app, fresh, 'GET', '/api/admin/settings')).statusCode).toBe(200);
    const again = await signIn(member.email, 'Propria@123');
    expect((await send(app, again, 'GET', '/api/admin/settings')).statusCode).toBe(200);
  });

  it('gets no session from a sign-in that the deactivation overtakes', async () => {
    const owner = await signIn('dono@navalha.dev', 'Dono@123');
    const { member, password } = await joinByInvitation(app, owner, {
      name: 'Gerente Apressada',
      email: `apressada.${Date.now()}@navalha.dev`,
      role: 'ADMIN',
    });
    // The deactivation commits while the sign-in is past its password check.
    const racingHasher: PasswordHasher = {
      hash: (password) => testPasswordHasher.hash(password),
      async verify(hash, password) {
        const matches = await testPasswordHasher.verify(hash, password);
        const deactivated = await send(app, owner, 'PATCH', `/api/admin/admins/${member.id}`, {
          isActive: false,
        });
        expect(deactivated.statusCode).toBe(200);
        return matches;
      },
    };
    const racing = await buildApp({
      config: testConfig(),
      db,
      passwordHasher: racingHasher,
    });
    try {
      const response = await racing.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: member.email, password },
      });

      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
      const live = await db
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, member.id), isNull(refreshTokens.revokedAt)));
      expect(live).toEqual([]);
    } finally {
      await racing.close();
    }
  });
});

describe('checking access tokens', () => {
  it('costs no query: a signed-in request reads only what its route reads', async () => {
    const client = await signUp();
    expect((await deleteAccount(await signUp())).statusCode).toBe(200);

    // GET /auth/me reads the user, and nothing else, even for a token not verified before.
    expect(await countQueries(db, () => send(app, client, 'GET', '/api/auth/me'))).toBe(1);
    expect(await countQueries(db, () => send(app, client, 'GET', '/api/auth/me'))).toBe(1);
  });
});

interface DeviceSession extends Session {
  /** The refresh token, from the HttpOnly cookie the answer sets, as a browser keeps it. */
  refreshToken: string;
}

/** A sign-in on a device of its own (its user agent). */
async function signInOn(device: string, email: string, password: string): Promise<DeviceSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': device },
    payload: { email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return {
    userId: body.user.id,
    headers: { authorization: `Bearer ${body.accessToken}` },
    refreshToken: refreshCookieOf(response),
  };
}

function refreshOn(device: string, refreshToken: string, target = app) {
  return target.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { 'user-agent': device },
    cookies: { refresh_token: refreshToken },
  });
}

function logout(session: DeviceSession, target = app) {
  return target.inject({
    method: 'POST',
    url: '/api/auth/logout',
    cookies: { refresh_token: session.refreshToken },
  });
}

/** A new client with a password, for sign-ins on several devices. */
async function newClient(): Promise<{ email: string; password: string }> {
  signUps += 1;
  const email = `aparelhos.${signUps}.${Date.now()}@gmail.com`;
  const password = 'Segredo@123';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Cliente Aparelhos', email, password },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { email, password };
}

describe('signing out', () => {
  it("refuses that session's access token at once, and only that session's", async () => {
    const { email, password } = await newClient();
    const phone = await signInOn('Celular', email, password);
    const laptop = await signInOn('Notebook', email, password);
    expect((await send(app, phone, 'GET', myAppointments)).statusCode).toBe(200);

    expect((await logout(phone)).statusCode).toBe(204);

    // The very next request, with no wait for the NOTIFY: this instance ended it itself.
    expectUnauthenticated(await send(app, phone, 'GET', myAppointments));
    expectUnauthenticated(await book(phone));
    expect(await bookingsOf(phone.userId)).toEqual([]);
    // The other device is still signed in, access and refresh token alike.
    expect((await send(app, laptop, 'GET', myAppointments)).statusCode).toBe(200);
    expect((await refreshOn('Notebook', laptop.refreshToken)).statusCode).toBe(200);
  });

  it('is refused by another instance on the same database, told through LISTEN', async () => {
    const other = await buildTestApp(testApp.database);
    try {
      const { email, password } = await newClient();
      const phone = await signInOn('Celular', email, password);
      const laptop = await signInOn('Notebook', email, password);
      // The other instance has verified (and cached) both tokens before the logout.
      expect((await send(other, phone, 'GET', myAppointments)).statusCode).toBe(200);
      expect((await send(other, laptop, 'GET', myAppointments)).statusCode).toBe(200);

      expect((await logout(phone)).statusCode).toBe(204);

      expectUnauthenticated(await untilRefused(() => send(other, phone, 'GET', myAppointments)));
      expect((await send(other, laptop, 'GET', myAppointments)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('is refused by an instance started after the logout, from its first request', async () => {
    const { email, password } = await newClient();
    const phone = await signInOn('Celular', email, password);
    const laptop = await signInOn('Notebook', email, password);
    expect((await logout(phone)).statusCode).toBe(204);

    const restarted = await buildTestApp(testApp.database);
    try {
      expectUnauthenticated(await send(restarted, phone, 'GET', myAppointments));
      expect((await send(restarted, laptop, 'GET', myAppointments)).statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});

describe('a refresh token used twice', () => {
  it("ends the session: the thief's and the victim's access tokens are refused at once", async () => {
    const { email, password } = await newClient();
    const victim = await signInOn('Celular da vítima', email, password);
    const laptop = await signInOn('Notebook', email, password);

    // The thief, on a client of their own, refreshes first with the stolen token.
    const stolen = await refreshOn('Navegador do ladrão', victim.refreshToken);
    expect(stolen.statusCode, stolen.body).toBe(200);
    const thief = {
      userId: victim.userId,
      headers: { authorization: `Bearer ${stolen.json().accessToken as string}` },
    };
    expect((await send(app, thief, 'GET', myAppointments)).statusCode).toBe(200);

    // The victim's phone presents the same, now rotated, token.
    const reused = await refreshOn('Celular da vítima', victim.refreshToken);
    expect(reused.statusCode).toBe(401);

    expectUnauthenticated(await send(app, thief, 'GET', myAppointments));
    expectUnauthenticated(await send(app, victim, 'GET', myAppointments));
    expect((await refreshOn('Navegador do ladrão', refreshCookieOf(stolen))).statusCode).toBe(401);
    // Another session of the same account is not touched.
    expect((await send(app, laptop, 'GET', myAppointments)).statusCode).toBe(200);
  });
});
