// npm run test:scale — Navalha on several processes sharing one PostgreSQL, under a booking race.
//
// Builds core and the API, creates a throwaway database on TEST_DATABASE_URL's server (default
// postgres://postgres@127.0.0.1:5432/test), starts the server with WEB_CONCURRENCY=3 (three
// worker processes on one port), pre-creates 200 client accounts and has all of them book
// overlapping times with the four demo barbers at once. Then it checks, in the database and in
// the answers: no two PENDING/CONFIRMED bookings of a barber overlap, every winner's booking is
// whole (its services rows), every loser got exactly 409 SLOT_UNAVAILABLE, nothing answered 5xx,
// and all three workers served bookings. The server runs with a real streaming replica
// (scripts/streaming-replica.mjs, DATABASE_REPLICA_URL, issue 20 §5): the replica must replay the
// bookings, and with its replay paused the clients' list of services must come from it (the old
// name) until it resumes. Prints a summary; the exit code is the verdict.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStreamingReplica } from './streaming-replica.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const WORKERS = 3;
const CLIENTS = 200;
const TIMES = ['10:00', '10:30', '11:00'];
const expectedLoser = {
  statusCode: 409,
  error: 'Conflict',
  code: 'SLOT_UNAVAILABLE',
  message: 'Horário indisponível. Escolha outro horário.',
};

const failures = [];
const check = (ok, message) => {
  if (!ok) failures.push(message);
  process.stdout.write(`${ok ? '✔' : '✖'} ${message}\n`);
};

function build() {
  for (const workspace of ['@navalha/core', '@navalha/api']) {
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`build of ${workspace} failed`);
  }
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

function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function main() {
  const started = performance.now();
  process.stdout.write('building core and API…\n');
  build();

  const { default: pg } = await import('pg');
  const { createAccessTokens } = await import(join(root, 'apps/api/dist/modules/auth/tokens.js'));
  const { demoServices } = await import(join(root, 'apps/api/dist/demo/demo-catalog.js'));
  const { computeOrderTotals } = await import('@navalha/core/domain/payments/fees');
  const { fromCents } = await import('@navalha/core/domain/money');
  const dates = await import('@navalha/core/domain/format/date-time');

  const name = `navalha_scale_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  process.stdout.write(`database ${name} created\n`);

  const databaseUrl = withDatabase(serverUrl, name);
  let replica;
  let replicaDb;
  const jwtSecret = randomBytes(48).toString('base64url');
  const metricsToken = randomBytes(24).toString('base64url');
  const port = await freePort();
  let server;
  let db;
  const pids = new Map();
  const errors = [];
  try {
    replica = await startStreamingReplica(pg, serverUrl);
    process.stdout.write(`streaming replica up on :${replica.port}\n`);
    server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // The demo shop and the sandbox gateway, on purpose, in production mode.
        DEMO_DATA: 'true',
        ALLOW_SANDBOX_PAYMENTS: 'true',
        // 200 clients book from one address here: the per-address booking limit would answer 429.
        USAGE_LIMIT_MULTIPLIER: '10000',
        DATABASE_URL: databaseUrl,
        DATABASE_REPLICA_URL: replica.url(name),
        JWT_SECRET: jwtSecret,
        METRICS_TOKEN: metricsToken,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_CONCURRENCY: String(WORKERS),
        WEB_DIST_DIR: join(root, 'nonexistent-web-dist'),
        DATA_DIR: join(tmpdir(), name),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Which worker (pid) completed each booking request, from its own log lines.
    const ready = new Promise((resolve, reject) => {
      let buffer = '';
      server.stdout.on('data', (chunk) => {
        buffer += chunk.toString();
        let newline;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          let entry;
          try {
            entry = JSON.parse(line);
          } catch {
            continue;
          }
          if (entry.msg?.includes(`with ${WORKERS} workers`)) resolve();
          if (entry.msg === 'request completed' && entry.reqId) pids.set(entry.reqId, entry.pid);
          if (entry.level >= 50) errors.push(entry);
        }
      });
      server.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
      setTimeout(() => reject(new Error('server did not start in 60 s')), 60_000).unref();
    });
    await ready;
    process.stdout.write(`server up on :${port} with ${WORKERS} workers\n`);

    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows: clients } = await db.query(
      `insert into users (name, email, role, is_verified)
       select 'Cliente Escala ' || n, 'escala' || n || '@navalha.test', 'CLIENT', true
       from generate_series(1, $1::int) as n returning id`,
      [CLIENTS],
    );
    const { rows: barbers } = await db.query(
      `select id from users where email = any($1) order by email`,
      [['barbeiro@navalha.dev', 'rafael@navalha.dev', 'thiago@navalha.dev', 'lucas@navalha.dev']],
    );
    const tokens = createAccessTokens(jwtSecret);
    const headers = await Promise.all(
      clients.map(async (client) => ({
        authorization: `Bearer ${await tokens.sign({ userId: client.id, role: 'CLIENT', barbershopId: null })}`,
        'content-type': 'application/json',
      })),
    );

    // A Tuesday a month ahead: the seeded agenda leaves it empty.
    let date = dates.addDaysToLocalDate(dates.localDateInZone(new Date(), 'America/Sao_Paulo'), 30);
    while (dates.getLocalDayOfWeek(date) !== 2) date = dates.addDaysToLocalDate(date, 1);
    const [corte, barba] = demoServices;

    const raceStarted = performance.now();
    const answers = await Promise.all(
      clients.map(async (client, index) => {
        const service = index % 3 === 0 ? barba : corte;
        const requestId = `scale-${index}`;
        const response = await fetch(`http://127.0.0.1:${port}/api/appointments`, {
          method: 'POST',
          headers: { ...headers[index], 'x-request-id': requestId },
          body: JSON.stringify({
            serviceIds: [service.id],
            // Every fifth client takes any of the four barbers: the server then tries them in turn.
            barberIds:
              index % 5 === 4
                ? barbers.map((barber) => barber.id)
                : [barbers[index % barbers.length].id],
            scheduledDate: date,
            scheduledTime: TIMES[index % TIMES.length],
            paymentMethod: 'CASH',
            totalPrice: fromCents(computeOrderTotals({ items: [service], method: 'CASH' }).total),
          }),
        });
        return {
          requestId,
          clientId: client.id,
          status: response.status,
          body: await response.json(),
        };
      }),
    );
    const raceMs = performance.now() - raceStarted;
    // The last log lines may still be on their way.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const created = answers.filter((answer) => answer.status === 201);
    const losers = answers.filter((answer) => answer.status !== 201);
    const statusCounts = Object.fromEntries(
      [...new Set(answers.map((answer) => answer.status))].map((status) => [
        status,
        answers.filter((answer) => answer.status === status).length,
      ]),
    );
    process.stdout.write(
      `\n${CLIENTS} bookings in ${Math.round(raceMs)} ms: ${JSON.stringify(statusCounts)}\n`,
    );

    check(
      answers.every((answer) => answer.status < 500),
      'no 5xx answer',
    );
    check(errors.length === 0, `no error in the server's log (${errors.length})`);
    for (const entry of errors.slice(0, 3)) {
      process.stdout.write(`  ${entry.msg}: ${entry.err?.message ?? ''}\n`);
    }
    check(created.length >= barbers.length, `winners: ${created.length} bookings created`);
    check(
      losers.every(
        (answer) =>
          answer.status === 409 && JSON.stringify(answer.body) === JSON.stringify(expectedLoser),
      ),
      `every one of the ${losers.length} losers got exactly 409 SLOT_UNAVAILABLE`,
    );
    const otherBodies = new Set(
      losers
        .map((answer) => JSON.stringify(answer.body))
        .filter((body) => body !== JSON.stringify(expectedLoser)),
    );
    for (const body of [...otherBodies].slice(0, 3)) process.stdout.write(`  ${body}\n`);

    const { rows: overlaps } = await db.query(
      `select count(*)::int as n from appointments a join appointments b
         on a.barber_id = b.barber_id and a.id < b.id
        and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
      where a.status in ('PENDING', 'CONFIRMED') and b.status in ('PENDING', 'CONFIRMED')`,
    );
    check(overlaps[0].n === 0, 'no two PENDING/CONFIRMED bookings of one barber overlap');

    const { rows: booked } = await db.query(
      `select a.id, a.client_id, count(s.*)::int as services
         from appointments a
         left join appointment_services s
           on s.barbershop_id = a.barbershop_id and s.appointment_id = a.id
        where a.client_id = any($1) group by a.barbershop_id, a.id`,
      [clients.map((client) => client.id)],
    );
    const createdIds = new Set(created.map((answer) => answer.body.id));
    check(
      booked.length === created.length && booked.every((row) => createdIds.has(row.id)),
      `the database holds exactly the ${created.length} created bookings`,
    );
    check(
      booked.every((row) => row.services === 1),
      'every booking has its services row',
    );

    const workersUsed = new Set(
      answers.map((answer) => pids.get(answer.requestId)).filter((pid) => pid !== undefined),
    );
    check(
      workersUsed.size === WORKERS,
      `bookings were served by ${workersUsed.size} of ${WORKERS} worker processes`,
    );

    // One scrape reaches one worker, which answers for all of them.
    const metrics = await fetch(`http://127.0.0.1:${port}/api/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    }).then((response) => response.text());
    const count = (status) =>
      Number(
        new RegExp(
          `navalha_http_request_duration_seconds_count\\{method="POST",route="/api/appointments",status_class="${status}"\\} (\\d+)`,
        ).exec(metrics)?.[1] ?? 0,
      );
    check(
      /^navalha_processes 3$/m.test(metrics) && count('2xx') + count('4xx') === CLIENTS,
      `/api/metrics sums the ${WORKERS} workers: ${count('2xx')} + ${count('4xx')} bookings timed`,
    );

    replicaDb = new pg.Client({ connectionString: replica.url(name) });
    await replicaDb.connect();
    await checkReplica({
      db,
      replicaDb,
      port,
      headers: headers[0],
      corte,
      created: created.length,
    });
  } finally {
    await replicaDb?.end();
    await db?.end();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await replica?.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    process.stdout.write(`database ${name} dropped\n`);
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (failures.length > 0) {
    process.stdout.write(`\n✖ scale test failed (${failures.length} checks) in ${seconds} s\n`);
    process.exit(1);
  }
  process.stdout.write(`\n✔ scale test passed in ${seconds} s\n`);
}

/** Waits up to 15 s for `probe` to answer true. */
async function eventually(probe) {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    if (await probe()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** The replica follows the primary, and the clients' list of services is read from it. */
async function checkReplica({ db, replicaDb, port, headers, corte, created }) {
  const bookingsOn = async (client) =>
    (await client.query('select count(*)::int as n from appointments')).rows[0].n;
  const onPrimary = await bookingsOn(db);
  check(
    await eventually(async () => (await bookingsOn(replicaDb)) === onPrimary),
    `the replica replayed the bookings (${onPrimary} appointments, ${created} made in the race)`,
  );
  const namesSeen = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/services/for-selection`, {
      headers,
    });
    return (await response.json()).map((service) => service.name);
  };
  const renamed = `${corte.name} (renomeado)`;
  await replicaDb.query('select pg_wal_replay_pause()');
  try {
    await db.query('update services set name = $1 where id = $2', [renamed, corte.id]);
    // The primary has the new name; a list read from the paused replica still has the old one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const whilePaused = await namesSeen();
    check(
      whilePaused.includes(corte.name) && !whilePaused.includes(renamed),
      'with the replica paused, the services list shows what the replica holds',
    );
  } finally {
    await replicaDb.query('select pg_wal_replay_resume()');
  }
  check(
    await eventually(async () => (await namesSeen()).includes(renamed)),
    'once the replica resumes, the services list shows the change',
  );
}

main().catch((error) => {
  process.stderr.write(`✖ scale test could not run: ${error.stack ?? error}\n`);
  process.exit(1);
});
