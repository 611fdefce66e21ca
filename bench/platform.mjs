// The platform profile of the bench (issue 20 §5), run by `npm run bench -- --platform-only`
// only (it is slow): on PostgreSQL, a 1-shop database (the demo shop with 10 barbers and its
// share of the bookings) and an N-shop one (the same demo shop among N − 1 generated shops,
// 10 barbers each, M bookings in all: bench/platform-generate.mjs), both written by COPY. The
// built server runs on each, and the demo shop's client routes and desk day grid are measured
// with autocannon at 50 connections, back to back, each route in the order 1 shop, N shops,
// N shops, 1 shop (as the api profile's budgeted routes).
//
// Budgets: every route's p50 at N shops ≤ 1.5 × its p50 at 1 shop; available-slots p99 at
// N shops ≤ 100 ms; only 2xx answers. BENCH_PLATFORM_SHOPS (10,000) and
// BENCH_PLATFORM_APPOINTMENTS (10,000,000) set the sizes; only a run at those defaults writes the
// "platform" section of results.md, a smaller one prints its figures.
//
// Bookings, their services and payments are hash-partitioned by shop on PostgreSQL (decision
// 049). BENCH_PLATFORM_PARTITIONS=compare builds a third database, the N shops again with those
// tables unpartitioned (migrated with `navalha.partition_bookings = off`), and measures each
// route on it beside the partitioned one (order 1 shop, N, N unpartitioned, N unpartitioned, N,
// 1 shop); a run below the full size then writes its figures to the "platform-small" section,
// labelled with its size.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { summary } from './autocannon-summary.mjs';
import {
  callApi,
  CONNECTIONS,
  DURATION,
  P50_RATIO_BUDGET,
  PASSWORD,
  say,
  spawnChecked,
  startBenchServer,
} from './common.mjs';
import { DEMO_SHOP, generatePlatform, platformPlan } from './platform-generate.mjs';

export const PLATFORM_SHOPS = 10_000;
export const PLATFORM_APPOINTMENTS = 10_000_000;
const SLOTS_P99_BUDGET = 100;

export function platformSizes() {
  const shops = Number(process.env.BENCH_PLATFORM_SHOPS ?? PLATFORM_SHOPS);
  const appointments = Number(process.env.BENCH_PLATFORM_APPOINTMENTS ?? PLATFORM_APPOINTMENTS);
  return {
    shops,
    appointments,
    fullSize: shops === PLATFORM_SHOPS && appointments === PLATFORM_APPOINTMENTS,
    comparePartitions: process.env.BENCH_PLATFORM_PARTITIONS === 'compare',
  };
}

export async function platform() {
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!postgresUrl) throw new Error('the platform profile needs BENCH_DATABASE_URL');
  spawnChecked('npm', ['run', 'build', '-w', '@navalha/core']);
  spawnChecked('npm', ['run', 'build', '-w', '@navalha/api']);
  const { default: autocannon } = await import('autocannon');
  const dist = new URL('../apps/api/dist/', import.meta.url);
  const { openDatabase } = await import(new URL('db/client.js', dist).href);
  const { migrateDatabase } = await import(new URL('db/migrate.js', dist).href);
  const { seedDatabase } = await import(new URL('demo/seed.js', dist).href);
  const { createPasswordHasher } = await import(new URL('modules/auth/password.js', dist).href);
  const { addDaysToLocalDate, getLocalDayOfWeek, localDateInZone } =
    await import('@navalha/core/domain/format/date-time');
  const { default: pg } = await import('pg');

  const { shops, appointments, comparePartitions } = platformSizes();
  const plan = platformPlan(shops, appointments);
  const cleanups = [];
  const generation = [];

  const withClient = async (url, work) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const adminQuery = (text) => withClient(postgresUrl, (client) => client.query(text));

  /** A throwaway database, migrated, seeded and filled; answers the server's environment. */
  async function prepare(label, demoOnly, partitioned = true) {
    const name = `navalha_bench_platform_${process.pid}_${demoOnly ? 1 : shops}${partitioned ? '' : '_whole'}`;
    await adminQuery(`drop database if exists ${name}`);
    await adminQuery(`create database ${name}`);
    cleanups.push(() => adminQuery(`drop database if exists ${name} with (force)`));
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'navalha-bench-platform-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // The migration that partitions the bookings skips a session with this setting.
    const migrationUrl = new URL(url);
    if (!partitioned) migrationUrl.searchParams.set('options', '-c navalha.partition_bookings=off');
    const database = await openDatabase({ dataDir, databaseUrl: migrationUrl.toString() });
    try {
      await migrateDatabase(database);
      await seedDatabase(database.db, createPasswordHasher());
    } finally {
      await database.close();
    }
    const startedAt = performance.now();
    const written = await withClient(url.toString(), (client) =>
      generatePlatform(client, plan, { demoOnly }, say),
    );
    const seconds = (performance.now() - startedAt) / 1000;
    const rows = Object.values(written).reduce((sum, count) => sum + count, 0);
    const { size } = (await adminQuery(`select pg_database_size('${name}')::bigint as size`))
      .rows[0];
    const { partitions } = (
      await withClient(url.toString(), (client) =>
        client.query(`select count(*)::int as partitions from pg_inherits
          where inhparent = 'public.appointments'::regclass`),
      )
    ).rows[0];
    const layout = partitions > 0 ? `${partitions} partitions by shop` : 'unpartitioned';
    generation.push({ label, written, rows, seconds, bytes: Number(size), layout });
    say(
      `${label} (${layout}): ${rows.toLocaleString('en-US')} rows (${written.appointments.toLocaleString('en-US')} appointments) in ${seconds.toFixed(1)} s, ${Math.round(rows / seconds).toLocaleString('en-US')} rows/s, database ${(Number(size) / 2 ** 20).toFixed(0)} MB`,
    );
    return { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
  }

  const timeZone = 'America/Sao_Paulo';
  let date = addDaysToLocalDate(localDateInZone(new Date(), timeZone), 7);
  while (getLocalDayOfWeek(date) === 0) date = addDaysToLocalDate(date, 1);

  /** The measured requests on one server: the demo client's and the owner's. */
  async function routesOf(baseUrl) {
    const signIn = async (email, password) =>
      (await callApi(baseUrl, 'POST', '/api/auth/login', null, { email, password })).accessToken;
    const client = await signIn('cliente@navalha.dev', PASSWORD);
    const owner = await signIn('dono@navalha.dev', 'Dono@123');
    const shopQuery = `barbershopId=${DEMO_SHOP}`;
    const services = await callApi(
      baseUrl,
      'GET',
      `/api/services/for-selection?${shopQuery}`,
      client,
    );
    const barbers = await callApi(
      baseUrl,
      'GET',
      `/api/users/barbers/for-home?${shopQuery}&limit=50`,
      client,
    );
    const barberIds = (Array.isArray(barbers) ? barbers : barbers.data).map((b) => b.id);
    const serviceId = services.find((service) => service.durationMinutes === 30)?.id;
    if (barberIds.length < 10 || !serviceId)
      throw new Error(
        `for-home listed ${barberIds.length} barbers; 30-minute service ${serviceId}`,
      );
    const headers = (token) => ({
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    });
    return {
      services: {
        label: 'GET /api/services/for-selection',
        options: {
          url: `${baseUrl}/api/services/for-selection?${shopQuery}`,
          headers: headers(client),
        },
      },
      barbers: {
        label: 'GET /api/users/barbers/for-home',
        options: {
          url: `${baseUrl}/api/users/barbers/for-home?${shopQuery}`,
          headers: headers(client),
        },
      },
      slots: {
        label: `POST /api/working-hours/available-slots (${barberIds.length} barbers)`,
        options: {
          url: `${baseUrl}/api/working-hours/available-slots`,
          method: 'POST',
          headers: headers(client),
          body: JSON.stringify({ date, barberIds, serviceIds: [serviceId] }),
        },
      },
      mine: {
        label: 'GET /api/appointments/my-appointments?limit=5',
        options: {
          url: `${baseUrl}/api/appointments/my-appointments?limit=5`,
          headers: headers(client),
        },
      },
      agenda: {
        label: 'GET /api/admin/agenda (the desk’s day grid)',
        options: { url: `${baseUrl}/api/admin/agenda?date=${date}`, headers: headers(owner) },
      },
    };
  }

  const measure = (options, duration = DURATION) =>
    new Promise((resolve, reject) => {
      autocannon({ connections: CONNECTIONS, duration, ...options }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
    });

  const sizes = ['1 shop', `${shops.toLocaleString('en-US')} shops`];
  if (comparePartitions) sizes.push(`${sizes[1]}, unpartitioned`);
  const order = comparePartitions ? [0, 1, 2, 2, 1, 0] : [0, 1, 1, 0];
  const rows = [];
  const checks = [];
  const comparison = [];
  try {
    const envs = [await prepare(sizes[0], true), await prepare(sizes[1], false)];
    if (comparePartitions) envs.push(await prepare(sizes[2], false, false));
    const servers = [];
    for (const env of envs) servers.push(await routesOf(await startBenchServer(env, cleanups)));
    const keys = Object.keys(servers[0]);
    for (const server of servers) for (const key of keys) await measure(server[key].options, 2);
    for (const key of keys) {
      const results = sizes.map(() => []);
      for (const index of order) {
        say(`${sizes[index]}: ${servers[index][key].label} (load ${loadavg()[0].toFixed(1)}) …`);
        results[index].push(await measure(servers[index][key].options));
      }
      const [one, many, whole] = results.map((runs, index) => ({
        size: sizes[index],
        key,
        label: servers[index][key].label,
        ...summary(runs),
      }));
      const measured = whole ? [one, many, whole] : [one, many];
      rows.push(...measured);
      if (whole)
        comparison.push({
          label: one.label,
          partitioned: many,
          unpartitioned: whole,
          ratio: Math.max(many.p50, 1) / Math.max(whole.p50, 1),
        });
      for (const row of measured)
        say(
          `  ${row.size}: ${row.requestsPerSecond.toFixed(1)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, non-2xx ${row.non2xx}, errors ${row.errors}`,
        );
      // A p50 of 0 ms (below autocannon's resolution) counts as 1 ms, so the ratio stays finite.
      const ratio = Math.max(many.p50, 1) / Math.max(one.p50, 1);
      checks.push({
        what: `${one.label}: p50 at ${sizes[1]} ÷ p50 at 1 shop`,
        figure: ratio.toFixed(2),
        budget: `≤ ${P50_RATIO_BUDGET}`,
        ok: ratio <= P50_RATIO_BUDGET,
      });
      if (key === 'slots')
        checks.push({
          what: `${many.label} p99 at ${sizes[1]}`,
          figure: `${many.p99} ms`,
          budget: `≤ ${SLOTS_P99_BUDGET} ms`,
          ok: many.p99 <= SLOTS_P99_BUDGET,
        });
    }
    const failing = rows.filter((row) => row.non2xx > 0 || row.errors > 0 || row.requests === 0);
    checks.push({
      what: 'no request errors, only 2xx answers',
      figure:
        failing.length === 0
          ? 'none'
          : failing
              .map((row) => `${row.label} @${row.size}: ${JSON.stringify(row.statuses)}`)
              .join('; '),
      budget: 'none',
      ok: failing.length === 0,
    });
  } finally {
    while (cleanups.length > 0)
      await Promise.resolve()
        .then(cleanups.pop())
        .catch((error) => say(String(error)));
  }
  const postgres = (await adminQuery('show server_version')).rows[0].server_version;
  return { plan, date, rows, checks, generation, postgres, comparison };
}

/** The platform section of results.md. */
export function platformMarkdown(
  { plan, date, rows, checks, generation, postgres, comparison = [] },
  machine,
) {
  const number = (value) => value.toLocaleString('en-US');
  const full = plan.shops === PLATFORM_SHOPS && plan.appointments === PLATFORM_APPOINTMENTS;
  const when = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const order = comparison.length
    ? '1 shop, N shops, N unpartitioned, N unpartitioned, N shops, 1 shop'
    : '1 shop, N shops, N shops, 1 shop';
  return [
    full
      ? `## Platform (issue 20 §5, ${when})`
      : `## Platform, small-size run: ${number(plan.shops)} shops, ${number(plan.appointments)} appointments (${when}; not the issue's ${number(PLATFORM_SHOPS)} / ${number(PLATFORM_APPOINTMENTS)})`,
    '',
    machine,
    '',
    `${number(plan.shops)} shops of 10 barbers, ${number(plan.clients)} clients, ${number(plan.appointments)} appointments (the biggest shop ${number(plan.counts[0])}, the smallest ${number(plan.counts.at(-1))}), PostgreSQL ${postgres}. The demo shop, the biggest, measured alone in its database and among the others; autocannon, ${CONNECTIONS} connections, ${DURATION} s per measurement, the mean of two per size (order ${order}); availability and the day grid on ${date}. Latencies in ms.`,
    '',
    '| shops | route | req/s | p50 | p99 | requests | non-2xx |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.size} | ${row.label} | ${row.requestsPerSecond.toFixed(1)} | ${row.p50} | ${row.p99} | ${row.requests} | ${row.non2xx} |`,
    ),
    '',
    '| budget | figure | limit | |',
    '|---|---|---|---|',
    ...checks.map(
      (check) =>
        `| ${check.what} | ${check.figure} | ${check.budget} | ${check.ok ? 'ok' : 'FAIL'} |`,
    ),
    '',
    ...(comparison.length
      ? [
          `Bookings partitioned by shop (decision 049) against the same ${number(plan.shops)} shops unpartitioned:`,
          '',
          '| route | p50 partitioned | p50 unpartitioned | p99 partitioned | p99 unpartitioned | req/s partitioned | req/s unpartitioned | p50 ratio |',
          '|---|---:|---:|---:|---:|---:|---:|---:|',
          ...comparison.map(
            ({ label, partitioned: p, unpartitioned: u, ratio }) =>
              `| ${label} | ${p.p50} | ${u.p50} | ${p.p99} | ${u.p99} | ${p.requestsPerSecond.toFixed(1)} | ${u.requestsPerSecond.toFixed(1)} | ${ratio.toFixed(2)} |`,
          ),
          '',
        ]
      : []),
    'Data generation (bench/platform-generate.mjs, COPY):',
    '',
    ...generation.map(
      (entry) =>
        `- ${entry.label}${entry.label.endsWith(entry.layout) ? '' : ` (${entry.layout})`}: ${number(entry.rows)} rows (${number(entry.written.appointments)} appointments) in ${entry.seconds.toFixed(1)} s (${number(Math.round(entry.rows / entry.seconds))} rows/s), database ${(entry.bytes / 2 ** 30).toFixed(1)} GB`,
    ),
  ].join('\n');
}
