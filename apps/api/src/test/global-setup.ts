import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPool, pgliteExtensions } from '../db/client.js';
import type { Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { seedDatabase } from '../demo/seed.js';
import { createPasswordHasher } from '../modules/auth/password.js';
import { databaseUrl, selectedTestDriver, uniqueDatabaseName } from './test-database-info.js';
import './test-database-info.js';

/** Migrated and seeded once per run; each test file then gets a fresh copy of it. */
async function prepare(database: Database): Promise<void> {
  await migrateDatabase(database);
  await seedDatabase(database.db, createPasswordHasher());
  // Suites book many times as the demo client; the unpaid-bookings limit has its own tests,
  // which set it back on their copy.
  await database.db.execute(
    sql`update barbershops set settings = settings || '{"maxUnpaidBookingsPerClient": 50}'::jsonb`,
  );
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (selectedTestDriver() === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('NAVALHA_TEST_DB=postgres needs TEST_DATABASE_URL');
    const templateName = uniqueDatabaseName('navalha_tmpl');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${templateName}`);
    // A template must have no open connection when it is copied: close the pool once prepared.
    const template = fromPool(
      new pg.Pool({ connectionString: databaseUrl(serverUrl, templateName) }),
    );
    try {
      await prepare(template);
    } finally {
      await template.close();
    }
    project.provide('testDatabase', { driver: 'postgres', serverUrl, templateName });
    return async () => {
      await admin.query(`drop database if exists ${templateName} with (force)`);
      await admin.end();
    };
  }

  const directory = mkdtempSync(join(tmpdir(), 'navalha-test-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const template = fromPglite(client);
  await prepare(template);
  const snapshot = await client.dumpDataDir('none');
  const snapshotPath = join(directory, 'template.tar');
  writeFileSync(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  await template.close();
  project.provide('testDatabase', { driver: 'pglite', snapshotPath });
  return async () => rmSync(directory, { recursive: true, force: true });
}
