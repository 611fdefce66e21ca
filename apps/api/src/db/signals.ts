import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** client.ts's `Db`, named here from drizzle so that client.ts may import this file. */
type Db = PgDatabase<PgQueryResultHKT>;

/** A NOTIFY to send: a channel the notification feed listens on, and its payload. */
export interface Signal {
  channel: string;
  payload: string;
}

interface PendingSignals {
  db: Db;
  signals: Map<string, Signal>;
}

const pending = new AsyncLocalStorage<PendingSignals>();

/** Signals waiting for the next turn of the event loop, per Db, and the promise of their send. */
interface Batch {
  signals: Map<string, Signal>;
  sent: Promise<void>;
}

const batches = new WeakMap<Db, Batch>();

/** At most this many pg_notify calls in one statement (two parameters each). */
const SIGNALS_PER_STATEMENT = 500;

/** The real one, taken at load: a test's fake timers must not hold a commit's signals back. */
const nextTurn = setImmediate;

const keyOf = (signal: Signal) => `${signal.channel}\n${signal.payload}`;

/**
 * Sends `pg_notify(channel, payload)` once the change it announces is visible to everyone:
 * inside a transaction (begun with the Db that `sendingSignalsAfterCommit` wrapped), after it
 * commits, and never if it rolls back; outside one, at once. Identical signals of a transaction
 * are sent once.
 *
 * Never NOTIFY inside a transaction that writes (decision 031): PostgreSQL holds one lock on the
 * whole database from a notifying transaction's pre-commit until its commit is flushed, so
 * every such commit waits for the one before it. Measured with pgbench at 50 clients, an insert
 * with a NOTIFY in its transaction committed 330 times a second, the same insert followed by a
 * NOTIFY of its own 3,500 times.
 */
export async function signalAfterCommit(db: Db, signals: readonly Signal[]): Promise<void> {
  if (signals.length === 0) return;
  const open = pending.getStore();
  if (!open) {
    await sendSoon(db, signals);
    return;
  }
  for (const signal of signals) open.signals.set(keyOf(signal), signal);
}

/**
 * Makes `db.transaction` collect the signals its work asks for and send them after the commit.
 * A savepoint (`tx.transaction`) adds to its transaction's signals; every transaction of the
 * app begins on this Db, so no signal is lost between the two.
 */
export function sendingSignalsAfterCommit<T extends Db>(db: T): T {
  const begin = db.transaction.bind(db);
  const transaction: Db['transaction'] = async (work, config) => {
    const open: PendingSignals = { db, signals: new Map() };
    const result = await pending.run(open, () => begin(work, config));
    if (open.signals.size > 0) {
      // The change is committed: a lost NOTIFY costs open pages a refresh, which their own
      // resync on reconnection and polling make up, so it must not fail the request.
      await sendSoon(db, [...open.signals.values()]).catch(() => undefined);
    }
    return result;
  };
  db.transaction = transaction;
  return db;
}

/**
 * Sends the signals with every other signal asked for in the same turn of the event loop, in one
 * statement (identical ones once), and resolves when that statement has run. Under load many
 * bookings commit in one turn and share one round trip (decision 031); alone, a signal waits for
 * no more than the rest of its turn.
 */
function sendSoon(db: Db, signals: readonly Signal[]): Promise<void> {
  let batch = batches.get(db);
  if (!batch) {
    const signalsOfBatch = new Map<string, Signal>();
    batch = {
      signals: signalsOfBatch,
      sent: new Promise<void>((resolve) => nextTurn(resolve)).then(() => {
        batches.delete(db);
        return sendSignals(db, [...signalsOfBatch.values()]);
      }),
    };
    batches.set(db, batch);
  }
  for (const signal of signals) batch.signals.set(keyOf(signal), signal);
  return batch.sent;
}

/** All of them, outside any transaction of the caller, in as few statements as fit. */
async function sendSignals(db: Db, signals: readonly Signal[]): Promise<void> {
  for (let first = 0; first < signals.length; first += SIGNALS_PER_STATEMENT) {
    const part = signals.slice(first, first + SIGNALS_PER_STATEMENT);
    await pending.exit(() =>
      db.execute(
        sql`select ${sql.join(
          part.map((signal) => sql`pg_notify(${signal.channel}, ${signal.payload})`),
          sql`, `,
        )}`,
      ),
    );
  }
}
