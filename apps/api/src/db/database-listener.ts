import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from './client.js';

export interface DatabaseListenerOptions {
  channels: readonly string[];
  /** Names the listener in logs. */
  name: string;
  log: FastifyBaseLogger;
  onMessage: (channel: string, payload: string) => void;
  /**
   * Called once LISTEN is in place, at start (`reconnected` false) and after every reconnection:
   * whatever was notified while nobody listened must be read from the tables then. A failure
   * here counts as a lost connection (PostgreSQL retries; PGlite logs it).
   */
  onListening: (reconnected: boolean) => Promise<void>;
}

export interface DatabaseListener {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Waits between reconnection attempts on PostgreSQL: 1 s doubling to 30 s. */
const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/**
 * LISTEN on some channels, on either driver: a dedicated PostgreSQL connection that reconnects
 * by itself, or PGlite's in-process LISTEN. NOTIFY in a transaction arrives when it commits.
 */
export function listenToDatabase(
  db: Db,
  options: DatabaseListenerOptions,
): DatabaseListener | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return pgliteListener(client, options);
  if (client instanceof pg.Pool) return postgresListener(client.options, options);
  options.log.warn(`${options.name}: unknown database driver, not listening`);
  return null;
}

function pgliteListener(client: PGlite, options: DatabaseListenerOptions): DatabaseListener {
  let unlisteners: (() => Promise<void>)[] = [];
  return {
    async start() {
      // A closed database has nothing to say; /api/health reports it rather than start-up failing.
      if (client.closed) return;
      for (const channel of options.channels) {
        unlisteners.push(
          await client.listen(channel, (payload) => options.onMessage(channel, payload)),
        );
      }
      await options.onListening(false).catch((error: unknown) => {
        options.log.error({ err: error }, `${options.name}: could not catch up`);
      });
    },
    async stop() {
      const pending = unlisteners;
      unlisteners = [];
      if (!client.closed) await Promise.all(pending.map((unlisten) => unlisten()));
    },
  };
}

function postgresListener(
  poolOptions: pg.PoolConfig,
  options: DatabaseListenerOptions,
): DatabaseListener {
  const { name, log } = options;
  let client: pg.Client | null = null;
  let everListened = false;
  let stopped = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  function scheduleReconnect() {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  }

  async function connect(): Promise<void> {
    const connection = new pg.Client({ ...poolOptions, keepAlive: true });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === connection) client = null;
      connection.end().catch(() => undefined);
      if (stopped) return;
      log.warn({ err: error }, `${name}: database listener lost, reconnecting`);
      scheduleReconnect();
    };
    connection.on('error', onLost);
    connection.on('end', () => onLost());
    connection.on('notification', (message) => {
      if (options.channels.includes(message.channel)) {
        options.onMessage(message.channel, message.payload ?? '');
      }
    });
    try {
      await connection.connect();
      for (const channel of options.channels) await connection.query(`listen ${channel}`);
      if (stopped) {
        await connection.end().catch(() => undefined);
        return;
      }
      client = connection;
      await options.onListening(everListened);
      everListened = true;
    } catch (error) {
      onLost(error as Error);
      return;
    }
    retryMs = RECONNECT_MIN_MS;
  }

  return {
    async start() {
      stopped = false;
      await connect();
    },
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
