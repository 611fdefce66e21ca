import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.js';

interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

const dialect = new PgDialect();

/**
 * Runs a hand-written statement and returns its rows, for the few queries the query builder
 * cannot say in one round trip (availability's). Drizzle renders the SQL; outside a transaction
 * the driver runs it directly, because drizzle's `execute` hands PGlite a table of type parsers
 * on every call, which costs more than the availability query itself (measured: 0.99 → 0.70 ms).
 * The statements using this return no date or time columns, so those parsers change nothing.
 * Both drivers answer `{ rows }` with json columns parsed.
 *
 * `prepared`: on PostgreSQL, a named prepared statement (named after its text), which each
 * connection parses once and may plan once, for the hot statements of a booking. PGlite, in
 * the same process, runs it as any other.
 */
export async function executeRows<T>(
  db: Db,
  query: SQL,
  options: { prepared?: boolean } = {},
): Promise<T[]> {
  const client = (db as unknown as { $client?: RawClient }).$client;
  const postgres = options.prepared ? postgresClientOf(db) : null;
  if (postgres) {
    const { sql, params } = dialect.sqlToQuery(query);
    const name = statementName(sql);
    return (await postgres.query<T & pg.QueryResultRow>({ name, text: sql, values: params })).rows;
  }
  if (!client) {
    // A transaction: it must run on the transaction's own connection.
    return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  }
  const { sql, params } = dialect.sqlToQuery(query);
  return (await client.query(sql, params)).rows as T[];
}

/** A prepared statement's name, from its text: one text, one name, on every connection. */
function statementName(text: string): string {
  return `navalha_${createHash('sha1').update(text).digest('base64url')}`;
}

/** A query of the query builder, which can render its SQL and run as a named statement. */
interface PreparableQuery<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
}

/**
 * Runs a query of the query builder as a named prepared statement, named after its text, as
 * `executeRows`' `prepared` does: each connection parses it once, and after five runs
 * PostgreSQL may keep one generic plan for it. For the hot reads over bookings and payments:
 * planned afresh, the statement of a client's bookings took 8–17 ms to plan on the 16 partitions
 * of each table it reads (decision 049) and 0.4 ms to run; prepared, it runs in 0.4 ms. The
 * rows come back mapped as the query builder maps them, on both databases.
 */
export function runPrepared<T>(query: PreparableQuery<T>): Promise<T> {
  return query.prepare(statementName(query.toSQL().sql)).execute();
}

/**
 * The node-postgres pool or connection a Db runs on: its own, or its transaction's (drizzle
 * keeps it in the session). Null on PGlite.
 */
function postgresClientOf(db: Db): pg.Pool | pg.ClientBase | null {
  const own = (db as unknown as { $client?: unknown }).$client;
  if (own instanceof pg.Pool || own instanceof pg.Client) return own;
  const session = (db as unknown as { _?: { session?: { client?: unknown } } })._?.session;
  const client = session?.client;
  return client instanceof pg.Pool || client instanceof pg.Client ? client : null;
}
