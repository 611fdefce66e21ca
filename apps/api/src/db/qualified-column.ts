import { getTableName, sql } from 'drizzle-orm';
import type { Column, SQL } from 'drizzle-orm';

/**
 * `"table"."column"`, always. Drizzle leaves out the table in a single-table query, so inside a
 * correlated subquery `"id"` would bind to the subquery's own table; this keeps it pointing at
 * the outer row.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
