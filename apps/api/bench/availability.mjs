// The availability budget of issue 3, measured on the built server and the embedded database:
// with 10,000 appointments for the demo shop's 4 barbers, POST /api/working-hours/available-slots
// (4 barbers × 3 services) must keep at least half the throughput of GET /api/services/{id} and
// a p99 of at most 100 ms at 50 concurrent connections. Exits 1 when it does not.
// Run with `npm run bench -w @navalha/api` (it builds core and the API first). BENCH_NODE_OPTIONS
// passes flags to the server (e.g. '--cpu-prof'); BENCH_KEEP_DATA_DIR=1 keeps the database.
import { randomBytes, randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { inArray, sql } from 'drizzle-orm';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const { openDatabase } = await import('../dist/db/client.js');
const { migrateDatabase } = await import('../dist/db/migrate.js');
const { DEMO_BARBERSHOP_ID, seedDatabase } = await import('../dist/demo/seed.js');
const { demoBarberServices, demoServices } = await import('../dist/demo/demo-catalog.js');
const { appointments } = await import('../dist/db/schema/appointments.js');
const { appointmentServices } = await import('../dist/db/schema/appointment-services.js');
const { users } = await import('../dist/db/schema/users.js');
const { createPasswordHasher } = await import('../dist/modules/auth/password.js');
const { addDaysToLocalDate, getLocalDayOfWeek, localDateInZone, shopLocalToUtc } =
  await import('@navalha/core/domain/format/date-time');

const APPOINTMENTS = 10_000;
const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
const TIME_ZONE = 'America/Sao_Paulo';
/** One-hour bookings on the demo week: 09–12 and 13–19. */
const HOURS = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00'];

const [corte, barba, , sobrancelha] = demoServices;
const benchServices = [corte, barba, sobrancelha];

/** A deterministic generator, so every run books the same agenda. */
function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Migrates and seeds DATA_DIR's database, then books 10,000 appointments in bulk. */
async function prepareDatabase(dataDir, today) {
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, createPasswordHasher());
    const { db } = database;
    const people = await db
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(inArray(users.role, ['BARBER', 'CLIENT']));
    const barberIds = Object.keys(demoBarberServices).map(
      (email) => people.find((person) => person.email === email).id,
    );
    const clientIds = people.filter((person) => person.role === 'CLIENT').map((p) => p.id);
    // The seed's own agenda would overlap ours: start from an empty one.
    await db.execute(sql`delete from ${appointmentServices}`);
    await db.execute(sql`delete from ${appointments}`);

    const random = createRandom(42);
    const rows = [];
    const snapshots = [];
    const now = Date.now();
    for (let offset = -200; rows.length < APPOINTMENTS; offset += 1) {
      const date = addDaysToLocalDate(today, offset);
      if (getLocalDayOfWeek(date) === 0) continue;
      for (const barberId of barberIds) {
        for (const time of HOURS) {
          if (rows.length >= APPOINTMENTS || random() < 0.2) continue;
          const startsAt = shopLocalToUtc(date, time, TIME_ZONE);
          const past = startsAt.getTime() < now;
          const service = demoServices[Math.floor(random() * 3)];
          const id = randomUUID();
          rows.push({
            id,
            clientId: clientIds[Math.floor(random() * clientIds.length)],
            barberId,
            barbershopId: DEMO_BARBERSHOP_ID,
            startsAt,
            endsAt: new Date(startsAt.getTime() + 60 * 60_000),
            status: past
              ? random() < 0.1
                ? 'CANCELLED'
                : 'COMPLETED'
              : random() < 0.5
                ? 'PENDING'
                : 'CONFIRMED',
            paymentStatus: past ? 'COMPLETED' : 'PENDING',
            paymentMethod: 'PIX',
            subtotalCents: service.priceCents,
            totalCents: service.priceCents,
          });
          snapshots.push({
            appointmentId: id,
            position: 0,
            serviceId: service.id,
            name: service.name,
            priceCents: service.priceCents,
            durationMinutes: 60,
            iconKey: 'haircut',
          });
        }
      }
    }
    for (let index = 0; index < rows.length; index += 1_000) {
      await db.insert(appointments).values(rows.slice(index, index + 1_000));
      await db.insert(appointmentServices).values(snapshots.slice(index, index + 1_000));
    }
    await db.execute(sql`analyze`);
    return { barberIds };
  } finally {
    await database.close();
  }
}

async function waitForHealth(baseUrl, server) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become healthy in 30 s');
}

function measure(options) {
  return new Promise((resolve, reject) => {
    autocannon(
      { connections: CONNECTIONS, duration: DURATION_SECONDS, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

function summarize(name, result) {
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'navalha-bench-'));
let server;
let exitCode = 1;
try {
  const today = localDateInZone(new Date(), TIME_ZONE);
  let date = addDaysToLocalDate(today, 14);
  while (getLocalDayOfWeek(date) === 0) date = addDaysToLocalDate(date, 1);
  process.stdout.write(`preparing ${APPOINTMENTS} appointments in ${dataDir} …\n`);
  const { barberIds } = await prepareDatabase(dataDir, today);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const serverFlags = (process.env.BENCH_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
  server = spawn(process.execPath, [...serverFlags, 'dist/server.js'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The demo shop and the sandbox gateway, on purpose, in production mode.
      DEMO_DATA: 'true',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server);

  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'cliente@navalha.dev', password: 'Cliente@123' }),
  });
  const { accessToken } = await login.json();
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const slotsBody = JSON.stringify({
    date,
    barberIds,
    serviceIds: benchServices.map((service) => service.id),
  });
  const probe = await fetch(`${baseUrl}/api/working-hours/available-slots`, {
    method: 'POST',
    headers,
    body: slotsBody,
  });
  const availability = await probe.json();
  if (!probe.ok)
    throw new Error(`available-slots answered ${probe.status}: ${JSON.stringify(availability)}`);
  process.stdout.write(
    `available-slots on ${date}: ${availability.availableSlots} of ${availability.totalSlots} times free\n`,
  );

  const servicesUrl = `${baseUrl}/api/services/${corte.id}`;
  const slotsUrl = `${baseUrl}/api/working-hours/available-slots`;
  // Warm both routes (JIT, caches) before measuring.
  await measure({ url: servicesUrl, headers, duration: 2 });
  await measure({ url: slotsUrl, method: 'POST', headers, body: slotsBody, duration: 2 });

  const services = summarize(
    'GET /api/services/{id}',
    await measure({ url: servicesUrl, headers }),
  );
  const slots = summarize(
    'POST /api/working-hours/available-slots',
    await measure({ url: slotsUrl, method: 'POST', headers, body: slotsBody }),
  );

  console.table([services, slots]);
  const ratio = slots.requestsPerSecond / services.requestsPerSecond;
  const checks = [
    [`throughput ratio ${ratio.toFixed(2)} ≥ 0.5`, ratio >= 0.5],
    [`available-slots p99 ${slots.p99} ms ≤ 100 ms`, slots.p99 <= 100],
    [
      'no errors and only 2xx answers',
      [services, slots].every((r) => r.errors === 0 && r.non2xx === 0),
    ],
  ];
  for (const [label, ok] of checks) process.stdout.write(`${ok ? '✔' : '✖'} ${label}\n`);
  exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  if (process.env.BENCH_KEEP_DATA_DIR) process.stdout.write(`kept ${dataDir}\n`);
  else rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
