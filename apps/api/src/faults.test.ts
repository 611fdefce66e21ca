import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer, Socket } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import { fromCents } from '@navalha/core/domain/money';
import {
  addDaysToLocalDate,
  getLocalDayOfWeek,
  localDateInZone,
} from '@navalha/core/domain/format/date-time';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app.js';
import { openDatabase, pgliteExtensions } from './db/client.js';
import { demoServices } from './demo/demo-catalog.js';
import { demoActor } from './test/scheduling-fixtures.js';
import { exited, sleep, startServer } from './test/server-process.js';
import { testConfig, testPasswordHasher } from './test/test-app.js';
import { databaseUrl, uniqueDatabaseName } from './test/test-database-info.js';

/**
 * Fault tests: the server killed with SIGKILL in the middle of bookings and payments, then
 * restarted on the same data; and the database going away under a running server, then
 * coming back. The invariants are checked in SQL afterwards.
 */

const driver = inject('testDatabase').driver;

/** What must hold in any database, however the server stopped. */
const invariants = {
  'every booking has its services rows': `select count(*)::int as n from appointments a
     where not exists (select 1 from appointment_services s where s.appointment_id = a.id)`,
  'every payment has its booking': `select count(*)::int as n from payments p
     where not exists (select 1 from appointments a where a.id = p.appointment_id)`,
  // Booked through the API (the demo data's past bookings were seeded without payments).
  'every cash booking has its cash payment': `select count(*)::int as n from appointments a
     where a.payment_method = 'CASH' and a.created_at >= :since
       and not exists (select 1 from payments p where p.appointment_id = a.id and p.method = 'CASH')`,
  'a booking total adds up': `select count(*)::int as n from appointments
     where total_cents <> subtotal_cents - discount_cents + payment_fee_cents`,
  'no two active bookings of one barber overlap': `select count(*)::int as n
     from appointments a join appointments b on a.barber_id = b.barber_id and a.id < b.id
      and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
    where a.status in ('PENDING', 'CONFIRMED') and b.status in ('PENDING', 'CONFIRMED')`,
} as const;

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

async function brokenInvariants(query: Query, since: Date): Promise<string[]> {
  const broken: string[] = [];
  for (const [name, text] of Object.entries(invariants)) {
    const { rows } = await query(text.replace(':since', `'${since.toISOString()}'::timestamptz`));
    if (Number(rows[0]?.n) !== 0) broken.push(`${name}: ${String(rows[0]?.n)} rows`);
  }
  return broken;
}

/** GET /api/health on a connection of its own (a kept-alive one may lead to a dead worker). */
function healthStatus(url: string): Promise<number> {
  return new Promise((resolveStatus) => {
    const request = get(`${url}/api/health`, { agent: false, timeout: 5_000 }, (response) => {
      response.resume();
      resolveStatus(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolveStatus(0));
  });
}

async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * The three demo clients signed in, and the barbers they book with. The owner first lets a client
 * hold up to 50 unpaid bookings (3 by default): the storm books far more than a client would.
 */
async function stormParticipants(url: string): Promise<{ tokens: string[]; barberIds: string[] }> {
  const owner = await signIn(url, 'dono@navalha.dev', 'Dono@123');
  const limit = await fetch(`${url}/api/admin/settings/financial`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
    body: JSON.stringify({ maxUnpaidBookingsPerClient: 50 }),
  });
  expect(limit.status).toBe(200);
  const tokens = await Promise.all(
    ['cliente', 'marina', 'pedro'].map((name) => signIn(url, `${name}@navalha.dev`, 'Cliente@123')),
  );
  const barbers = (await (
    await fetch(`${url}/api/users/barbers`, {
      headers: { authorization: `Bearer ${tokens[0]}` },
    })
  ).json()) as { id: string }[] | { data: { id: string }[] };
  const barberIds = (Array.isArray(barbers) ? barbers : barbers.data).map((b) => b.id);
  expect(barberIds.length).toBeGreaterThan(0);
  return { tokens, barberIds };
}

/**
 * Bookings (cash and PIX) and PIX payments for them, as fast as the server takes them, until
 * `stop` is set. Every answer is counted; a connection cut by the kill ends that client's loop.
 */
function bookingStorm(url: string, tokens: string[], barberIds: string[]) {
  const state = { stop: false, created: 0, payments: 0 };
  const [corte] = demoServices;
  if (!corte) throw new Error('no demo service');
  let date = addDaysToLocalDate(localDateInZone(new Date(), 'America/Sao_Paulo'), 30);
  const dates: string[] = [];
  while (dates.length < 12) {
    if (getLocalDayOfWeek(date) !== 0) dates.push(date);
    date = addDaysToLocalDate(date, 1);
  }
  const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '13:00', '14:00', '15:00'];
  let n = 0;
  const loop = async (token: string) => {
    while (!state.stop) {
      n += 1;
      const method = n % 2 === 0 ? 'CASH' : 'PIX';
      try {
        const booked = await fetch(`${url}/api/appointments`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            serviceIds: [corte.id],
            barberIds: [barberIds[n % barberIds.length]],
            scheduledDate: dates[n % dates.length],
            scheduledTime: times[Math.floor(n / dates.length) % times.length],
            paymentMethod: method,
            totalPrice: fromCents(computeOrderTotals({ items: [corte], method }).total),
          }),
        });
        if (booked.status !== 201) continue;
        state.created += 1;
        const appointment = (await booked.json()) as { id: string; final_amount: number };
        if (method !== 'PIX') continue;
        const paid = await fetch(`${url}/api/payments/pix/create`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ appointmentId: appointment.id, amount: appointment.final_amount }),
        });
        if (paid.status === 201) state.payments += 1;
      } catch {
        return; // the server is gone
      }
    }
  };
  const done = Promise.all(tokens.flatMap((token) => [loop(token), loop(token)]));
  return { state, done };
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * Starts the server, signs three clients in, lets them book and pay until some bookings and
 * payments went through, kills the server with SIGKILL mid-work and starts it again on the
 * same database. Returns when the second server answered and stopped; `since` is when the
 * storm began, `created` how many bookings the clients saw acknowledged.
 */
async function killDuringBookings(env: Record<string, string>) {
  const first = await startServer(env);
  cleanups.push(async () => void first.process.kill('SIGKILL'));
  const { tokens, barberIds } = await stormParticipants(first.url);

  const since = new Date();
  const storm = bookingStorm(first.url, tokens, barberIds);
  // Kill it in the middle of the work: once some bookings and payments went through.
  const deadline = Date.now() + 60_000;
  while ((storm.state.created < 10 || storm.state.payments < 3) && Date.now() < deadline) {
    await sleep(50);
  }
  first.process.kill('SIGKILL');
  storm.state.stop = true;
  await storm.done;
  await exited(first.process);
  expect(storm.state.created).toBeGreaterThanOrEqual(10);
  expect(storm.state.payments).toBeGreaterThanOrEqual(3);

  // Restarted on the same data: the server serves again.
  const second = await startServer(env);
  cleanups.push(async () => void second.process.kill('SIGKILL'));
  const again = await signIn(second.url, 'cliente@navalha.dev', 'Cliente@123');
  const mine = await fetch(`${second.url}/api/appointments/my-appointments`, {
    headers: { authorization: `Bearer ${again}` },
  });
  expect(mine.status).toBe(200);
  second.process.kill('SIGTERM');
  expect(await exited(second.process)).toBe(0);
  return { since, created: storm.state.created };
}

describe.runIf(driver === 'pglite')('SIGKILL on the embedded database', () => {
  it('leaves no half-written booking or payment, and the data directory reopens', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'navalha-faults-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

    const { since, created } = await killDuringBookings({ DATA_DIR: dataDir });

    // The directory itself, opened directly: intact and consistent.
    const client = await PGlite.create(join(dataDir, 'pglite'), { extensions: pgliteExtensions });
    try {
      expect(await brokenInvariants((text) => client.query(text), since)).toEqual([]);
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from appointments where created_at >= $1`,
        [since],
      );
      // Every booking the server acknowledged is there (some in flight may be too).
      expect(rows[0]?.n).toBeGreaterThanOrEqual(created);
    } finally {
      await client.close();
    }
  }, 240_000);
});

/** A throwaway copy of the migrated database on TEST_DATABASE_URL's server. */
async function throwawayPostgres(): Promise<{ url: string; serverUrl: string }> {
  const info = inject('testDatabase');
  if (info.driver !== 'postgres') throw new Error('PostgreSQL only');
  const name = uniqueDatabaseName('navalha_faults');
  const admin = new pg.Client({ connectionString: info.serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${info.templateName}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return { url: databaseUrl(info.serverUrl, name), serverUrl: info.serverUrl };
}

/**
 * The PostgreSQL database at `url`: no invariant broken, and at least the `acknowledged`
 * bookings made since `since` stored (some in flight may be too).
 */
async function expectConsistentWithEveryBooking(url: string, since: Date, acknowledged: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    expect(await brokenInvariants((text) => client.query(text), since)).toEqual([]);
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from appointments where created_at >= $1`,
      [since],
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(acknowledged);
  } finally {
    await client.end();
  }
}

describe.runIf(driver === 'postgres')('SIGKILL on PostgreSQL', () => {
  it('leaves no half-written booking or payment', async () => {
    const { url } = await throwawayPostgres();
    const dataDir = mkdtempSync(join(tmpdir(), 'navalha-faults-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

    const { since, created } = await killDuringBookings({ DATABASE_URL: url, DATA_DIR: dataDir });

    await expectConsistentWithEveryBooking(url, since, created);
  }, 240_000);

  it('on SIGTERM mid-bookings, answers what it took, logs no error and exits 0', async () => {
    const { url } = await throwawayPostgres();
    const dataDir = mkdtempSync(join(tmpdir(), 'navalha-faults-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServer({ DATABASE_URL: url, DATA_DIR: dataDir });
    cleanups.push(async () => void server.process.kill('SIGKILL'));
    const { tokens, barberIds } = await stormParticipants(server.url);

    const since = new Date();
    const storm = bookingStorm(server.url, tokens, barberIds);
    const deadline = Date.now() + 60_000;
    while ((storm.state.created < 10 || storm.state.payments < 3) && Date.now() < deadline) {
      await sleep(50);
    }
    // A graceful stop: the requests under way finish on an open pool before it closes.
    server.process.kill('SIGTERM');
    const code = await exited(server.process);
    storm.state.stop = true;
    await storm.done;

    expect(code).toBe(0);
    // pino's error (50) and fatal (60) levels: e.g. a query on a pool already ended.
    expect(server.output()).not.toMatch(/"level":(50|60)|Cannot use a pool/);
    await expectConsistentWithEveryBooking(url, since, storm.state.created);
    // Under the 72 s keep-alive timeout: a stop that waited on a kept-alive idle connection
    // would not finish in time.
  }, 60_000);

  it('replaces a worker killed with SIGKILL and keeps serving (WEB_CONCURRENCY=2)', async () => {
    const { url } = await throwawayPostgres();
    const dataDir = mkdtempSync(join(tmpdir(), 'navalha-faults-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServer({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: '2',
      LOG_LEVEL: 'info',
    });
    cleanups.push(async () => void server.process.kill('SIGKILL'));
    const workerPids = () =>
      [...server.output().matchAll(/"pid":(\d+)/g)]
        .map((match) => Number(match[1]))
        .filter((pid) => pid !== server.process.pid);
    // Both workers listening (the primary says so once they are).
    const deadline = Date.now() + 60_000;
    while (!server.output().includes('with 2 workers') && Date.now() < deadline) await sleep(100);
    const victim = workerPids()[0];
    expect(victim).toBeDefined();

    process.kill(victim ?? 0, 'SIGKILL');
    // The primary notices and starts another.
    const noticed = Date.now();
    while (!server.output().includes('worker died; starting another')) {
      if (Date.now() - noticed > 15_000) throw new Error('the primary did not notice');
      await sleep(50);
    }
    // Meanwhile the surviving worker serves, until the new one is up.
    const pidsBefore = new Set(workerPids());
    let answered = 0;
    const start = Date.now();
    while (new Set(workerPids()).size === pidsBefore.size && Date.now() - start < 30_000) {
      if ((await healthStatus(server.url)) === 200) answered += 1;
      await sleep(100);
    }
    expect(answered).toBeGreaterThan(0);
    expect(new Set(workerPids()).size).toBeGreaterThan(pidsBefore.size);
    for (let i = 0; i < 10; i += 1) expect(await healthStatus(server.url)).toBe(200);

    server.process.kill('SIGTERM');
    expect(await exited(server.process)).toBe(0);
  }, 120_000);

  it('refuses WEB_CONCURRENCY above 1 on the embedded database', async () => {
    await expect(startServer({ WEB_CONCURRENCY: '3', DATA_DIR: tmpdir() })).rejects.toThrow(
      /WEB_CONCURRENCY: above 1 needs DATABASE_URL/,
    );
  });
});

/** A TCP proxy between the app and PostgreSQL that the test cuts and restores. */
class CuttableProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async open(): Promise<void> {
    const server = createServer((incoming) => {
      const outgoing = new Socket();
      this.track(incoming);
      this.track(outgoing);
      outgoing.connect(this.targetPort, this.targetHost);
      incoming.pipe(outgoing).pipe(incoming);
    });
    await new Promise<void>((resolveListen) =>
      server.listen(this.port, '127.0.0.1', () => resolveListen()),
    );
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  private track(socket: Socket) {
    this.sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
  }

  /** The database "stops": open connections drop, new ones are refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolveClose) => server.close(() => resolveClose()));
  }
}

describe.runIf(driver === 'postgres')('the database stopped and started', () => {
  it('answers /api/health 503 and clean errors while it is down, then recovers', async () => {
    const { url, serverUrl } = await throwawayPostgres();

    const target = new URL(serverUrl);
    const proxy = new CuttableProxy(target.hostname, Number(target.port || 5432));
    await proxy.open();
    cleanups.push(() => proxy.cut());
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);

    const database = await openDatabase({
      dataDir: tmpdir(),
      databaseUrl: proxied.toString(),
      onPoolError: () => {},
    });
    const app = await buildApp({
      config: testConfig({ databaseUrl: proxied.toString() }),
      db: database.db,
      passwordHasher: testPasswordHasher,
    });
    cleanups.push(async () => {
      await app.close();
      await database.close();
    });
    const client = await demoActor(database.db, 'cliente@navalha.dev');
    const services = () =>
      app.inject({ method: 'GET', url: '/api/services', headers: client.headers });
    const health = () => app.inject({ method: 'GET', url: '/api/health' });

    expect((await health()).statusCode).toBe(200);
    expect((await services()).statusCode).toBe(200);

    await proxy.cut();

    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const failed = await services();
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'SERVICE_UNAVAILABLE',
      message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
    });
    expect(failed.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|select|stack|pg/i);
    const booking = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: client.headers,
      payload: {},
    });
    // A bad body is still answered by validation, before any query.
    expect(booking.statusCode).toBe(400);

    await proxy.open();

    let recovered = false;
    for (let attempt = 0; attempt < 50 && !recovered; attempt += 1) {
      recovered = (await health()).statusCode === 200;
      if (!recovered) await sleep(100);
    }
    expect(recovered).toBe(true);
    expect((await services()).statusCode).toBe(200);
  }, 60_000);
});
