import { mkdirSync } from 'node:fs';
import { keepPrivate } from './private-files.js';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { walledPgliteCall, walledPool } from './shop-wall.js';
import { sendingSignalsAfterCommit } from './signals.js';

/**
 * The one database type the app uses, whichever driver is behind it. A transaction handle is a
 * `Db` too, so repositories take a `Db` and work inside or outside a transaction.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  driver: DatabaseDriver;
  db: Db;
  /** Applies the drizzle-kit migrations in `migrationsFolder` that this database lacks. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

/** PGlite with the extensions our migrations create. */
export const pgliteExtensions = { btree_gist, pg_trgm };

/** Wraps an open PGlite (tests load theirs from a migrated snapshot). */
export function fromPglite(client: PGlite): Database {
  const db = sendingSignalsAfterCommit(drizzlePglite({ client: takingTurnsWithIo(client) }));
  let closed = false;
  return {
    driver: 'pglite',
    db,
    // PGlite serves one connection in one process: nobody else can be migrating.
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/**
 * PGlite runs each statement synchronously on this thread, and a statement queued behind another
 * starts as soon as that one's promise settles: a queue of statements ran in one turn of the
 * event loop, while no socket was read and no connection accepted (one per turn). Under 50
 * concurrent clients the 50th waited 5 s for its first answer. Here the statements sent outside
 * a transaction take turns: each starts in a turn of its own, once the loop has served I/O. A
 * transaction waits for a turn to begin, then runs as PGlite runs it (its statements do not
 * queue here, so one that waits on a statement outside it cannot wait on itself).
 */
function takingTurnsWithIo(client: PGlite): PGlite {
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => T | Promise<T>): Promise<T> => {
    const result = previous
      .then(() => new Promise<void>((resolveTurn) => setImmediate(resolveTurn)))
      .then(work);
    previous = result.catch(() => undefined);
    return result;
  };
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      // Not PGlite's own methods (a test counting statements assigns a `query` that calls the
      // one it replaced): as assigned, or it would take a second turn behind its own first.
      if (typeof value !== 'function' || Object.hasOwn(target, property)) return value;
      const method = (...args: unknown[]) =>
        (value as (...methodArgs: unknown[]) => unknown).apply(target, args);
      if (property === 'query' || property === 'exec') {
        return (...args: unknown[]) => {
          // Behind a shop's wall a statement is a transaction of its own (shop-wall.ts): it
          // takes its turn as one statement does.
          const walled = walledPgliteCall(target, property, args);
          return inTurn(walled ?? (() => method(...args)));
        };
      }
      if (property === 'transaction') {
        return async (...args: unknown[]) => {
          await inTurn(() => undefined);
          const walled = walledPgliteCall(target, property, args);
          return walled ? walled() : method(...args);
        };
      }
      return method;
    },
  });
}

/** Wraps a node-postgres pool. */
export function fromPool(pool: pg.Pool): Database {
  const db = sendingSignalsAfterCommit(drizzleNodePg({ client: walledPool(pool) }));
  let closed = false;
  return {
    driver: 'postgres',
    db,
    async migrate(migrationsFolder) {
      const connection = await pool.connect();
      try {
        // A session-level lock on this one connection: a second instance starting at the same
        // time waits here, then finds the migrations applied, instead of racing to apply them.
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrateNodePg(drizzleNodePg({ client: connection }), { migrationsFolder });
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        connection.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Any constant, the same in every instance: "nava" in ASCII. */
const MIGRATION_LOCK_KEY = 0x6e617661;

export interface OpenDatabaseOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Told when an idle pooled connection fails (the server restarted, the network dropped). */
  onPoolError?: (error: Error) => void;
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted in DATA_DIR/pglite. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Fail a request fast instead of queueing it forever when the server is unreachable.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection emits 'error'; unheard, it would kill the process.
    // The pool replaces the client by itself.
    pool.on('error', (error) => options.onPoolError?.(error));
    return fromPool(pool);
  }
  const directory = join(options.dataDir, 'pglite');
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(directory, { extensions: pgliteExtensions });
  // A new database is unpacked with its files open to everyone (0666); what PGlite writes later
  // follows the process umask (server.ts sets 0077).
  keepPrivate(directory);
  return fromPglite(client);
}
