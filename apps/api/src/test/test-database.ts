import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, fromPool, pgliteExtensions } from '../db/client.js';
import type { Database } from '../db/client.js';
import { databaseUrl, uniqueDatabaseName } from './test-database-info.js';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the copy. */
  dispose(): Promise<void>;
}

/** A private copy of the migrated, seeded database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const info = inject('testDatabase');
  if (info.driver === 'pglite') {
    const client = await PGlite.create({
      loadDataDir: new Blob([readFileSync(info.snapshotPath)]),
      extensions: pgliteExtensions,
    });
    const database = fromPglite(client);
    return { database, dispose: () => database.close() };
  }

  const name = uniqueDatabaseName('navalha_test');
  const admin = new pg.Client({ connectionString: info.serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${info.templateName}`);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: databaseUrl(info.serverUrl, name) });
  // Dropping the database WITH (FORCE) terminates any connection still open (57P01); without a
  // listener that error on an idle client would crash the test run after its tests passed.
  pool.on('error', () => {});
  const database = fromPool(pool);
  return {
    database,
    async dispose() {
      await database.close();
      const dropper = new pg.Client({ connectionString: info.serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
