import pg from 'pg';
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

type Transaction = (work: (tx: Queryable & { exec?: Queryable['query'] }) => unknown) => unknown;

/**
 * How many statements `action` sends in all, those of its transactions included (their BEGIN
 * and COMMIT too): what a request costs in round trips to the database, on either driver.
 */
export async function countRoundTrips(db: Db, action: () => Promise<unknown>): Promise<number> {
  const client = (
    db as unknown as {
      $client: Queryable & {
        connect?: (...args: unknown[]) => Promise<Queryable>;
        transaction?: Transaction;
      };
    }
  ).$client;
  let count = 0;
  const counted = (target: Queryable, name: 'query' | 'exec') => {
    const method = (target as unknown as Record<string, Queryable['query']>)[name];
    if (!method) return;
    Object.assign(target, {
      [name]: (...args: unknown[]) => {
        count += 1;
        return method.apply(target, args);
      },
    });
  };
  const { connect, transaction } = client;
  if (connect) {
    // node-postgres: a transaction runs on a client of its own, taken from the pool.
    client.connect = async (...args: unknown[]) => {
      // pool.query takes its connection with a callback: counted by countQueries already.
      if (args.length > 0) return connect.apply(client, args);
      const connection = (await connect.call(client)) as Queryable & {
        release: (...args: unknown[]) => void;
      };
      const { query, release } = connection;
      counted(connection, 'query');
      // The pool lends the connection again: counting ends with this use of it.
      connection.release = (...args: unknown[]) => {
        connection.query = query;
        release.apply(connection, args);
      };
      return connection;
    };
  }
  if (transaction && !connect) {
    // PGlite: the transaction's BEGIN and COMMIT are sent inside `transaction`.
    client.transaction = (work) =>
      transaction.call(client, (tx) => {
        count += 2;
        counted(tx, 'query');
        counted(tx, 'exec');
        return work(tx);
      });
  }
  try {
    const outside = await countQueries(db, action);
    count += outside;
  } finally {
    // Their own methods again (both come from the prototype, or from client.ts's proxy).
    if (connect) delete client.connect;
    if (transaction && !connect) delete client.transaction;
  }
  return count;
}

/**
 * How many times `action` takes a connection from node-postgres's pool (`pool.query` takes one
 * too), and how many are still out when it ends; null on PGlite, which has no pool.
 */
export async function countCheckouts(
  db: Db,
  action: () => Promise<unknown>,
): Promise<{ checkouts: number; stillOut: number } | null> {
  const pool = (db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return null;
  const { connect } = pool;
  let checkouts = 0;
  Object.assign(pool, {
    connect: (...args: unknown[]) => {
      checkouts += 1;
      return (connect as (...connectArgs: unknown[]) => unknown).apply(pool, args);
    },
  });
  try {
    await action();
  } finally {
    // Its own method again, from the prototype.
    delete (pool as { connect?: unknown }).connect;
  }
  return { checkouts, stillOut: pool.totalCount - pool.idleCount };
}

/**
 * The text of each statement `action` sends through the pool as a named prepared statement
 * (outside transactions); null on PGlite, where names mean nothing.
 */
export async function namedStatements(
  db: Db,
  action: () => Promise<unknown>,
): Promise<string[] | null> {
  const pool = (db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return null;
  const { query } = pool;
  const named: string[] = [];
  Object.assign(pool, {
    query: (...args: unknown[]) => {
      const config = args[0] as { name?: string; text?: string } | string;
      if (typeof config === 'object' && config.name && config.text) named.push(config.text);
      return (query as (...queryArgs: unknown[]) => unknown).apply(pool, args);
    },
  });
  try {
    await action();
  } finally {
    // Its own method again, from the prototype.
    delete (pool as { query?: unknown }).query;
  }
  return named;
}
