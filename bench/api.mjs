// The API part of `npm run bench` (bench/run.mjs describes it): prepares the databases, starts
// the built server on each, measures every route with autocannon and checks the budgets.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { summary } from './autocannon-summary.mjs';
import {
  callApi,
  BARBA_COMPLETA,
  BARBA_PRICE,
  CONNECTIONS,
  CREATE_BUDGET,
  DURATION,
  LARGE_PGLITE,
  LARGE_POSTGRES,
  P50_RATIO_BUDGET,
  PASSWORD,
  SLOT_SERVICES,
  SMALL,
  routeFilter,
  say,
  spawnChecked,
  startBenchServer,
} from './common.mjs';

export async function api() {
  spawnChecked('npm', ['run', 'build', '-w', '@navalha/core']);
  spawnChecked('npm', ['run', 'build', '-w', '@navalha/api']);
  // Hoisted by npm workspaces from apps/api's devDependencies.
  const { default: autocannon } = await import('autocannon');
  const dist = new URL('../apps/api/dist/', import.meta.url);
  const { openDatabase } = await import(new URL('db/client.js', dist).href);
  const { migrateDatabase } = await import(new URL('db/migrate.js', dist).href);
  const { seedDatabase } = await import(new URL('demo/seed.js', dist).href);
  const { createPasswordHasher } = await import(new URL('modules/auth/password.js', dist).href);
  const { generate, benchClientEmail, SLOTS_PER_DAY, TIME_ZONE } = await import('./generate.mjs');
  const { addDaysToLocalDate, getLocalDayOfWeek, localDateInZone, shopLocalToUtc } =
    await import('@navalha/core/domain/format/date-time');
  const { default: pg } = await import('pg');

  const today = localDateInZone(new Date(), TIME_ZONE);
  const nextOpenDay = (offset) => {
    let date = addDaysToLocalDate(today, offset);
    while (getLocalDayOfWeek(date) === 0) date = addDaysToLocalDate(date, 1);
    return date;
  };
  const slotsDate = nextOpenDay(7);
  const slotTimes = Array.from({ length: SLOTS_PER_DAY }, (_, slot) => {
    const minutes = 9 * 60 + 30 * slot + (slot >= 6 ? 60 : 0);
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });

  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const databases = [{ name: 'PGlite (embedded)', driver: 'pglite', large: LARGE_PGLITE }];
  if (postgresUrl)
    databases.push({ name: 'PostgreSQL', driver: 'postgres', large: LARGE_POSTGRES });
  else say('BENCH_DATABASE_URL/TEST_DATABASE_URL not set: PostgreSQL is skipped.');
  const only = process.env.BENCH_DATABASES?.split(',');
  if (only)
    databases.splice(0, databases.length, ...databases.filter((d) => only.includes(d.driver)));
  const sizesOverride = process.env.BENCH_SIZES?.split(',').map(Number);

  const cleanups = [];
  const rows = [];
  const checks = [];
  const facts = { generation: [] };

  async function adminQuery(text) {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  }

  /** Migrates, seeds and fills one database; returns the server's environment for it. */
  async function prepare(driver, size) {
    let env;
    if (driver === 'pglite') {
      const dataDir = mkdtempSync(join(tmpdir(), `navalha-bench-${size}-`));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    } else {
      const name = `navalha_bench_${process.pid}_${size}`;
      await adminQuery(`drop database if exists ${name}`);
      await adminQuery(`create database ${name}`);
      cleanups.push(() => adminQuery(`drop database if exists ${name} with (force)`));
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      const dataDir = mkdtempSync(join(tmpdir(), `navalha-bench-pg-`));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      env = { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
    }
    const database = await openDatabase({
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL || undefined,
    });
    try {
      await migrateDatabase(database);
      await seedDatabase(database.db, createPasswordHasher());
      const startedAt = performance.now();
      const result = await generate(database.db, size, (line) => say(line));
      const seconds = (performance.now() - startedAt) / 1000;
      facts.generation.push({ driver, size, written: result.written, seconds });
      say(`${driver}: ${result.written} appointments generated in ${seconds.toFixed(1)} s`);
      return { env, plan: result };
    } finally {
      await database.close();
    }
  }

  const startServer = (env) =>
    startBenchServer(env, cleanups, process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean));

  const signIn = async (baseUrl, email) =>
    (await callApi(baseUrl, 'POST', '/api/auth/login', null, { email, password: PASSWORD }))
      .accessToken;

  const BOOKERS = 150;

  /** What one server needs for the scenarios: tokens, demo barbers, a slot cursor. */
  async function session(baseUrl) {
    const demoToken = await signIn(baseUrl, 'cliente@navalha.dev');
    // The shop admits 50 unpaid bookings per client (bench/generate.mjs): enough bookers that
    // ten seconds of bookings at a few hundred a second stay within it, signed in 10 at a time.
    const bookers = [];
    for (let first = 1; first <= BOOKERS; first += 10) {
      const batch = Array.from({ length: Math.min(10, BOOKERS - first + 1) }, (_, offset) =>
        signIn(baseUrl, benchClientEmail(first + offset)),
      );
      bookers.push(...(await Promise.all(batch)));
    }
    const barbers = await callApi(baseUrl, 'POST', '/api/users/barbers/by-services', demoToken, {
      serviceIds: SLOT_SERVICES,
    });
    const barberIds = (Array.isArray(barbers) ? barbers : barbers.data).map((barber) => barber.id);
    if (barberIds.length < 4) throw new Error(`by-services listed ${barberIds.length} barbers`);
    return { baseUrl, demoToken, bookers, barberIds, nextSlot: 0 };
  }

  function scenarios(s) {
    const auth = (token) => ({
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    });
    // Bookings far after the generated agenda: open days from day 400 on, the 4 demo barbers ×
    // 18 half hours each, one request one (barber, day, time).
    const createDays = [];
    const createDay = (index) => {
      while (createDays.length <= index) {
        const previous = createDays.at(-1);
        let date = previous ? addDaysToLocalDate(previous, 1) : nextOpenDay(400);
        while (getLocalDayOfWeek(date) === 0) date = addDaysToLocalDate(date, 1);
        createDays.push(date);
      }
      return createDays[index];
    };
    const slotAt = (index) => {
      const perDay = s.barberIds.length * SLOTS_PER_DAY;
      const within = index % perDay;
      return {
        barberId: s.barberIds[within % s.barberIds.length],
        scheduledTo: shopLocalToUtc(
          createDay(Math.floor(index / perDay)),
          slotTimes[Math.floor(within / s.barberIds.length)],
          TIME_ZONE,
        ).toISOString(),
      };
    };
    return {
      login: {
        label: 'POST /api/auth/login',
        options: {
          url: `${s.baseUrl}/api/auth/login`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: benchClientEmail(1), password: PASSWORD }),
        },
      },
      services: {
        label: 'GET /api/services',
        options: { url: `${s.baseUrl}/api/services`, headers: auth(s.demoToken) },
      },
      barbers: {
        label: 'POST /api/users/barbers/by-services',
        options: {
          url: `${s.baseUrl}/api/users/barbers/by-services`,
          method: 'POST',
          headers: auth(s.demoToken),
          body: JSON.stringify({ serviceIds: SLOT_SERVICES }),
        },
      },
      slots: {
        label: 'POST /api/working-hours/available-slots',
        options: {
          url: `${s.baseUrl}/api/working-hours/available-slots`,
          method: 'POST',
          headers: auth(s.demoToken),
          body: JSON.stringify({
            date: slotsDate,
            barberIds: s.barberIds,
            serviceIds: SLOT_SERVICES,
          }),
        },
      },
      create: {
        label: 'POST /api/appointments',
        options: {
          url: s.baseUrl,
          requests: [
            {
              method: 'POST',
              path: '/api/appointments',
              setupRequest: (request) => {
                const index = s.nextSlot;
                s.nextSlot += 1;
                const { barberId, scheduledTo } = slotAt(index);
                return {
                  ...request,
                  headers: auth(s.bookers[index % s.bookers.length]),
                  body: JSON.stringify({
                    barberId,
                    serviceId: BARBA_COMPLETA,
                    scheduledTo,
                    totalPrice: BARBA_PRICE,
                  }),
                };
              },
            },
          ],
        },
      },
      mine: {
        // The home page's request (HOME_APPOINTMENTS_LIMIT): the same page size at every size.
        label: 'GET /api/appointments/my-appointments?limit=5',
        options: {
          url: `${s.baseUrl}/api/appointments/my-appointments?limit=5`,
          headers: auth(s.demoToken),
        },
      },
    };
  }

  function measure(options, duration = DURATION) {
    return new Promise((resolve, reject) => {
      autocannon({ connections: CONNECTIONS, duration, ...options }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
    });
  }

  try {
    for (const database of databases) {
      const sizes = sizesOverride ?? [SMALL, database.large];
      const [small, large] = sizes;
      say(`\n== ${database.name}: ${sizes.join(' and ')} appointments ==`);
      const prepared = [];
      for (const size of sizes) prepared.push(await prepare(database.driver, size));
      const servers = [];
      for (const { env } of prepared) servers.push(await session(await startServer(env)));
      const byServer = servers.map(scenarios);
      // Warm the JIT and the database caches on the routes whose p50 is budgeted.
      for (const set of byServer) {
        await measure(set.slots.options, 2);
        await measure(set.mine.options, 2);
      }
      const order = ['login', 'services', 'barbers', 'slots', 'create', 'mine'].filter(
        (key) => !routeFilter || routeFilter.includes(key),
      );
      for (const key of order) {
        const twice = key === 'slots' || key === 'mine';
        // One size (BENCH_SIZES=1000, for a quick try) measures that server only.
        const sequence = (twice ? [0, 1, 1, 0] : [0, 1]).filter((index) => index < sizes.length);
        const results = sizes.map(() => []);
        for (const index of sequence) {
          const load = loadavg()[0].toFixed(1);
          say(`${database.name} ${sizes[index]}: ${byServer[index][key].label} (load ${load}) …`);
          results[index].push(await measure(byServer[index][key].options));
        }
        for (const index of sizes.keys()) {
          const figures = summary(results[index]);
          rows.push({
            database: database.name,
            size: sizes[index],
            key,
            label: byServer[index][key].label,
            ...figures,
          });
          say(
            `  ${figures.requestsPerSecond.toFixed(1)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, non-2xx ${figures.non2xx}, errors ${figures.errors} (timeouts ${figures.timeouts})`,
          );
        }
      }
      const find = (size, key) =>
        rows.find((row) => row.database === database.name && row.size === size && row.key === key);
      const compared = large === undefined ? [] : ['slots', 'mine'];
      for (const key of compared.filter((name) => order.includes(name))) {
        const ratio = find(large, key).p50 / find(small, key).p50;
        checks.push({
          what: `${database.name}: ${find(large, key).label} p50 at ${large.toLocaleString('en-US')} ÷ p50 at ${small.toLocaleString('en-US')}`,
          figure: ratio.toFixed(2),
          budget: `≤ ${P50_RATIO_BUDGET}`,
          ok: ratio <= P50_RATIO_BUDGET,
        });
      }
      if (database.driver === 'postgres' && order.includes('create')) {
        for (const size of sizes) {
          const figure = find(size, 'create').requestsPerSecond;
          checks.push({
            what: `PostgreSQL ${size.toLocaleString('en-US')}: POST /api/appointments throughput`,
            figure: `${figure.toFixed(1)} req/s`,
            budget: `≥ ${CREATE_BUDGET} req/s`,
            ok: figure >= CREATE_BUDGET,
          });
        }
      }
      const failing = rows.filter(
        (row) =>
          row.database === database.name &&
          (row.non2xx > 0 || row.errors > 0 || row.requests === 0),
      );
      checks.push({
        what: `${database.name}: no request errors, only 2xx answers`,
        figure:
          failing.length === 0
            ? 'none'
            : failing
                .map(
                  (row) =>
                    `${row.label} @${row.size}: ${JSON.stringify(row.statuses)} errors ${row.errors} (timeouts ${row.timeouts})`,
                )
                .join('; '),
        budget: 'none',
        ok: failing.length === 0,
      });
      while (cleanups.length > 0) await cleanups.pop()();
    }
  } finally {
    // A clean-up may be synchronous; an error in one must not hide the error that got us here.
    while (cleanups.length > 0)
      await Promise.resolve()
        .then(cleanups.pop())
        .catch((error) => say(String(error)));
  }

  if (postgresUrl) {
    facts.postgres = (await adminQuery('show server_version')).rows[0].server_version;
  }
  return { rows, checks, facts };
}
