/** What the global setup hands each test file to open its own copy of the migrated database. */
export type TestDatabaseInfo =
  | { driver: 'pglite'; snapshotPath: string }
  | { driver: 'postgres'; serverUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

/** `NAVALHA_TEST_DB=postgres` (set by scripts/test.mjs) selects TEST_DATABASE_URL's server. */
export function selectedTestDriver(): 'pglite' | 'postgres' {
  return process.env.NAVALHA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export function databaseUrl(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** Safe in SQL as a bare identifier: lower-case letters, digits and underscores only. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
}
