import type { ListCursor } from '@navalha/core/contracts/pagination';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/**
 * A keyset cursor's time as a timestamptz, by integer arithmetic so no microsecond is lost
 * (a double's `to_timestamp` may round). Runs on PostgreSQL and PGlite.
 */
export function cursorTime(cursor: ListCursor): SQL {
  return sql`(timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond')`;
}

/**
 * A time written by the application (a Date has milliseconds only) as a cursor's
 * microseconds. Times PostgreSQL writes itself (`now()`) are read as microseconds by SQL.
 */
export function micros(time: Date): string {
  return (BigInt(time.getTime()) * 1000n).toString();
}

/** The SQL that reads a timestamptz column as a cursor's microseconds, exactly. */
export function microsOf(column: SQL | SQL.Aliased | unknown): SQL<string> {
  return sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;
}
