import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executeRows } from './execute-rows.js';
import { drizzleFolder, openedBeforeMigration } from '../test/database-before-migration.js';

/**
 * Migration 0047 (decision 045's addendum) on a database holding a shop's rows, on the database
 * the suite runs on: every row keeps its shop under the new keys, and a row can no longer name
 * another shop's parent.
 */
const MIGRATION = '0047_shop_tables_citus_keys';

const before = openedBeforeMigration(MIGRATION);

const shopA = '00000000-0000-4000-8000-00000000000a';
const shopB = '00000000-0000-4000-8000-00000000000b';
const client = '00000000-0000-4000-8000-0000000000c1';
const barber = '00000000-0000-4000-8000-0000000000b1';
const owner = '00000000-0000-4000-8000-0000000000b2';
const promoA = '00000000-0000-4000-8000-0000000000a1';
const promoB = '00000000-0000-4000-8000-0000000000a2';
const booking = '00000000-0000-4000-8000-0000000000d1';
const entryA = '00000000-0000-4000-8000-0000000000e1';
const entryB = '00000000-0000-4000-8000-0000000000e2';
const wallet = '00000000-0000-4000-8000-0000000000f2';
const serviceA = '00000000-0000-4000-8000-0000000000f3';
const serviceB = '00000000-0000-4000-8000-0000000000f4';
const walletB = '00000000-0000-4000-8000-0000000000f5';
const depositA = '00000000-0000-4000-8000-0000000000f6';
const depositB = '00000000-0000-4000-8000-0000000000f7';

function depositOf(id: string, wallet: string, shop: string) {
  return sql`insert into wallet_deposits (id, wallet_id, barbershop_id, user_id, amount_cents,
      status, gateway, expires_at)
    values (${id}, ${wallet}, ${shop}, ${client}, 500, 'COMPLETED', 'sandbox', now())`;
}

function creditOf(deposit: string) {
  return sql`insert into wallet_transactions (wallet_id, barbershop_id, type, direction,
      amount_cents, balance_after_cents, deposit_id)
    values (${wallet}, ${shopA}, 'deposit', 'credit', 500, 500, ${deposit})`;
}

function offerOf(entry: string, shop: string) {
  return sql`insert into whatsapp_messages (barbershop_id, waitlist_entry_id, recipient_id, kind,
      channel, occasion, template, parameters, next_attempt_at)
    values (${shop}, ${entry}, ${client}, 'WAITLIST_OFFER', 'CLOUD_API',
      ${`offer ${entry}`}, 'oferta', '[]', now())`;
}

async function seedShops(): Promise<void> {
  const { db } = before.current();
  await db.execute(sql`insert into barbershops (id, name, address, settings) values
    (${shopA}, 'Primeira', 'Rua A', '{}'), (${shopB}, 'Segunda', 'Rua B', '{}')`);
  await db.execute(sql`insert into users (id, name, email, role, provider, barbershop_id) values
    (${client}, 'Cliente', 'cliente@exemplo.com', 'CLIENT', 'LOCAL', null),
    (${barber}, 'Barbeiro', 'barbeiro@exemplo.com', 'BARBER', 'LOCAL', ${shopA}),
    (${owner}, 'Dono', 'dono@exemplo.com', 'OWNER', 'LOCAL', ${shopA})`);
  await db.execute(sql`insert into services (id, barbershop_id, name, price_cents,
      duration_minutes)
    values (${serviceA}, ${shopA}, 'Corte', 1000, 30), (${serviceB}, ${shopB}, 'Barba', 800, 30)`);
  await db.execute(sql`insert into barber_services (barber_id, service_id)
    values (${barber}, ${serviceA})`);
  await db.execute(sql`insert into working_hours (barber_id, day_of_week, start_time, end_time)
    values (${barber}, 1, '09:00', '18:00')`);
  await db.execute(sql`insert into time_off (barber_id, starts_at, ends_at)
    values (${barber}, '2030-01-11T09:00:00Z', '2030-01-11T12:00:00Z')`);
  await db.execute(sql`insert into promo_codes (id, barbershop_id, code, discount_percent)
    values (${promoA}, ${shopA}, 'NAVALHA10', 10), (${promoB}, ${shopB}, 'OUTRA', 5)`);
  await db.execute(sql`insert into appointments (id, client_id, barber_id, barbershop_id,
      starts_at, ends_at, status, subtotal_cents, total_cents, promo_code_id)
    values (${booking}, ${client}, ${barber}, ${shopA}, '2030-01-10T10:00:00Z',
      '2030-01-10T10:30:00Z', 'CONFIRMED', 1000, 900, ${promoA})`);
  await db.execute(sql`insert into waitlist_entries (id, barbershop_id, client_id, day,
      from_minute, to_minute, service_ids, duration_minutes)
    values (${entryA}, ${shopA}, ${client}, '2030-01-10', 540, 720, '{}', 30),
      (${entryB}, ${shopB}, ${client}, '2030-01-10', 540, 720, '{}', 30)`);
  await db.execute(offerOf(entryA, shopA));
  await db.execute(sql`insert into wallets (id, barbershop_id, user_id, balance_cents)
    values (${wallet}, ${shopA}, ${client}, 500), (${walletB}, ${shopB}, ${client}, 0)`);
  await db.execute(depositOf(depositA, wallet, shopA));
  await db.execute(depositOf(depositB, walletB, shopB));
  await db.execute(creditOf(depositA));
  await db.execute(sql`insert into invitations (barbershop_id, name, email, role, token_hash,
      expires_at)
    values (${shopA}, 'Novo', 'novo@exemplo.com', 'BARBER', 'hash-convite', now())`);
  await db.execute(sql`insert into calendar_feeds (barbershop_id, barber_id, token_hash)
    values (${shopA}, ${barber}, 'hash-agenda')`);
  await db.execute(sql`insert into audit_log (barbershop_id, actor_id, actor_role, action, entity)
    values (${shopA}, ${owner}, 'OWNER', 'promo.create', 'promo_code')`);
  await db.execute(sql`insert into cash_closings (barbershop_id, business_date, counted_cents,
      expected_cents, difference_cents, closed_by)
    values (${shopA}, '2030-01-10', 1000, 900, 100, ${owner})`);
}

describe(`migration ${MIGRATION}`, () => {
  it("keeps every row at its shop and refuses a row naming another shop's parent", async () => {
    const database = before.current();
    const { db } = database;
    await seedShops();

    await database.migrate(drizzleFolder);

    const shops = await executeRows<{ source: string; shop: string }>(
      db,
      sql`select 'audit' as source, barbershop_id as shop from audit_log
        union all select 'barber service', barbershop_id from barber_services
        union all select 'calendar', barbershop_id from calendar_feeds
        union all select 'cash', barbershop_id from cash_closings
        union all select 'deposit', barbershop_id from wallet_deposits
        union all select 'invitation', barbershop_id from invitations
        union all select 'ledger', barbershop_id from wallet_transactions
        union all select 'hours', barbershop_id from working_hours
        union all select 'offer', barbershop_id from whatsapp_messages
        union all select 'time off', barbershop_id from time_off
        union all select 'wallet', barbershop_id from wallets order by 1, 2`,
    );
    expect(shops).toEqual([
      { source: 'audit', shop: shopA },
      { source: 'barber service', shop: shopA },
      { source: 'calendar', shop: shopA },
      { source: 'cash', shop: shopA },
      { source: 'deposit', shop: shopA },
      { source: 'deposit', shop: shopB },
      { source: 'hours', shop: shopA },
      { source: 'invitation', shop: shopA },
      { source: 'ledger', shop: shopA },
      { source: 'offer', shop: shopA },
      { source: 'time off', shop: shopA },
      { source: 'wallet', shop: shopA },
      { source: 'wallet', shop: shopB },
    ]);

    // A wallet's ledger cannot credit another shop's deposit, a barber offer another shop's
    // service, a message offer another shop's waitlist entry, nor a booking take another
    // shop's code…
    expect(await before.failureOf(creditOf(depositB))).toBe('23503');
    expect(
      await before.failureOf(sql`insert into barber_services (barbershop_id, barber_id, service_id)
        values (${shopA}, ${barber}, ${serviceB})`),
    ).toBe('23503');
    expect(await before.failureOf(offerOf(entryB, shopA))).toBe('23503');
    expect(await before.failureOf(offerOf(entryB, shopB))).toBe(null);
    expect(
      await before.failureOf(sql`update appointments set promo_code_id = ${promoB}
        where id = ${booking}`),
    ).toBe('23503');
    // …a deleted waitlist entry takes its offer along, and a deleted code leaves the booking
    // at its shop.
    await db.execute(sql`delete from waitlist_entries where id = ${entryA}`);
    await db.execute(sql`delete from promo_codes where id = ${promoA}`);
    const [kept] = await executeRows<{ shop: string; promo: string | null; offers: number }>(
      db,
      sql`select barbershop_id as shop, promo_code_id as promo,
          (select count(*)::int from whatsapp_messages where barbershop_id = ${shopA}) as offers
        from appointments where id = ${booking}`,
    );
    expect(kept).toEqual({ shop: shopA, promo: null, offers: 0 });
  });
});
