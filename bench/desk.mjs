// The desk profile of `npm run bench` (issue 17 §8): the demo shop with 12 barbers and 200
// bookings on one day, and the owner's agenda routes measured with autocannon on it: the day
// (GET /api/admin/agenda, the grid's one request) and one barber's week
// (GET /api/admin/agenda/week). Reported, not budgeted. `npm run bench -- --desk-only` runs
// only this part; BENCH_DATABASES and BENCH_DURATION apply as to the API part.
import { getServiceIconKey } from '@navalha/core/domain/catalog/service-icon';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { summary } from './autocannon-summary.mjs';
import { DURATION, say, spawnChecked, startBenchServer } from './common.mjs';

export const DESK_BARBERS = 12;
export const DESK_BOOKINGS = 200;
/** A busy shop's few desk screens at once, not a crowd (and one screen alone). */
const DESK_CONNECTIONS = 10;
const SHOP = '6e617661-6c68-4100-8000-000000000001';
const TIME_ZONE = 'America/Sao_Paulo';
/** Bookable half hours of the demo week's day: 09:00–12:00 and 13:00–19:00. */
const SLOTS_PER_DAY = 18;

/**
 * Fills `date` in the demo shop: bookable staff up to 12 (new barbers work the demo barber's
 * week) and 200 half-hour bookings, barber by barber through the day, by 200 clients; one in
 * ten cancelled, the rest pending or confirmed and paid by PIX.
 */
async function fillDay(db, sql, date) {
  const run = (text) => db.execute(sql.raw(text));
  const rows = async (text) => {
    const result = await run(text);
    return Array.isArray(result) ? result : result.rows;
  };
  const [{ count }] = await rows(`
    select count(*)::int as count from users
    where barbershop_id = '${SHOP}' and is_active
      and (role = 'BARBER' or (takes_bookings and role in ('ADMIN', 'OWNER')))`);
  const missing = Math.max(0, DESK_BARBERS - Number(count));
  await run(`
    insert into users (id, name, email, password_hash, role, is_verified, barbershop_id)
    select md5('desk-barber-' || b)::uuid, 'Barbeiro Mesa ' || b, 'mesa-barbeiro-' || b || '@navalha.dev',
      password_hash, 'BARBER', true, '${SHOP}'
    from users, generate_series(1, ${missing}) b
    where users.email = 'barbeiro@navalha.dev'`);
  await run(`
    insert into working_hours (barbershop_id, barber_id, day_of_week, start_time, end_time)
    select '${SHOP}', md5('desk-barber-' || b)::uuid, w.day_of_week, w.start_time, w.end_time
    from generate_series(1, ${missing}) b,
      working_hours w join users u on u.id = w.barber_id
    where u.email = 'barbeiro@navalha.dev'`);
  await run(`
    insert into users (id, name, email, password_hash, role, is_verified, barbershop_id)
    select md5('desk-client-' || c)::uuid, 'Cliente Mesa ' || c, 'mesa-cliente-' || c || '@navalha.dev',
      password_hash, 'CLIENT', true, barbershop_id
    from users, generate_series(1, ${DESK_BOOKINGS}) c
    where users.email = 'cliente@navalha.dev'`);
  const [service] = await rows(`
    select id, name, price_cents from services
    where barbershop_id = '${SHOP}' and is_active order by name limit 1`);
  const iconKey = getServiceIconKey(service.name);
  const [{ written }] = await rows(`
    with staff as (
      select (row_number() over (order by name, id) - 1)::int as idx, id from users
      where barbershop_id = '${SHOP}' and is_active
        and (role = 'BARBER' or (takes_bookings and role in ('ADMIN', 'OWNER')))
      limit ${DESK_BARBERS}
    ), placed as (
      select k, (k % ${DESK_BARBERS}) as barber_idx,
        (date '${date}' + time '09:00' + make_interval(mins => 30 * (k / ${DESK_BARBERS})
          + case when k / ${DESK_BARBERS} >= 6 then 60 else 0 end)) at time zone '${TIME_ZONE}' as starts_at
      from generate_series(0, ${DESK_BOOKINGS - 1}) k
      where k / ${DESK_BARBERS} < ${SLOTS_PER_DAY}
    ), inserted as (
      insert into appointments (id, client_id, barber_id, barbershop_id, starts_at, ends_at,
        status, payment_status, payment_method, subtotal_cents, total_cents)
      select md5('desk-appointment-' || k)::uuid, md5('desk-client-' || (k + 1))::uuid, staff.id,
        '${SHOP}', starts_at, starts_at + interval '30 minutes',
        (case when k % 10 = 3 then 'CANCELLED' when k % 2 = 0 then 'PENDING' else 'CONFIRMED' end)::appointment_status,
        (case when k % 10 = 3 then 'CANCELLED' when k % 2 = 0 then 'PENDING' else 'COMPLETED' end)::payment_status,
        (case when k % 2 = 0 then 'CASH' else 'PIX' end)::payment_method,
        ${service.price_cents}, ${service.price_cents}
      from placed join staff on staff.idx = placed.barber_idx
      returning id
    ), snapshots as (
      insert into appointment_services (barbershop_id, appointment_id, position, service_id, name,
        price_cents, duration_minutes, icon_key)
      select '${SHOP}', inserted.id, 0, '${service.id}', '${service.name.replaceAll("'", "''")}', ${service.price_cents}, 30, '${iconKey}'
      from inserted
      returning 1
    )
    select count(*)::int as written from snapshots`);
  await run('vacuum analyze');
  return Number(written);
}

/**
 * Runs the desk profile on each database; returns the rows to report. `built`: the API part
 * has just built core and the API.
 */
export async function desk({ built = false } = {}) {
  if (!built) {
    spawnChecked('npm', ['run', 'build', '-w', '@navalha/core']);
    spawnChecked('npm', ['run', 'build', '-w', '@navalha/api']);
  }
  const { default: autocannon } = await import('autocannon');
  const dist = new URL('../apps/api/dist/', import.meta.url);
  const { openDatabase } = await import(new URL('db/client.js', dist).href);
  const { migrateDatabase } = await import(new URL('db/migrate.js', dist).href);
  const { seedDatabase } = await import(new URL('demo/seed.js', dist).href);
  const { createPasswordHasher } = await import(new URL('modules/auth/password.js', dist).href);
  const { addDaysToLocalDate, getLocalDayOfWeek, localDateInZone } =
    await import('@navalha/core/domain/format/date-time');
  const { sql } = await import('drizzle-orm');
  const { default: pg } = await import('pg');

  // Far past the demo agenda's two weeks, on a working day.
  let date = addDaysToLocalDate(localDateInZone(new Date(), TIME_ZONE), 30);
  while (getLocalDayOfWeek(date) === 0) date = addDaysToLocalDate(date, 1);

  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const databases = [{ name: 'PGlite (embedded)', driver: 'pglite' }];
  if (postgresUrl) databases.push({ name: 'PostgreSQL', driver: 'postgres' });
  const only = process.env.BENCH_DATABASES?.split(',');
  const chosen = only ? databases.filter((d) => only.includes(d.driver)) : databases;
  const rows = [];
  const cleanups = [];

  async function adminQuery(text) {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  }

  const startServer = (env) => startBenchServer(env, cleanups);

  const measure = (options) =>
    new Promise((resolve, reject) => {
      autocannon(
        { connections: DESK_CONNECTIONS, duration: DURATION, ...options },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });

  try {
    for (const database of chosen) {
      const dataDir = mkdtempSync(join(tmpdir(), 'navalha-bench-desk-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      let env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      if (database.driver === 'postgres') {
        const name = `navalha_bench_desk_${process.pid}`;
        await adminQuery(`drop database if exists ${name}`);
        await adminQuery(`create database ${name}`);
        cleanups.push(() => adminQuery(`drop database if exists ${name} with (force)`));
        const url = new URL(postgresUrl);
        url.pathname = `/${name}`;
        env = { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
      }
      const database_ = await openDatabase({
        dataDir: env.DATA_DIR,
        databaseUrl: env.DATABASE_URL || undefined,
      });
      let written;
      try {
        await migrateDatabase(database_);
        await seedDatabase(database_.db, createPasswordHasher());
        written = await fillDay(database_.db, sql, date);
      } finally {
        await database_.close();
      }
      const baseUrl = await startServer(env);
      const login = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'dono@navalha.dev', password: 'Dono@123' }),
      });
      const { accessToken } = await login.json();
      const headers = { authorization: `Bearer ${accessToken}` };
      const day = await (
        await fetch(`${baseUrl}/api/admin/agenda?date=${date}`, { headers })
      ).json();
      say(
        `${database.name}: ${day.staff.length} barbers, ${day.bookings.length} bookings on ${date} (${written} written)`,
      );
      const busiest = day.staff[0].id;
      const routes = [
        ['GET /api/admin/agenda (12 barbers, 200 bookings)', `/api/admin/agenda?date=${date}`],
        [
          'GET /api/admin/agenda/week (one barber)',
          `/api/admin/agenda/week?barberId=${busiest}&date=${date}`,
        ],
      ];
      // Warm the JIT and the caches.
      await measure({ url: `${baseUrl}${routes[0][1]}`, headers, duration: 2 });
      // One screen alone (what a desk sees), then a busy shop's several at once.
      for (const [label, path] of routes)
        for (const connections of [1, DESK_CONNECTIONS]) {
          const load = loadavg()[0].toFixed(1);
          say(`${database.name}: ${label}, ${connections} connections (load ${load}) …`);
          const figures = summary([
            await measure({ url: `${baseUrl}${path}`, headers, connections }),
          ]);
          rows.push({
            database: database.name,
            label,
            connections,
            staff: day.staff.length,
            bookings: day.bookings.length,
            load,
            ...figures,
          });
          say(
            `  ${figures.requestsPerSecond.toFixed(1)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, non-2xx ${figures.non2xx}, errors ${figures.errors}`,
          );
        }
      while (cleanups.length > 0) await cleanups.pop()();
    }
  } finally {
    while (cleanups.length > 0) {
      const cleanup = cleanups.pop();
      await Promise.resolve()
        .then(cleanup)
        .catch((error) => say(String(error)));
    }
  }
  return rows;
}

/** The desk section of results.md. */
export function deskMarkdown(rows, facts) {
  const lines = [
    '## Desk agenda (issue 17 §8)',
    '',
    `The demo shop with ${DESK_BARBERS} barbers and ${DESK_BOOKINGS} bookings on one day; the owner's`,
    `agenda routes at 1 and ${DESK_CONNECTIONS} connections for ${DURATION} s each. ${facts}`,
    '',
    '| Database | Route | connections | req/s | p50 (ms) | p99 (ms) | non-2xx | load |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.database} | ${row.label} | ${row.connections} | ${row.requestsPerSecond.toFixed(1)} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.load} |`,
    ),
  ];
  return lines.join('\n');
}
