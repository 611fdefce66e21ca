import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { fromPglite, fromPool, pgliteExtensions } from '../db/client.js';
import type { Database } from '../db/client.js';
import { databaseUrl, uniqueDatabaseName } from './test-database-info.js';

/** The migrations folder the app runs. */
export const drizzleFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DatabaseBeforeMigration {
  /** An empty database of the suite's kind, migrated up to (not including) the migration. */
  database: Database;
  dispose(): Promise<void>;
}

async function openEmpty(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const info = inject('testDatabase');
  if (info.driver === 'pglite') {
    const fresh = fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
    return { database: fresh, dispose: () => fresh.close() };
  }
  const name = uniqueDatabaseName('navalha_migration');
  const admin = new pg.Client({ connectionString: info.serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`).finally(() => admin.end());
  const pool = new pg.Pool({ connectionString: databaseUrl(info.serverUrl, name) });
  pool.on('error', () => {});
  const fresh = fromPool(pool);
  return {
    database: fresh,
    async dispose() {
      await fresh.close();
      const dropper = new pg.Client({ connectionString: info.serverUrl });
      await dropper.connect();
      await dropper
        .query(`drop database if exists ${name} with (force)`)
        .finally(() => dropper.end());
    },
  };
}

/**
 * A database as it was before `migration` (a journal tag such as '0044_wallets_per_shop'), on
 * the database the suite runs on: the migrations before it run from a folder of their own (not
 * the later ones either: the migrator skips a migration older than the last one applied).
 * `database.migrate(drizzleFolder)` then runs it and the rest.
 */
export async function databaseBeforeMigration(migration: string): Promise<DatabaseBeforeMigration> {
  const before = mkdtempSync(join(tmpdir(), 'navalha-migrations-'));
  cpSync(drizzleFolder, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.tag < migration);
  writeFileSync(journalPath, JSON.stringify(journal));
  rmSync(join(before, `${migration}.sql`));
  const { database, dispose } = await openEmpty();
  try {
    await database.migrate(before);
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
  return { database, dispose };
}

/**
 * The suite's database before `migration`, opened before the file's tests and closed after:
 * `current()` is it, once the tests run; `failureOf` runs a statement on it and gives the
 * SQLSTATE it fails with (a key or a check refusing it), or null when it runs.
 */
export function openedBeforeMigration(migration: string): {
  current(): Database;
  failureOf(statement: SQL): Promise<string | null>;
} {
  let opened: DatabaseBeforeMigration | undefined;
  beforeAll(async () => {
    opened = await databaseBeforeMigration(migration);
  }, 120_000);
  afterAll(async () => {
    await opened?.dispose();
  });
  const current = () => {
    if (!opened) throw new Error(`the database before ${migration} is not open`);
    return opened.database;
  };
  return {
    current,
    async failureOf(statement) {
      try {
        await current().db.execute(statement);
        return null;
      } catch (error) {
        const cause = (error as { cause?: { code?: string }; code?: string }).cause ?? error;
        return (cause as { code?: string }).code ?? String(error);
      }
    },
  };
}
