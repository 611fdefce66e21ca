import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.js';

/**
 * apps/api/drizzle, found from this file so it works from src/db (tsx, vitest) and from
 * dist/db (the build) alike.
 */
export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Brings the schema up to date; safe to run on every start and from many instances at once. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.migrate(migrationsFolder);
}
