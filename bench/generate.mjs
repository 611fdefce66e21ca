// The benchmark's data: N appointments (with their appointment_services rows) spread over 97
// barbers in 32 shops (the demo shop's 4 barbers and 93 generated ones), N/100 generated
// clients (at least 50) plus the demo client, who gets one booking in 500, and a run of days
// three quarters past and one quarter future. Past bookings are COMPLETED (one in ten
// CANCELLED and refunded), future ones PENDING or CONFIRMED; no two active bookings of a barber
// overlap (the exclusion constraint checks it). Bookings starting within the reminder lead (24 h)
// are dated as booked just now, so the server's first reminder sweep has no day of backlog. Everything is written by `INSERT … SELECT
// generate_series` in batches, so the same SQL serves PGlite and PostgreSQL.
//
// CLI: node bench/generate.mjs --appointments 1000 [--database-url postgres://…|--data-dir DIR]
// migrates and seeds the database first (needs `npm run build -w @navalha/api`).
import { fileURLToPath } from 'node:url';
import { getServiceIconKey } from '@navalha/core/domain/catalog/service-icon';
import { REMINDER_LEAD_HOURS } from '@navalha/core/domain/notifications/appointment-notices';
import { sql } from 'drizzle-orm';

export const TIME_ZONE = 'America/Sao_Paulo';
export const BARBER_COUNT = 97;
export const BARBERS_PER_SHOP = 3;
/** Bookable half hours of the demo week's day: 09:00–12:00 and 13:00–19:00. */
export const SLOTS_PER_DAY = 18;
/** The generated barbers' share of their cells (the rest stays free). */
const OCCUPANCY = 0.85;
const BATCH = 50_000;
/**
 * 30-minute demo services at their final prices: Barba completa, Corte infantil, Pigmentação.
 * The prices differ, so a written appointment finds its snapshot's service by its subtotal.
 */
const SERVICES = [
  ['6e617661-6c68-4100-8000-000000000102', 'Barba completa', 3500],
  ['6e617661-6c68-4100-8000-000000000105', 'Corte infantil', 4000],
  ['6e617661-6c68-4100-8000-000000000107', 'Pigmentação de barba', 3990],
].map(([id, name, priceCents]) => [id, name, priceCents, getServiceIconKey(name)]);
const DEMO_BARBERS = [
  'barbeiro@navalha.dev',
  'rafael@navalha.dev',
  'thiago@navalha.dev',
  'lucas@navalha.dev',
];

/** How the N appointments are laid out; the runner books its own slots after `lastDay`. */
export function layout(appointments) {
  const days = Math.max(60, Math.ceil(appointments / (BARBER_COUNT * SLOTS_PER_DAY * OCCUPANCY)));
  const firstDay = -Math.floor(days * 0.75);
  return {
    appointments,
    days,
    firstDay,
    lastDay: firstDay + days - 1,
    // At least the bookers of the create scenario (bench/api.mjs BOOKERS).
    clients: Math.max(150, Math.floor(appointments / 100)),
  };
}

/** E-mail of generated client `index` (1-based); password Cliente@123 like the demo client. */
export const benchClientEmail = (index) => `bench-cliente-${index}@navalha.dev`;

/**
 * Adds the shops, barbers, clients and N appointments to a migrated and seeded database
 * (a drizzle `db`). Returns the layout and how many appointments were written: a generated
 * active booking that would overlap one of the seed's is skipped (ON CONFLICT DO NOTHING).
 */
export async function generate(db, appointments, log = () => {}) {
  const plan = layout(appointments);
  const run = (text) => db.execute(sql.raw(text));
  const rows = async (text) => {
    const result = await run(text);
    return Array.isArray(result) ? result : result.rows;
  };

  const shops = Math.ceil((BARBER_COUNT - DEMO_BARBERS.length) / BARBERS_PER_SHOP);
  // The bench's clients book many times without paying: the shop allows the most unpaid
  // bookings per client its settings admit (50), as the e2e set-up does.
  await run(`
    update barbershops
    set settings = jsonb_set(settings, '{maxUnpaidBookingsPerClient}', '50')
    where id = '6e617661-6c68-4100-8000-000000000001'`);
  await run(`
    insert into barbershops (id, name, address, phone, time_zone, settings)
    select md5('bench-shop-' || s)::uuid, 'Barbearia ' || s, 'Rua Bench, ' || s, phone, time_zone, settings
    from barbershops, generate_series(1, ${shops}) s
    where barbershops.id = '6e617661-6c68-4100-8000-000000000001'
    on conflict (id) do nothing`);
  await run(`
    insert into users (id, name, email, password_hash, role, is_verified, barbershop_id)
    select md5('bench-barber-' || b)::uuid, 'Barbeiro ' || b, 'bench-barbeiro-' || b || '@navalha.dev',
      password_hash, 'BARBER', true,
      md5('bench-shop-' || ((b - 1) / ${BARBERS_PER_SHOP} + 1))::uuid
    from users, generate_series(1, ${BARBER_COUNT - DEMO_BARBERS.length}) b
    where users.email = 'barbeiro@navalha.dev'
    on conflict do nothing`);
  await run(`
    insert into users (id, name, email, password_hash, role, is_verified)
    select md5('bench-client-' || c)::uuid, 'Cliente ' || c, 'bench-cliente-' || c || '@navalha.dev',
      password_hash, 'CLIENT', true
    from users, generate_series(1, ${plan.clients}) c
    where users.email = 'cliente@navalha.dev'
    on conflict do nothing`);
  // The barbers by index 0..96 and the services by index 0..2, for the generator's joins.
  await run(`drop table if exists bench_barbers`);
  await run(`
    create table bench_barbers as
    select (row_number() over (order by ord) - 1)::int as idx, id, barbershop_id
    from (
      select array_position(array['${DEMO_BARBERS.join("','")}'], email) as ord, id, barbershop_id
      from users where email in ('${DEMO_BARBERS.join("','")}')
      union all
      select 100 + b, md5('bench-barber-' || b)::uuid, md5('bench-shop-' || ((b - 1) / ${BARBERS_PER_SHOP} + 1))::uuid
      from generate_series(1, ${BARBER_COUNT - DEMO_BARBERS.length}) b
    ) barbers`);
  await run(`drop table if exists bench_services`);
  await run(`
    create table bench_services (idx int, id uuid, name text, price_cents int, icon_key text)`);
  await run(`
    insert into bench_services values ${SERVICES.map(
      ([id, name, price, icon], index) => `(${index}, '${id}', '${name}', ${price}, '${icon}')`,
    ).join(', ')}`);
  // A booking's services belong to its shop (decision 045): each generated shop gets its own
  // copies of the three services, with ids derived from the shop's and the demo service's.
  const serviceIds = SERVICES.map(([id]) => `'${id}'`).join(', ');
  await run(`drop table if exists bench_shop_services`);
  await run(`
    create table bench_shop_services as
    select shops.id as shop_id, s.* from services s
    cross join barbershops shops
    where s.id in (${serviceIds}) and shops.id <> s.barbershop_id
      and shops.id in (select barbershop_id from bench_barbers)`);
  await run(`
    update bench_shop_services
    set id = md5('bench-service-' || shop_id || id)::uuid, barbershop_id = shop_id`);
  await run(`alter table bench_shop_services drop column shop_id`);
  await run(`insert into services select * from bench_shop_services on conflict do nothing`);
  await run(`drop table bench_shop_services`);
  const [heavy] = await rows(`select id from users where email = 'cliente@navalha.dev'`);

  const cells = plan.days * BARBER_COUNT * SLOTS_PER_DAY;
  const perDay = BARBER_COUNT * SLOTS_PER_DAY;
  let written = 0;
  for (let from = 0; from < appointments; from += BATCH) {
    const to = Math.min(appointments, from + BATCH) - 1;
    // Cell c = floor(k·cells/N): day-major, then slot, then barber (97 is prime: no aliasing).
    const [{ count }] = await rows(`
      with cells as (
        select k, (k::bigint * ${cells} / ${appointments})::int as c from generate_series(${from}, ${to}) k
      ), placed as (
        select k,
          ((current_timestamp at time zone '${TIME_ZONE}')::date + ${plan.firstDay} + c / ${perDay})
            + time '09:00'
            + make_interval(mins => 30 * ((c % ${perDay}) / ${BARBER_COUNT})
              + case when (c % ${perDay}) / ${BARBER_COUNT} >= 6 then 60 else 0 end) as local_start,
          (c % ${perDay}) % ${BARBER_COUNT} as barber_idx
        from cells
      ), timed as (
        select k, barber_idx, local_start at time zone '${TIME_ZONE}' as starts_at from placed
      ), booked as (
        -- Booked 3 days ahead; those starting within the next day as if booked just now, so the
        -- reminder sweep has no backlog of a day's reminders that it would have written over
        -- the last 24 hours (a few a minute), but a steady trickle.
        select timed.*, case when starts_at > now() and starts_at <= now() + interval '${REMINDER_LEAD_HOURS} hours'
          then now() else starts_at - interval '3 days' end as booked_at
        from timed
      ), inserted as (
        insert into appointments (id, client_id, barber_id, barbershop_id, starts_at, ends_at,
          status, payment_status, payment_method, subtotal_cents, total_cents, created_at, updated_at)
        select md5('bench-appointment-' || k)::uuid,
          case when k % 500 = 0 then '${heavy.id}'::uuid
            else md5('bench-client-' || (k % ${plan.clients} + 1))::uuid end,
          b.id, b.barbershop_id, starts_at, starts_at + interval '30 minutes',
          (case when starts_at < now() then (case when k % 10 = 3 then 'CANCELLED' else 'COMPLETED' end)
            else (case when k % 2 = 0 then 'PENDING' else 'CONFIRMED' end) end)::appointment_status,
          (case when starts_at < now() then (case when k % 10 = 3 then 'REFUNDED' else 'COMPLETED' end)
            else (case when k % 2 = 0 then 'PENDING' else 'COMPLETED' end) end)::payment_status,
          (case when starts_at >= now() and k % 2 = 0 then null else 'PIX' end)::payment_method,
          s.price_cents, s.price_cents, booked_at, booked_at
        from booked
        join bench_barbers b on b.idx = booked.barber_idx
        join bench_services s on s.idx = booked.k % ${SERVICES.length}
        on conflict do nothing
        returning id, barbershop_id, subtotal_cents
      ), snapshots as (
        insert into appointment_services (barbershop_id, appointment_id, position, service_id, name,
          price_cents, duration_minutes, icon_key)
        select inserted.barbershop_id, inserted.id, 0,
          coalesce(copy.id, s.id), s.name, s.price_cents, 30, s.icon_key
        from inserted join bench_services s on s.price_cents = inserted.subtotal_cents
        left join services copy
          on copy.id = md5('bench-service-' || inserted.barbershop_id || s.id)::uuid
        returning 1
      )
      select count(*)::int as count from snapshots`);
    written += Number(count);
    log(`  ${to + 1} of ${appointments} appointments generated`);
  }
  await run(`drop table bench_barbers`);
  await run(`drop table bench_services`);
  // A table in service has been vacuumed: without this, autovacuum would visit the fresh rows
  // during the measurements, and index-only scans would still read the heap.
  await run(`vacuum analyze`);
  return { ...plan, written };
}

async function main() {
  const { parseArgs } = await import('node:util');
  const { mkdirSync } = await import('node:fs');
  const { values } = parseArgs({
    options: {
      appointments: { type: 'string', default: '1000' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string', default: './bench-data' },
    },
  });
  const api = new URL('../apps/api/dist/', import.meta.url);
  const { openDatabase } = await import(new URL('db/client.js', api));
  const { migrateDatabase } = await import(new URL('db/migrate.js', api));
  const { seedDatabase } = await import(new URL('demo/seed.js', api));
  const { createPasswordHasher } = await import(new URL('modules/auth/password.js', api));
  if (!values['database-url']) mkdirSync(values['data-dir'], { recursive: true });
  const database = await openDatabase({
    dataDir: values['data-dir'],
    databaseUrl: values['database-url'],
  });
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, createPasswordHasher());
    const startedAt = performance.now();
    const result = await generate(database.db, Number(values.appointments), (line) =>
      process.stdout.write(`${line}\n`),
    );
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    process.stdout.write(`${result.written} appointments written in ${seconds} s\n`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
