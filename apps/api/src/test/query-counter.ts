import type { Db } from '../db/client.js';

interface Queryable {
  query: (...args: unknown[]) => Promise<unknown>;
}

/**
 * How many statements `action` sends through the database's client (PGlite, or the pg pool
 * outside transactions): proves a list costs a fixed number of queries whatever its length.
 */
export async function countQueries(db: Db, action: () => Promise<unknown>): Promise<number> {
  const client = (db as unknown as { $client: Queryable }).$client;
  const original = client.query;
  let count = 0;
  client.query = function countedQuery(this: Queryable, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await action();
  } finally {
    client.query = original;
  }
  return count;
}
