import { request as httpRequest } from 'node:http';
import type { IncomingMessage } from 'node:http';
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
import { HEARTBEAT_MS } from './notifications-stream.js';

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

interface StreamEvent {
  event: string;
  data: string;
}

/** An open EventSource-like connection: its answer, the events so far, and a way to wait. */
interface OpenStream {
  response: IncomingMessage;
  text: () => string;
  events: StreamEvent[];
  ended: Promise<void>;
  waitFor(predicate: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

function openStream(headers: Record<string, string>): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/api/notifications/stream', headers },
      (response) => {
        let buffer = '';
        let all = '';
        const events: StreamEvent[] = [];
        const waiters = new Set<() => void>();
        let endedResolve: () => void = () => undefined;
        const ended = new Promise<void>((done) => (endedResolve = done));
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          all += chunk;
          buffer += chunk;
          let split: number;
          while ((split = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, split);
            buffer = buffer.slice(split + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
            if (event) events.push({ event, data });
          }
          for (const wake of waiters) wake();
        });
        response.on('end', () => endedResolve());
        response.on('close', () => endedResolve());
        resolve({
          response,
          text: () => all,
          events,
          ended,
          close: () => req.destroy(),
          waitFor(predicate, timeoutMs = 5_000) {
            return new Promise((found, fail) => {
              const check = () => {
                const match = events.find(predicate);
                if (!match) return;
                clearTimeout(timer);
                waiters.delete(check);
                found(match);
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`no such event within ${timeoutMs} ms: ${JSON.stringify(events)}`));
              }, timeoutMs);
              waiters.add(check);
              check();
            });
          },
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Polls until `check` passes (the stream's first bytes arrive before it subscribes). */
async function eventually(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
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
