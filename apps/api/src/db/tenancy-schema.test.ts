import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import type { TestDatabase } from '../test/test-database.js';
import { readTenancyCatalog } from '../test/tenancy-catalog.js';
import type { TenancyCatalog } from '../test/tenancy-catalog.js';

/**
 * The schema is ready for a distributed PostgreSQL (issue 20 §5, decision 045): every table is
 * either platform-level (listed below with why) or shop-scoped, and a shop-scoped table carries
 * a NOT NULL `barbershop_id` that its primary key, unique and exclusion constraints and unique
 * indexes include, and that every foreign key into a shop-scoped table pairs on both sides.
 */
const PLATFORM_TABLES: Record<string, string> = {
  barbershops: 'the shops themselves: their id is the distribution column',
  users: 'a person spans shops (one client account books anywhere); staff name theirs, nullable',
  user_identities: "a person's sign-in providers",
  refresh_tokens: "a person's sessions",
  one_time_tokens: "a person's reset and confirmation links, and the install's setup link",
  notifications: "a person's inbox across shops; account notices have no shop",
  email_outbox: "the e-mail copies of a person's notifications",
  wallet_payment_methods: "a person's saved cards pay at any shop (decision 042)",
  payment_events: "the gateways' webhook inbox, kept by event id before the shop is known",
  whatsapp_inbound: "Meta's webhook inbox, kept by message id before the shop is known",
  rate_limit_counters: 'request counters per address or account, not per shop',
  seed_runs: "the install's record of the demo seed",
  setup_progress: "the install's first-run setup draft (one row)",
  sandbox_payments: "the sandbox gateway's own books, standing for Mercado Pago's side",
  sandbox_card_tokens: "the sandbox gateway's card tokens, standing for Mercado Pago's side",
};

/**
 * Shop-scoped tables whose keys do not include `barbershop_id` yet: none since migration 0047.
 * A table that cannot be converted at once waits here, with why; one listed here that already
 * complies fails the test, so the list only shrinks.
 */
const NOT_YET_CONVERTED = new Set<string>([]);

let testDatabase: TestDatabase;
let catalog: TenancyCatalog;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  catalog = await readTenancyCatalog(testDatabase.database.db);
}, 60_000);

afterAll(async () => {
  await testDatabase.dispose();
});

function shopScoped(current: TenancyCatalog): Set<string> {
  return new Set(current.tables.filter((table) => !(table in PLATFORM_TABLES)));
}

/**
 * Each table that breaks the rule, with what breaks it. A platform table's keys into a table not
 * yet converted wait for it (they cannot pair before its key holds the shop).
 */
function violations(current: TenancyCatalog): Record<string, string[]> {
  const scoped = shopScoped(current);
  const converted = new Set([...scoped].filter((table) => !NOT_YET_CONVERTED.has(table)));
  const found: Record<string, string[]> = {};
  for (const table of current.tables) {
    if (NOT_YET_CONVERTED.has(table)) continue;
    const problems = [
      ...(scoped.has(table) ? current.problemsOf(table) : []),
      ...current.foreignKeysBreaking(table, scoped.has(table) ? scoped : converted),
    ];
    if (problems.length > 0) found[table] = problems.sort();
  }
  return found;
}

describe('Citus-ready keys (decision 045)', () => {
  it('every shop-scoped table keys on barbershop_id, and every key into one pairs it', () => {
    expect(violations(catalog)).toEqual({});
  });

  it('lists only tables that exist, each in one list', () => {
    const tables = new Set(catalog.tables);
    const listed = [...Object.keys(PLATFORM_TABLES), ...NOT_YET_CONVERTED];
    expect(listed.filter((table) => !tables.has(table))).toEqual([]);
    expect(Object.keys(PLATFORM_TABLES).filter((table) => NOT_YET_CONVERTED.has(table))).toEqual(
      [],
    );
  });

  it('lists as not yet converted only tables that still break the rule', () => {
    const scoped = shopScoped(catalog);
    const complying = [...NOT_YET_CONVERTED].filter(
      (table) =>
        catalog.problemsOf(table).length === 0 &&
        catalog.foreignKeysBreaking(table, scoped).length === 0,
    );
    expect(complying, 'already converted: remove them from NOT_YET_CONVERTED').toEqual([]);
  });

  it('names a new table that forgets the shop, or keys without it', async () => {
    const { db } = testDatabase.database;
    await db.execute(sql`create table tenancy_probe_unscoped (id uuid primary key)`);
    await db.execute(sql`create table tenancy_probe_keys (id uuid primary key,
      barbershop_id uuid, appointment_id uuid, code text unique)`);
    await db.execute(sql`create table tenancy_probe_good (id uuid, barbershop_id uuid not null,
      primary key (barbershop_id, id))`);
    await db.execute(sql`create table tenancy_probe_refs (id uuid, barbershop_id uuid not null,
      good_id uuid, primary key (barbershop_id, id),
      foreign key (good_id, barbershop_id) references tenancy_probe_good (barbershop_id, id))`);
    try {
      const found = violations(await readTenancyCatalog(db));
      expect(found).toEqual({
        tenancy_probe_unscoped: ['has no barbershop_id column'],
        tenancy_probe_keys: [
          'barbershop_id is nullable',
          'primary key tenancy_probe_keys_pkey (id) lacks it',
          'unique constraint tenancy_probe_keys_code_key (code) lacks it',
        ],
        tenancy_probe_refs: [
          'foreign key tenancy_probe_refs_good_id_barbershop_id_fkey (good_id, barbershop_id) → ' +
            'tenancy_probe_good (barbershop_id, id) does not pair barbershop_id with barbershop_id',
        ],
      });
    } finally {
      await db.execute(sql`drop table tenancy_probe_refs, tenancy_probe_good,
        tenancy_probe_keys, tenancy_probe_unscoped`);
    }
  });
});
