import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executeRows } from './execute-rows.js';
import { drizzleFolder, openedBeforeMigration } from '../test/database-before-migration.js';

/**
 * Migration 0044 (decision 042) on a database as it was before it, on the database the suite
 * runs on: each wallet moves to the shop where its client booked most recently, else to the
 * install's first shop; its ledger rows and deposits follow it; saved methods become the
 * person's.
 */
const MIGRATION = '0044_wallets_per_shop';

const before = openedBeforeMigration(MIGRATION);

const shopA = '00000000-0000-4000-8000-00000000000a';
const shopB = '00000000-0000-4000-8000-00000000000b';
const often = '00000000-0000-4000-8000-0000000000c1';
const never = '00000000-0000-4000-8000-0000000000c2';
const barber = '00000000-0000-4000-8000-0000000000b1';
const walletOften = '00000000-0000-4000-8000-0000000000f1';
const walletNever = '00000000-0000-4000-8000-0000000000f2';
const depositId = '00000000-0000-4000-8000-0000000000d1';

describe(`migration ${MIGRATION}`, () => {
  it("moves each wallet to its client's last shop, else the first, with its ledger and methods", async () => {
    const database = before.current();
    const { db } = database;
    await db.execute(sql`insert into barbershops (id, name, address, settings, created_at) values
      (${shopA}, 'Primeira', 'Rua A', '{}', now() - interval '2 days'),
      (${shopB}, 'Segunda', 'Rua B', '{}', now() - interval '1 day')`);
    await db.execute(sql`insert into users (id, name, email, role, provider) values
      (${often}, 'Cliente de duas', 'duas@exemplo.com', 'CLIENT', 'LOCAL'),
      (${never}, 'Nunca agendou', 'nunca@exemplo.com', 'CLIENT', 'LOCAL'),
      (${barber}, 'Barbeiro', 'barbeiro@exemplo.com', 'BARBER', 'LOCAL')`);
    // Booked at A, then (more recently) at B, for a time before the one at A.
    await db.execute(sql`insert into appointments (client_id, barber_id, barbershop_id, starts_at,
        ends_at, status, payment_status, subtotal_cents, total_cents, created_at) values
      (${often}, ${barber}, ${shopA}, now() + interval '3 days',
        now() + interval '3 days 30 minutes', 'PENDING', 'PENDING', 1000, 1000,
        now() - interval '3 hours'),
      (${often}, ${barber}, ${shopB}, now() + interval '1 day',
        now() + interval '1 day 30 minutes', 'PENDING', 'PENDING', 1000, 1000,
        now() - interval '1 hour')`);
    await db.execute(sql`insert into wallets (id, user_id, balance_cents) values
      (${walletOften}, ${often}, 500), (${walletNever}, ${never}, 0)`);
    await db.execute(sql`insert into wallet_deposits
        (id, wallet_id, user_id, amount_cents, status, gateway, expires_at)
      values (${depositId}, ${walletOften}, ${often}, 500, 'COMPLETED', 'sandbox', now())`);
    await db.execute(sql`insert into wallet_transactions
        (wallet_id, type, direction, amount_cents, balance_after_cents, deposit_id)
      values (${walletOften}, 'deposit', 'credit', 500, 500, ${depositId})`);
    await db.execute(sql`insert into wallet_payment_methods (wallet_id, method_type, is_default)
      values (${walletOften}, 'apple_pay', true)`);

    await database.migrate(drizzleFolder);

    const wallets = await executeRows<{ id: string; shop: string; balance: string }>(
      db,
      sql`select id, barbershop_id as shop, balance_cents::text as balance from wallets order by id`,
    );
    expect(wallets).toEqual([
      { id: walletOften, shop: shopB, balance: '500' },
      { id: walletNever, shop: shopA, balance: '0' },
    ]);
    const ledger = await executeRows<{ shop: string }>(
      db,
      sql`select barbershop_id as shop from wallet_transactions`,
    );
    expect(ledger).toEqual([{ shop: shopB }]);
    const deposits = await executeRows<{ shop: string }>(
      db,
      sql`select barbershop_id as shop from wallet_deposits`,
    );
    expect(deposits).toEqual([{ shop: shopB }]);
    const methods = await executeRows<{ user: string; isDefault: boolean }>(
      db,
      sql`select user_id as "user", is_default as "isDefault" from wallet_payment_methods`,
    );
    expect(methods).toEqual([{ user: often, isDefault: true }]);
    // The same client may now hold a wallet at the other shop too.
    await db.execute(sql`insert into wallets (barbershop_id, user_id) values (${shopA}, ${often})`);
  });
});
