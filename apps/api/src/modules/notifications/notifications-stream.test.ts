import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/notifications.js';
import { createAccessTokens } from '../auth/tokens.js';
import { insertBooking } from '../../test/payment-fixtures.js';
import { demoActor } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { selectedTestDriver } from '../../test/test-database-info.js';
import { buildTestApp, createTestApp, TEST_JWT_SECRET } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { errorMessages } from '@navalha/core/contracts/errors';
import { joinByInvitation } from '../../test/invitation-fixtures.js';
import { refreshCookieOf } from '../../test/refresh-cookie.js';
import { HEARTBEAT_MS } from './notifications-stream.js';
import { eventually, openEventStream } from '../../test/event-stream.js';
import type { OpenStream } from '../../test/event-stream.js';

/**
 * The live stream over a real socket (inject cannot stream): one app listens, and the events
 * are written through another app on the same database, as a second instance would. On
 * PostgreSQL that crosses LISTEN/NOTIFY between two connections.
 */

let testApp: TestApp;
let db: Db;
/** The instance the phone is connected to. */
let listening: FastifyInstance;
/** Another instance, where the barber's and the client's requests land. */
let other: FastifyInstance;
let port: number;
let client: Actor;
let bruno: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  listening = await buildTestApp(testApp.database);
  other = await buildTestApp(testApp.database);
  await listening.listen({ port: 0, host: '127.0.0.1' });
  await other.ready();
  port = (listening.server.address() as AddressInfo).port;
  client = await demoActor(db, 'cliente@navalha.dev');
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
});

afterAll(async () => {
  await other.close();
  await listening.close();
  await testApp.close();
});

function openStream(headers: Record<string, string>, at = port): Promise<OpenStream> {
  return openEventStream(at, headers);
}

describe('GET /api/notifications/stream', () => {
  it('streams a notification written through another instance to the reader, live', async () => {
    const stream = await openStream({ authorization: client.headers.authorization });
    try {
      expect(stream.response.statusCode).toBe(200);
      expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.response.headers['cache-control']).toBe('no-store');
      // The route's security headers stay on the stream.
      expect(stream.response.headers['x-content-type-options']).toBe('nosniff');
      await eventually(() => stream.text().includes('retry: 5000'));

      const booking = await insertBooking(db, {
        clientId: client.id,
        barberId: bruno.id,
        method: 'CASH',
      });
      const confirmed = await other.inject({
        method: 'PATCH',
        url: `/api/appointments/${booking.id}/confirm`,
        headers: bruno.headers,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);

      const event = await stream.waitFor((item) => item.event === 'notification');
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(sql`${notifications.appointmentId} = ${booking.id}`);
      expect(JSON.parse(event.data)).toEqual({ id: row?.id });
    } finally {
      stream.close();
    }
  });

  it("sends nothing of other people's notifications", async () => {
    const barberStream = await openStream({ authorization: bruno.headers.authorization });
    const clientStream = await openStream({ authorization: client.headers.authorization });
    try {
      await eventually(() => barberStream.text().includes('retry:'));
      await eventually(() => clientStream.text().includes('retry:'));
      const booking = await insertBooking(db, {
        clientId: client.id,
        barberId: bruno.id,
        method: 'CASH',
      });
      await other.inject({
        method: 'PATCH',
        url: `/api/appointments/${booking.id}/confirm`,
        headers: bruno.headers,
      });
      await clientStream.waitFor((item) => item.event === 'notification');
      // The barber's own stream stays quiet: the notification is the client's.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(barberStream.events).toEqual([]);
    } finally {
      barberStream.close();
      clientStream.close();
    }
  });

  it("tells the reader's other devices when notifications are read", async () => {
    const stream = await openStream({ authorization: client.headers.authorization });
    try {
      await eventually(() => stream.text().includes('retry:'));
      const read = await other.inject({
        method: 'POST',
        url: '/api/notifications/read-all',
        headers: client.headers,
      });
      expect(read.statusCode).toBe(200);
      await stream.waitFor((item) => item.event === 'read');
    } finally {
      stream.close();
    }
  });

  it('takes the access token from the access_token cookie (EventSource sends no headers)', async () => {
    const token = client.headers.authorization.replace('Bearer ', '');
    const stream = await openStream({ cookie: `user_data=x; access_token=${token}` });
    try {
      expect(stream.response.statusCode).toBe(200);
    } finally {
      stream.close();
    }
  });

  it('answers 401 with the error body without a valid token', async () => {
    const attempts: Record<string, string>[] = [{}, { cookie: 'access_token=aaa.bbb.ccc' }];
    for (const headers of attempts) {
      const stream = await openStream(headers);
      expect(stream.response.statusCode).toBe(401);
      await stream.ended;
      expect(JSON.parse(stream.text())).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('ends the stream when the access token expires', async () => {
    // A token issued 15 min minus 1 s ago: it has one second left.
    const issuedAt = new Date(Date.now() - 15 * 60_000 + 1_000);
    const token = await createAccessTokens(TEST_JWT_SECRET).sign(
      { userId: client.id, role: 'CLIENT', barbershopId: null },
      issuedAt,
    );
    const stream = await openStream({ authorization: `Bearer ${token}` });
    expect(stream.response.statusCode).toBe(200);
    const started = Date.now();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('sends a heartbeat comment every 25 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = await openStream({ authorization: client.headers.authorization });
      try {
        await eventually(() => stream.text().includes('retry:'));
        expect(stream.text()).not.toContain(': ping');
        vi.advanceTimersByTime(HEARTBEAT_MS);
        await eventually(() => stream.text().includes(': ping\n\n'));
      } finally {
        stream.close();
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it.runIf(selectedTestDriver() === 'postgres')(
    'reconnects its database listener and asks the pages to fetch again',
    async () => {
      const stream = await openStream({ authorization: client.headers.authorization });
      try {
        await eventually(() => stream.text().includes('retry:'));
        // Both instances' listeners are dropped, as by a database restart.
        await db.execute(sql`
          select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and query ilike 'listen %'`);
        await stream.waitFor((item) => item.event === 'resync', 8_000);

        const booking = await insertBooking(db, {
          clientId: client.id,
          barberId: bruno.id,
          method: 'CASH',
        });
        await other.inject({
          method: 'PATCH',
          url: `/api/appointments/${booking.id}/confirm`,
          headers: bruno.headers,
        });
        await stream.waitFor((item) => item.event === 'notification');
      } finally {
        stream.close();
      }
    },
    15_000,
  );
});

let accounts = 0;

/** A new client signed in on a device of its own: its bearer header and refresh token. */
async function newSession(): Promise<{
  id: string;
  email: string;
  headers: { authorization: string };
  refreshToken: string;
}> {
  accounts += 1;
  const email = `ao.vivo.${accounts}.${Date.now()}@gmail.com`;
  const response = await other.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Cliente Ao Vivo', email, password: 'Segredo@123' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return {
    id: response.json().user.id as string,
    email,
    headers: { authorization: `Bearer ${response.json().accessToken as string}` },
    refreshToken: refreshCookieOf(response),
  };
}

async function signInAgain(email: string) {
  const response = await other.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'Segredo@123' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    email,
    headers: { authorization: `Bearer ${response.json().accessToken as string}` },
    refreshToken: refreshCookieOf(response),
  };
}

async function expectTooMany(stream: OpenStream) {
  expect(stream.response.statusCode).toBe(429);
  await stream.ended;
  expect(JSON.parse(stream.text())).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    code: 'RATE_LIMITED',
    message: errorMessages.tooManyStreams,
  });
}

describe('open stream limits', () => {
  let limited: FastifyInstance;
  let limitedPort: number;

  beforeAll(async () => {
    limited = await buildTestApp(testApp.database, { sseMaxPerAccount: 2, sseMaxPerIp: 3 });
    await limited.listen({ port: 0, host: '127.0.0.1' });
    limitedPort = (limited.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 beyond the streams of one account and of one IP, and frees a closed one', async () => {
    const first = await newSession();
    const second = await newSession();
    const open: OpenStream[] = [];
    try {
      for (let i = 0; i < 2; i += 1) {
        const stream = await openStream(first.headers, limitedPort);
        expect(stream.response.statusCode).toBe(200);
        open.push(stream);
      }
      // A third tab of the same account.
      await expectTooMany(await openStream(first.headers, limitedPort));

      // Another account from the same IP: one more fits (3 per IP), then no more.
      const other = await openStream(second.headers, limitedPort);
      expect(other.response.statusCode).toBe(200);
      open.push(other);
      await expectTooMany(await openStream(second.headers, limitedPort));

      // A tab closed frees its place, once the server has seen the socket go.
      open.shift()?.close();
      let again = await openStream(first.headers, limitedPort);
      while (again.response.statusCode === 429) {
        await again.ended;
        await new Promise((resolve) => setTimeout(resolve, 20));
        again = await openStream(first.headers, limitedPort);
      }
      expect(again.response.statusCode).toBe(200);
      open.push(again);
    } finally {
      for (const stream of open) stream.close();
    }
  });
});

describe('a stream whose session ends', () => {
  it('ends at logout, on another instance, and the other devices keep theirs', async () => {
    const phone = await newSession();
    const laptop = await signInAgain(phone.email);
    const phoneStream = await openStream(phone.headers);
    const laptopStream = await openStream(laptop.headers);
    try {
      expect(phoneStream.response.statusCode).toBe(200);
      expect(laptopStream.response.statusCode).toBe(200);
      await eventually(() => laptopStream.text().includes('retry:'));

      const logout = await other.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { refresh_token: phone.refreshToken },
      });
      expect(logout.statusCode).toBe(204);
      await phoneStream.ended;

      // The laptop's stream still hears its account.
      const booking = await insertBooking(db, {
        clientId: phone.id,
        barberId: bruno.id,
        method: 'CASH',
      });
      const confirmed = await other.inject({
        method: 'PATCH',
        url: `/api/appointments/${booking.id}/confirm`,
        headers: bruno.headers,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      await laptopStream.waitFor((item) => item.event === 'notification');
    } finally {
      phoneStream.close();
      laptopStream.close();
    }
  });

  it('ends when the password is changed, on every device', async () => {
    const phone = await newSession();
    const laptop = await signInAgain(phone.email);
    const phoneStream = await openStream(phone.headers);
    const laptopStream = await openStream(laptop.headers);
    try {
      expect(phoneStream.response.statusCode).toBe(200);
      const changed = await other.inject({
        method: 'POST',
        url: '/api/users/me/password',
        headers: laptop.headers,
        payload: { currentPassword: 'Segredo@123', newPassword: 'Trocada@123' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      await phoneStream.ended;
      await laptopStream.ended;
    } finally {
      phoneStream.close();
      laptopStream.close();
    }
  });

  it('ends when a replayed refresh token ends the session', async () => {
    const phone = await newSession();
    const stream = await openStream(phone.headers);
    try {
      expect(stream.response.statusCode).toBe(200);
      const thief = await other.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { 'user-agent': 'Navegador do ladrão' },
        cookies: { refresh_token: phone.refreshToken },
      });
      expect(thief.statusCode).toBe(200);
      const replay = await other.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { 'user-agent': 'Celular' },
        cookies: { refresh_token: phone.refreshToken },
      });
      expect(replay.statusCode).toBe(401);
      await stream.ended;
    } finally {
      stream.close();
    }
  });

  it('ends when the account is deactivated', async () => {
    const owner = await demoActor(db, 'dono@navalha.dev');
    const { member, password } = await joinByInvitation(other, owner, {
      name: 'Gerente Ao Vivo',
      email: `gerente.ao.vivo.${Date.now()}@navalha.dev`,
      role: 'ADMIN',
    });
    const login = await other.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const stream = await openStream({
      authorization: `Bearer ${login.json().accessToken as string}`,
    });
    try {
      expect(stream.response.statusCode).toBe(200);
      const deactivated = await other.inject({
        method: 'PATCH',
        url: `/api/admin/admins/${member.id}`,
        headers: owner.headers,
        payload: { isActive: false },
      });
      expect(deactivated.statusCode, deactivated.body).toBe(200);
      await stream.ended;
    } finally {
      stream.close();
    }
  });
});
