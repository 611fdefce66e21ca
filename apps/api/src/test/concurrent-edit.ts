import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database, Db } from '../db/client.js';
import { executeRows } from '../db/execute-rows.js';
import { outsideShopWall } from '../db/shop-wall.js';
import { buildTestApp } from './test-app.js';

/** Another admin's save of the same row, as a test plays it. */
export interface OtherSave {
  /** Takes the row's lock as that save would (`select … for update`). */
  lock: (tx: Db) => Promise<unknown>;
  /** What that save writes to the row. */
  write: (tx: Db) => Promise<unknown>;
}

export interface ConcurrentEditApp {
  app: FastifyInstance;
  /**
   * Sends `edit` and commits `other` while the edit is under way, after the request has arrived
   * and before its write; answers the edit's response.
   *
   * PostgreSQL: the test holds the row lock, sends the edit, waits until a session waits for a
   * lock, writes the row and commits. An edit that read the row before locking it writes over
   * the new row with checks and a log made from the old one.
   *
   * PGlite runs one transaction at a time, so a held lock would hold back the edit's reads too.
   * There the other save commits just before the edit's transaction begins: an edit that read
   * the row outside its transaction has read the old one.
   */
  editDuring(
    other: OtherSave,
    edit: (app: FastifyInstance) => Promise<LightMyRequestResponse>,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** An app on `database` whose edits a test can meet with another save. */
export async function buildConcurrentEditApp(database: Database): Promise<ConcurrentEditApp> {
  let beforeNextTransaction: (() => Promise<unknown>) | null = null;
  const transaction: Db['transaction'] = async (work, config) => {
    const pending = beforeNextTransaction;
    beforeNextTransaction = null;
    // Another session's save: not behind the wall of the request it meets (decision 048).
    if (pending) await outsideShopWall(pending);
    return database.db.transaction(work, config);
  };
  const db = new Proxy(database.db, {
    get: (target, property, receiver) =>
      property === 'transaction' ? transaction : Reflect.get(target, property, receiver),
  });
  const app = await buildTestApp({ ...database, db });

  return {
    app,
    async editDuring(other, edit) {
      if (database.driver === 'pglite') {
        beforeNextTransaction = () => database.db.transaction(other.write);
        const response = await edit(app);
        const unused = beforeNextTransaction !== null;
        beforeNextTransaction = null;
        if (unused) throw new Error('the edit never began a transaction');
        return response;
      }
      // In an object, so that the transaction hands the edit back without waiting for it.
      const sent = await database.db.transaction(async (tx) => {
        await other.lock(tx);
        const response = edit(app);
        await waitForLockWaiters(tx);
        await other.write(tx);
        return { response };
      });
      return sent.response;
    },
    close: () => app.close(),
  };
}

/** Polls the activity view until `sessions` sessions of this database wait for a lock. */
export async function waitForLockWaiters(tx: Db, sessions = 1): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    // A transaction sees one snapshot of the activity view unless it asks for a new one.
    await executeRows(tx, sql`select pg_stat_clear_snapshot()`);
    const [row] = await executeRows<{ waiting: number }>(
      tx,
      sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((row?.waiting ?? 0) >= sessions) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the edit never waited for the row');
}
