import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executeRows } from './execute-rows.js';
import {
  PARTITION_COUNT,
  partitionOf,
  readBookingConstraints,
  readTableShapes,
} from '../test/booking-partitions.js';
import { drizzleFolder, openedBeforeMigration } from '../test/database-before-migration.js';

/**
 * Migration 0050 (decision 049) on a database holding two shops' bookings, services, payments
 * and the rows that name them: on PostgreSQL every row moves into the partition of its shop and
 * every constraint and index comes back (the exclusion on each partition); on the embedded
 * database nothing changes.
 */
const MIGRATION = '0050_partition_bookings_by_shop';

const before = openedBeforeMigration(MIGRATION);

// Their hashes fall in different partitions of 16 (12 and 1).
const shopA = '00000000-0000-4000-8000-00000000000a';
const shopB = '00000000-0000-4000-8000-00000000000b';
const client = '00000000-0000-4000-8000-0000000000c1';
const barberA = '00000000-0000-4000-8000-0000000000b1';
const barberB = '00000000-0000-4000-8000-0000000000b2';
const serviceA = '00000000-0000-4000-8000-0000000000f3';
const serviceB = '00000000-0000-4000-8000-0000000000f4';
const bookingA = '00000000-0000-4000-8000-0000000000d1';
const bookingB = '00000000-0000-4000-8000-0000000000d2';
const paymentA = '00000000-0000-4000-8000-0000000000e1';
const paymentB = '00000000-0000-4000-8000-0000000000e2';
const wallet = '00000000-0000-4000-8000-0000000000f2';

/** A confirmed half hour of `barber` on 2030-01-10 from `time` (UTC). */
function bookingOf(id: string, shop: string, barber: string, time = '10:00') {
  const startsAt = new Date(`2030-01-10T${time}:00Z`);
  return sql`insert into appointments (id, client_id, barber_id, barbershop_id, starts_at,
      ends_at, status, subtotal_cents, total_cents)
    values (${id}, ${client}, ${barber}, ${shop}, ${startsAt.toISOString()},
      ${new Date(startsAt.getTime() + 30 * 60_000).toISOString()}, 'CONFIRMED', 1000, 1000)`;
}

function paymentOf(id: string, booking: string, shop: string, status = 'COMPLETED') {
  return sql`insert into payments (id, appointment_id, client_id, barbershop_id, method, flow,
      amount_cents, gateway, status)
    values (${id}, ${booking}, ${client}, ${shop}, 'PIX', 'pix', 1000, 'sandbox', ${status})`;
}

async function seedShops(): Promise<void> {
  const { db } = before.current();
  await db.execute(sql`insert into barbershops (id, name, address, settings) values
    (${shopA}, 'Primeira', 'Rua A', '{}'), (${shopB}, 'Segunda', 'Rua B', '{}')`);
  await db.execute(sql`insert into users (id, name, email, role, provider, barbershop_id) values
    (${client}, 'Cliente', 'cliente@exemplo.com', 'CLIENT', 'LOCAL', null),
    (${barberA}, 'Barbeiro A', 'a@exemplo.com', 'BARBER', 'LOCAL', ${shopA}),
    (${barberB}, 'Barbeiro B', 'b@exemplo.com', 'BARBER', 'LOCAL', ${shopB})`);
  await db.execute(sql`insert into services (id, barbershop_id, name, price_cents,
      duration_minutes)
    values (${serviceA}, ${shopA}, 'Corte', 1000, 30), (${serviceB}, ${shopB}, 'Barba', 800, 30)`);
  for (const [booking, shop, barber, service, payment] of [
    [bookingA, shopA, barberA, serviceA, paymentA],
    [bookingB, shopB, barberB, serviceB, paymentB],
  ] as const) {
    await db.execute(bookingOf(booking, shop, barber));
    await db.execute(sql`insert into appointment_services (barbershop_id, appointment_id,
        position, service_id, name, price_cents, duration_minutes, icon_key)
      values (${shop}, ${booking}, 0, ${service}, 'Corte', 1000, 30, 'haircut')`);
    await db.execute(paymentOf(payment, booking, shop));
    await db.execute(sql`insert into notifications (user_id, barbershop_id, type, title, body,
        appointment_id)
      values (${client}, ${shop}, 'APPOINTMENT_CONFIRMED', 'Confirmado', 'Seu horário',
        ${booking})`);
  }
  await db.execute(sql`insert into wallets (id, barbershop_id, user_id, balance_cents)
    values (${wallet}, ${shopA}, ${client}, 1000)`);
  await db.execute(sql`insert into wallet_transactions (wallet_id, barbershop_id, type,
      direction, amount_cents, balance_after_cents, payment_id, appointment_id)
    values (${wallet}, ${shopA}, 'refund', 'credit', 1000, 1000, ${paymentA}, ${bookingA})`);
}

describe(`migration ${MIGRATION}`, () => {
  it('moves every row into its shop’s partition and keeps every constraint', async () => {
    const database = before.current();
    const { db } = database;
    await seedShops();
    const constraintsBefore = await readBookingConstraints(db);
    expect(constraintsBefore.size).toBeGreaterThan(40);

    await database.migrate(drizzleFolder);

    const partitioned = database.driver === 'postgres';
    const shapes = await readTableShapes(db);
    expect(shapes.map((shape) => shape.kind)).toEqual(
      Array.from({ length: 3 }, () => (partitioned ? 'p' : 'r')),
    );
    // The same constraints and indexes under the same names and definitions; on PostgreSQL the
    // exclusion is held by each partition.
    const constraintsAfter = await readBookingConstraints(db);
    const expected = new Map(
      [...constraintsBefore].map(([line, count]) => [
        line,
        partitioned && line.includes(' | EXCLUDE ') ? PARTITION_COUNT : count,
      ]),
    );
    expect(Object.fromEntries(constraintsAfter)).toEqual(Object.fromEntries(expected));

    // Every row kept, at its shop, in the partition of its shop's hash.
    const rows = await executeRows<{ source: string; id: string; shop: string; holder: string }>(
      db,
      sql`select 'booking' as source, id::text as id, barbershop_id as shop,
          tableoid::regclass::text as holder from appointments
        union all select 'service', appointment_id::text || '/' || position, barbershop_id,
          tableoid::regclass::text from appointment_services
        union all select 'payment', id::text, barbershop_id, tableoid::regclass::text
          from payments
        order by 1, 2`,
    );
    expect(rows.map(({ source, id, shop }) => [source, id, shop])).toEqual([
      ['booking', bookingA, shopA],
      ['booking', bookingB, shopB],
      ['payment', paymentA, shopA],
      ['payment', paymentB, shopB],
      ['service', `${bookingA}/0`, shopA],
      ['service', `${bookingB}/0`, shopB],
    ]);
    for (const row of rows) {
      const table = { booking: 'appointments', service: 'appointment_services' }[row.source];
      const whole = table ?? 'payments';
      expect(row.holder).toBe(
        partitioned
          ? `${whole}_p${String(await partitionOf(db, row.shop)).padStart(2, '0')}`
          : whole,
      );
    }
    if (partitioned) expect(await partitionOf(db, shopA)).not.toBe(await partitionOf(db, shopB));

    // The keys still hold: neither shop's barber (booked at 10:00 both, in two partitions) is
    // booked twice at once, a later time is taken; a payment cannot name another shop's
    // booking; a paid booking is not deleted; a deleted booking takes its services and notices
    // along.
    for (const [shop, barber] of [
      [shopA, barberA],
      [shopB, barberB],
    ] as const) {
      expect(await before.failureOf(bookingOf(crypto.randomUUID(), shop, barber, '10:15'))).toBe(
        '23P01',
      );
      expect(await before.failureOf(bookingOf(crypto.randomUUID(), shop, barber, '10:30'))).toBe(
        null,
      );
    }
    expect(await before.failureOf(paymentOf(crypto.randomUUID(), bookingA, shopB, 'PENDING'))).toBe(
      '23503',
    );
    // (ON DELETE RESTRICT: 23503 on PostgreSQL 15, 23001 on PGlite's 18.)
    expect(['23503', '23001']).toContain(
      await before.failureOf(sql`delete from appointments where id = ${bookingA}`),
    );
    await db.execute(sql`delete from payments where id = ${paymentB}`);
    await db.execute(sql`delete from appointments where id = ${bookingB}`);
    const [left] = await executeRows<{ services: number; notices: number }>(
      db,
      sql`select (select count(*)::int from appointment_services where barbershop_id = ${shopB})
          as services,
        (select count(*)::int from notifications where barbershop_id = ${shopB}) as notices`,
    );
    expect(left).toEqual({ services: 0, notices: 0 });
  });
});
