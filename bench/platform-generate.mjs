// The platform profile's data (issue 20 §5): N shops of 10 barbers each with their services,
// weekly hours and the demo shop's settings, platform-wide clients, and M appointments spread
// over the shops with a skew (shop of rank r gets a share ∝ r^-0.5: at 10,000 shops and
// 10,000,000 appointments the biggest holds about 55,000 and the smallest about 500). Rank 1 is
// the demo shop, the one measured: seeded as usual, given 10 bookable barbers and its share, the
// same rows in the 1-shop and the N-shop database. Every table is written by COPY from a
// generator, a few thousand rows a chunk, so memory stays flat at any size.
//
// Bookings lie on a grid per shop as bench/generate.mjs lays them: half-hour cells of 09:00–12:00
// and 13:00–19:00, day, then time, then barber, 85% of the cells taken, three quarters of the
// days past; one cell one booking, so no two bookings of a barber overlap (the exclusion
// constraint checks it). In the demo shop a cell that meets a seeded active booking is skipped.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getServiceIconKey } from '@navalha/core/domain/catalog/service-icon';
import {
  addDaysToLocalDate,
  localDateInZone,
  shopLocalToUtc,
} from '@navalha/core/domain/format/date-time';
import { REMINDER_LEAD_HOURS } from '@navalha/core/domain/notifications/appointment-notices';
import { from as copyFrom } from 'pg-copy-streams';

export const DEMO_SHOP = '6e617661-6c68-4100-8000-000000000001';
export const BARBERS_PER_SHOP = 10;
const SLOTS_PER_DAY = 18;
const OCCUPANCY = 0.85;
const SKEW = 0.5;
const CHUNK_ROWS = 5_000;
const HOUR = 3_600_000;
/**
 * The demo client holds one booking in this many of the demo shop's (the api profile's share),
 * the same rows in both databases, and one (the last, ahead) at each of this many other shops: a
 * client's history is theirs, it does not grow with the platform. At one booking in 500 of all
 * 10,000,000 the demo client held 20,000, 5,000 of them ahead, and their list measured that
 * history, not the number of shops (bench/results.md, "Platform").
 */
const DEMO_CLIENT_EVERY = 500;
const DEMO_CLIENT_OTHER_SHOPS = 20;
const SHOP_SERVICES = [
  ['Corte', 4500],
  ['Barba completa', 3500],
  ['Corte infantil', 4000],
  ['Pigmentação de barba', 3990],
].map(([name, priceCents]) => ({ name, priceCents, iconKey: getServiceIconKey(name) }));
/** Monday to Saturday, with the lunch break. */
const WEEK = [1, 2, 3, 4, 5, 6].flatMap((day) => [
  [day, '09:00', '12:00'],
  [day, '13:00', '19:00'],
]);

/** A deterministic uuid per kind of row and number, so both databases share the demo shop's. */
const uuid = (kind, n) =>
  `70${kind.toString(16).padStart(6, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const SHOP = 1;
const OWNER = 2;
const BARBER = 3;
const CLIENT = 4;
const SERVICE = 5;
const APPOINTMENT = 6;

const APPOINTMENT_COLUMNS = (
  'id client_id barber_id barbershop_id starts_at ends_at status payment_status payment_method ' +
  'subtotal_cents total_cents created_at updated_at'
).split(' ');
const SNAPSHOT_COLUMNS =
  'barbershop_id appointment_id position service_id name price_cents duration_minutes icon_key'.split(
    ' ',
  );

const platformClientEmail = (n) => `plataforma-cliente-${n}@navalha.dev`;

/** How many bookings each shop (rank 0 = the demo shop) gets, and how many clients there are. */
export function platformPlan(shops, appointments) {
  const weights = Array.from({ length: shops }, (_, rank) => (rank + 1) ** -SKEW);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const counts = weights.map((weight) => Math.floor((appointments * weight) / total));
  counts[0] += appointments - counts.reduce((sum, count) => sum + count, 0);
  return { shops, appointments, counts, clients: Math.max(1_000, Math.floor(appointments / 50)) };
}

/** COPY's text format; only the settings' JSON could hold a backslash. */
const field = (value) => (value === null ? '\\N' : String(value));

async function copyRows(client, table, columns, rows) {
  function* chunks() {
    let lines = [];
    for (const row of rows) {
      lines.push(row.map(field).join('\t'));
      if (lines.length === CHUNK_ROWS) {
        yield `${lines.join('\n')}\n`;
        lines = [];
      }
    }
    if (lines.length > 0) yield `${lines.join('\n')}\n`;
  }
  const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  await pipeline(Readable.from(chunks()), stream);
  return stream.rowCount;
}

const range = (from, to) => Array.from({ length: to - from }, (_, i) => from + i);

/**
 * Writes the plan into a migrated and seeded PostgreSQL database through `client` (pg.Client).
 * `demoOnly`: the 1-shop database, the demo shop's share alone. Answers the rows written per
 * table.
 */
export async function generatePlatform(client, plan, { demoOnly }, log = () => {}) {
  const one = async (text) => (await client.query(text)).rows[0];
  const shop = await one(`select time_zone, settings from barbershops where id = '${DEMO_SHOP}'`);
  const { id: demoClient, password_hash: clientHash } = await one(
    `select id, password_hash from users where email = 'cliente@navalha.dev'`,
  );
  const settings = JSON.stringify({ ...shop.settings, maxUnpaidBookingsPerClient: 50 }).replaceAll(
    '\\',
    '\\\\',
  );
  await client.query(
    `update barbershops set settings = settings || '{"maxUnpaidBookingsPerClient": 50}' where id = '${DEMO_SHOP}'`,
  );
  const demoServices = (
    await client.query(`
      select id, name, price_cents from services
      where barbershop_id = '${DEMO_SHOP}' and is_active and duration_minutes = 30 order by name`)
  ).rows.map((row) => ({
    id: row.id,
    name: row.name,
    priceCents: row.price_cents,
    iconKey: getServiceIconKey(row.name),
  }));
  const written = {};
  const count = (table, rows) => (written[table] = (written[table] ?? 0) + Number(rows));

  // The demo shop: its bookable staff up to 10, working the demo barber's week.
  const { staff } = await one(`
    select count(*)::int as staff from users where barbershop_id = '${DEMO_SHOP}' and is_active
      and (role = 'BARBER' or (takes_bookings and role in ('ADMIN', 'OWNER')))`);
  const extra = range(1, Math.max(0, BARBERS_PER_SHOP - staff) + 1);
  await client.query(`
    insert into users (id, name, email, password_hash, role, is_verified, barbershop_id)
    select md5('plataforma-demo-barbeiro-' || b)::uuid, 'Barbeiro ' || b,
      'plataforma-demo-barbeiro-' || b || '@navalha.dev', password_hash, 'BARBER', true, '${DEMO_SHOP}'
    from users, unnest(array[${extra.join(',') || 'null::int'}]::int[]) b
    where users.email = 'barbeiro@navalha.dev'`);
  await client.query(`
    insert into working_hours (barbershop_id, barber_id, day_of_week, start_time, end_time)
    select '${DEMO_SHOP}', u.id, w.day_of_week, w.start_time, w.end_time
    from users u, working_hours w join users d on d.id = w.barber_id
    where u.email like 'plataforma-demo-barbeiro-%' and d.email = 'barbeiro@navalha.dev'`);
  await client.query(`
    insert into barber_services (barbershop_id, barber_id, service_id)
    select '${DEMO_SHOP}', u.id, s.id from users u, services s
    where u.email like 'plataforma-demo-barbeiro-%' and s.barbershop_id = '${DEMO_SHOP}' and s.is_active`);
  const demoBarbers = (
    await client.query(`
      select id from users where barbershop_id = '${DEMO_SHOP}' and is_active
        and (role = 'BARBER' or (takes_bookings and role in ('ADMIN', 'OWNER')))
      order by id limit ${BARBERS_PER_SHOP}`)
  ).rows.map((row) => row.id);
  if (demoBarbers.length !== BARBERS_PER_SHOP)
    throw new Error(`the demo shop has ${demoBarbers.length} bookable barbers`);
  const seeded = (
    await client.query(`
      select barber_id, starts_at, ends_at from appointments
      where barbershop_id = '${DEMO_SHOP}' and status in ('PENDING', 'CONFIRMED')`)
  ).rows.map((row) => ({
    barberId: row.barber_id,
    from: row.starts_at.getTime(),
    to: row.ends_at.getTime(),
  }));

  const ranks = demoOnly ? [] : range(1, plan.shops);
  count(
    'barbershops',
    await copyRows(
      client,
      'barbershops',
      ['id', 'name', 'address', 'phone', 'time_zone', 'settings', 'slug'],
      (function* () {
        for (const r of ranks)
          yield [
            uuid(SHOP, r),
            `Barbearia ${r}`,
            `Rua da Plataforma, ${r}`,
            '(11) 3000-0000',
            shop.time_zone,
            settings,
            `plataforma-${r}`,
          ];
      })(),
    ),
  );
  log('  shops written');
  const staffIds = (r) =>
    r === 0
      ? demoBarbers
      : range(0, BARBERS_PER_SHOP).map((b) => uuid(BARBER, r * BARBERS_PER_SHOP + b));
  count(
    'users',
    await copyRows(
      client,
      'users',
      ['id', 'name', 'email', 'password_hash', 'role', 'is_verified', 'barbershop_id'],
      (function* () {
        for (const r of ranks) {
          const shopId = uuid(SHOP, r);
          yield [
            uuid(OWNER, r),
            `Dono ${r}`,
            `plataforma-dono-${r}@navalha.dev`,
            clientHash,
            'OWNER',
            true,
            shopId,
          ];
          for (const [b, id] of staffIds(r).entries())
            yield [
              id,
              `Barbeiro ${r}-${b}`,
              `plataforma-barbeiro-${r}-${b}@navalha.dev`,
              clientHash,
              'BARBER',
              true,
              shopId,
            ];
        }
        for (let c = 1; c <= plan.clients; c += 1)
          yield [
            uuid(CLIENT, c),
            `Cliente ${c}`,
            platformClientEmail(c),
            clientHash,
            'CLIENT',
            true,
            null,
          ];
      })(),
    ),
  );
  log('  owners, barbers and clients written');
  const serviceIds = (r) =>
    r === 0
      ? demoServices
      : SHOP_SERVICES.map((service, index) => ({
          ...service,
          id: uuid(SERVICE, r * SHOP_SERVICES.length + index),
        }));
  const perShop = (build) =>
    (function* () {
      for (const r of ranks) yield* build(r, uuid(SHOP, r));
    })();
  count(
    'services',
    await copyRows(
      client,
      'services',
      ['id', 'barbershop_id', 'name', 'price_cents', 'duration_minutes'],
      perShop(function* (r, shopId) {
        for (const service of serviceIds(r))
          yield [service.id, shopId, service.name, service.priceCents, 30];
      }),
    ),
  );
  count(
    'barber_services',
    await copyRows(
      client,
      'barber_services',
      ['barbershop_id', 'barber_id', 'service_id'],
      perShop(function* (r, shopId) {
        for (const barberId of staffIds(r))
          for (const service of serviceIds(r)) yield [shopId, barberId, service.id];
      }),
    ),
  );
  count(
    'working_hours',
    await copyRows(
      client,
      'working_hours',
      ['barbershop_id', 'barber_id', 'day_of_week', 'start_time', 'end_time'],
      perShop(function* (r, shopId) {
        for (const barberId of staffIds(r))
          for (const [day, start, end] of WEEK) yield [shopId, barberId, day, start, end];
      }),
    ),
  );
  log('  services, barbers’ services and working hours written');

  // Midnight of each day offset in the shop's zone, computed once per day.
  const today = localDateInZone(new Date(), shop.time_zone);
  const midnights = new Map();
  const midnight = (offset) => {
    if (!midnights.has(offset))
      midnights.set(
        offset,
        shopLocalToUtc(addDaysToLocalDate(today, offset), '00:00', shop.time_zone).getTime(),
      );
    return midnights.get(offset);
  };
  const now = Date.now();
  const perDay = BARBERS_PER_SHOP * SLOTS_PER_DAY;
  /** Every booking of the plan, shop by shop; the same sequence on each call. */
  function* bookings() {
    let n = 0;
    for (const r of [0, ...ranks]) {
      const total = plan.counts[r];
      const days = Math.max(60, Math.ceil(total / (perDay * OCCUPANCY)));
      const firstDay = -Math.floor(days * 0.75);
      const cells = days * perDay;
      const barbers = staffIds(r);
      const services = serviceIds(r);
      const shopId = r === 0 ? DEMO_SHOP : uuid(SHOP, r);
      for (let k = 0; k < total; k += 1) {
        n += 1;
        const cell = Math.floor((k * cells) / total);
        const within = cell % perDay;
        const slot = Math.floor(within / BARBERS_PER_SHOP);
        const minutes = 9 * 60 + 30 * slot + (slot >= 6 ? 60 : 0);
        const startsAt = midnight(firstDay + Math.floor(cell / perDay)) + minutes * 60_000;
        const endsAt = startsAt + 30 * 60_000;
        const barberId = barbers[within % BARBERS_PER_SHOP];
        if (
          r === 0 &&
          seeded.some((b) => b.barberId === barberId && b.from < endsAt && startsAt < b.to)
        )
          continue;
        const forDemoClient =
          r === 0 ? n % DEMO_CLIENT_EVERY === 0 : r <= DEMO_CLIENT_OTHER_SHOPS && k === total - 1;
        yield {
          n,
          shopId,
          barberId,
          startsAt,
          endsAt,
          service: services[n % services.length],
          forDemoClient,
        };
      }
    }
  }
  const iso = (ms) => new Date(ms).toISOString();
  // A bulk load builds an index once faster than it updates it row by row: the bookings' plain
  // indexes are dropped and made again afterwards, from their own definitions. The keys and the
  // exclusion constraint stay, so every row is still checked. On the tables partitioned by shop
  // (decision 049) a parent's index reads `ON ONLY`, which would make the parent's alone: made
  // again without it, it reaches every partition.
  const { rows: indexes } = await client.query(`
    select indexname, replace(indexdef, ' ON ONLY ', ' ON ') as indexdef from pg_indexes
    where schemaname = 'public' and tablename in ('appointments', 'appointment_services')
      and indexname not in (select conname from pg_constraint)`);
  for (const { indexname } of indexes) await client.query(`drop index "${indexname}"`);
  await client.query(`set maintenance_work_mem = '256MB'`);
  count(
    'appointments',
    await copyRows(
      client,
      'appointments',
      APPOINTMENT_COLUMNS,
      (function* () {
        for (const b of bookings()) {
          const past = b.startsAt < now;
          const cancelled = past && b.n % 10 === 3;
          const unpaid = !past && b.n % 2 === 0;
          // Booked 3 days ahead; within the reminder lead as if just now (bench/generate.mjs).
          const bookedAt =
            !past && b.startsAt <= now + REMINDER_LEAD_HOURS * HOUR ? now : b.startsAt - 72 * HOUR;
          yield [
            uuid(APPOINTMENT, b.n),
            b.forDemoClient ? demoClient : uuid(CLIENT, 1 + ((b.n * 7_919) % plan.clients)),
            b.barberId,
            b.shopId,
            iso(b.startsAt),
            iso(b.endsAt),
            past ? (cancelled ? 'CANCELLED' : 'COMPLETED') : unpaid ? 'PENDING' : 'CONFIRMED',
            past ? (cancelled ? 'REFUNDED' : 'COMPLETED') : unpaid ? 'PENDING' : 'COMPLETED',
            unpaid ? null : 'PIX',
            b.service.priceCents,
            b.service.priceCents,
            iso(bookedAt),
            iso(bookedAt),
          ];
        }
      })(),
    ),
  );
  log(`  ${written.appointments} appointments written`);
  count(
    'appointment_services',
    await copyRows(
      client,
      'appointment_services',
      SNAPSHOT_COLUMNS,
      (function* () {
        for (const b of bookings())
          yield [
            b.shopId,
            uuid(APPOINTMENT, b.n),
            0,
            b.service.id,
            b.service.name,
            b.service.priceCents,
            30,
            b.service.iconKey,
          ];
      })(),
    ),
  );
  log(`  their services written; ${indexes.length} indexes made again …`);
  for (const { indexdef } of indexes) await client.query(indexdef);
  log('  vacuum analyze …');
  // As bench/generate.mjs: no autovacuum of the fresh rows during the measurements.
  await client.query('vacuum analyze');
  return written;
}
