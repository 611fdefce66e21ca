import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executeRows } from './execute-rows.js';
import { pgErrorCodes } from './pg-error.js';
import { drizzleFolder, openedBeforeMigration } from '../test/database-before-migration.js';

/**
 * Migration 0046 (decision 045) on a database holding bookings, on the database the suite runs
 * on: a booking's services, review and notices take its shop, the keys pair the shop, and the
 * no-double-booking rule is per shop.
 */
const MIGRATION = '0046_citus_ready_keys';

const before = openedBeforeMigration(MIGRATION);

const shopA = '00000000-0000-4000-8000-00000000000a';
const shopB = '00000000-0000-4000-8000-00000000000b';
const client = '00000000-0000-4000-8000-0000000000c1';
const barber = '00000000-0000-4000-8000-0000000000b1';
const serviceA = '00000000-0000-4000-8000-0000000000e1';
const serviceB = '00000000-0000-4000-8000-0000000000e2';
const promoA = '00000000-0000-4000-8000-0000000000a1';
const booking = '00000000-0000-4000-8000-0000000000d1';
const payment = '00000000-0000-4000-8000-0000000000f1';
const wallet = '00000000-0000-4000-8000-0000000000f2';

function bookingAt(id: string, shop: string, hour: number) {
  return sql`insert into appointments (id, client_id, barber_id, barbershop_id, starts_at, ends_at,
      status, subtotal_cents, total_cents)
    values (${id}, ${client}, ${barber}, ${shop}, ${`2030-01-10T${hour}:00:00Z`},
      ${`2030-01-10T${hour}:30:00Z`}, 'CONFIRMED', 1000, 1000)`;
}

describe(`migration ${MIGRATION}`, () => {
  it("gives a booking's services, review and notices its shop, and keys them by it", async () => {
    const database = before.current();
    const { db } = database;
    await db.execute(sql`insert into barbershops (id, name, address, settings) values
      (${shopA}, 'Primeira', 'Rua A', '{}'), (${shopB}, 'Segunda', 'Rua B', '{}')`);
    await db.execute(sql`insert into users (id, name, email, role, provider) values
      (${client}, 'Cliente', 'cliente@exemplo.com', 'CLIENT', 'LOCAL'),
      (${barber}, 'Barbeiro', 'barbeiro@exemplo.com', 'BARBER', 'LOCAL')`);
    await db.execute(sql`insert into services (id, barbershop_id, name, price_cents,
        duration_minutes)
      values (${serviceA}, ${shopA}, 'Corte', 1000, 30), (${serviceB}, ${shopB}, 'Barba', 800, 30)`);
    await db.execute(sql`insert into promo_codes (id, barbershop_id, code, discount_percent)
      values (${promoA}, ${shopA}, 'NAVALHA10', 10)`);
    await db.execute(bookingAt(booking, shopA, 10));
    await db.execute(sql`update appointments set promo_code_id = ${promoA}, status = 'COMPLETED'
      where id = ${booking}`);
    await db.execute(sql`insert into appointment_services (appointment_id, position, service_id,
        name, price_cents, duration_minutes, icon_key)
      values (${booking}, 0, ${serviceA}, 'Corte', 1000, 30, 'haircut')`);
    await db.execute(sql`insert into reviews (appointment_id, client_id, barber_id, rating)
      values (${booking}, ${client}, ${barber}, 5)`);
    await db.execute(sql`insert into notifications (user_id, type, title, body, appointment_id)
      values (${client}, 'APPOINTMENT_CONFIRMED', 'Confirmado', 'Seu horário', ${booking}),
        (${client}, 'PASSWORD_CHANGED', 'Senha', 'Trocada', null)`);
    await db.execute(sql`insert into payments (id, appointment_id, client_id, barbershop_id,
        method, flow, amount_cents, gateway, status)
      values (${payment}, ${booking}, ${client}, ${shopA}, 'PIX', 'pix', 1000, 'sandbox',
        'COMPLETED')`);
    await db.execute(sql`insert into wallets (id, barbershop_id, user_id, balance_cents)
      values (${wallet}, ${shopA}, ${client}, 1000)`);
    await db.execute(sql`insert into wallet_transactions (wallet_id, barbershop_id, type,
        direction, amount_cents, balance_after_cents, payment_id, appointment_id)
      values (${wallet}, ${shopA}, 'refund', 'credit', 1000, 1000, ${payment}, ${booking})`);

    await database.migrate(drizzleFolder);

    const shops = await executeRows<{ source: string; shop: string | null }>(
      db,
      sql`select 'service' as source, barbershop_id as shop from appointment_services
        union all select 'review', barbershop_id from reviews
        union all select 'notice ' || type, barbershop_id from notifications order by 1`,
    );
    expect(shops).toEqual([
      { source: 'notice APPOINTMENT_CONFIRMED', shop: shopA },
      { source: 'notice PASSWORD_CHANGED', shop: null },
      { source: 'review', shop: shopA },
      { source: 'service', shop: shopA },
    ]);

    // Double booking is still refused within the shop…
    expect(await before.failureOf(bookingAt(crypto.randomUUID(), shopA, 10))).toBe(null);
    expect(await before.failureOf(bookingAt(crypto.randomUUID(), shopA, 10))).toBe(
      pgErrorCodes.exclusionViolation,
    );
    // …and a booking's rows cannot name another shop's booking or service.
    expect(
      await before.failureOf(sql`insert into appointment_services (barbershop_id, appointment_id,
          position, service_id, name, price_cents, duration_minutes, icon_key)
        values (${shopA}, ${booking}, 1, ${serviceB}, 'Barba', 800, 30, 'beard')`),
    ).toBe('23503');
    expect(
      await before.failureOf(sql`insert into payments (appointment_id, client_id, barbershop_id, method,
          flow, amount_cents, gateway)
        values (${booking}, ${client}, ${shopB}, 'PIX', 'pix', 1000, 'sandbox')`),
    ).toBe('23503');
    expect(
      await before.failureOf(sql`insert into notifications (user_id, type, title, body, appointment_id)
        values (${client}, 'APPOINTMENT_PAID', 'Pago', 'Pago', ${booking})`),
    ).toBe('23514');

    // A deleted promo code leaves the booking at its shop.
    await db.execute(sql`delete from promo_codes where id = ${promoA}`);
    const [kept] = await executeRows<{ shop: string; promo: string | null }>(
      db,
      sql`select barbershop_id as shop, promo_code_id as promo from appointments
        where id = ${booking}`,
    );
    expect(kept).toEqual({ shop: shopA, promo: null });
  });
});
