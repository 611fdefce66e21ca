import { EventEmitter } from 'node:events';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../../db/client.js';
import { notificationChannels } from './notifications.repository.js';

/** What a reader's open streams are told. */
export type FeedEvent =
  | { kind: 'notification'; notificationId: string }
  | { kind: 'read' }
  /** The database listener reconnected: events may have been missed, fetch again. */
  | { kind: 'resync' };

type Listener = (event: FeedEvent) => void;

/** Where NOTIFY messages come from: a dedicated PostgreSQL connection, or PGlite in process. */
interface NotificationSource {
  start(): Promise<void>;
  stop(): Promise<void>;
}

type OnMessage = (channel: string, payload: string) => void;

const channels = [notificationChannels.created, notificationChannels.read];
const RESYNC = 'resync';

/** Waits between reconnection attempts of the PostgreSQL listener: 1 s doubling to 30 s. */
const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/**
 * The fan-out of new notifications to the server-sent-event streams of this instance
 * (ARCHITECTURE §7). Writers only NOTIFY inside their transaction (notifications.repository);
 * every instance LISTENs and hands each message to the streams of that user here, so a
 * notification written through one instance reaches a phone connected to another. On
 * PostgreSQL the listener is one dedicated connection per process that reconnects by itself;
 * on the embedded PGlite it is PGlite's own in-process LISTEN.
 */
export class NotificationFeed {
  private readonly emitter = new EventEmitter();
  private readonly source: NotificationSource | null;

  constructor(db: Db, log: FastifyBaseLogger) {
    // One emitter event per user id, one listener per open stream: no limit applies.
    this.emitter.setMaxListeners(0);
    this.source = createSource(db, log, (channel, payload) => this.dispatch(channel, payload));
  }

  start(): Promise<void> {
    return this.source?.start() ?? Promise.resolve();
  }

  stop(): Promise<void> {
    this.emitter.removeAllListeners();
    return this.source?.stop() ?? Promise.resolve();
  }

  /** Calls `listener` with each event of `userId` until the returned function is called. */
  subscribe(userId: string, listener: Listener): () => void {
    const onUser = (event: FeedEvent) => listener(event);
    const onResync = () => listener({ kind: 'resync' });
    this.emitter.on(userId, onUser);
    this.emitter.on(RESYNC, onResync);
    return () => {
      this.emitter.off(userId, onUser);
      this.emitter.off(RESYNC, onResync);
    };
  }

  /** How many streams are open on this instance (tests, logs). */
  get subscriberCount(): number {
    return this.emitter.listenerCount(RESYNC);
  }

  private dispatch(channel: string, payload: string): void {
    if (channel === RESYNC) {
      this.emitter.emit(RESYNC);
      return;
    }
    if (channel === notificationChannels.created) {
      const [userId, notificationId] = payload.split(':');
      if (userId && notificationId)
        this.emitter.emit(userId, { kind: 'notification', notificationId });
      return;
    }
    if (channel === notificationChannels.read && payload) {
      this.emitter.emit(payload, { kind: 'read' });
    }
  }
}

function createSource(
  db: Db,
  log: FastifyBaseLogger,
  onMessage: OnMessage,
): NotificationSource | null {
  // The driver behind Drizzle (execute-rows.ts reads it the same way).
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return pgliteSource(client, onMessage);
  if (client instanceof pg.Pool) return postgresSource(client.options, log, onMessage);
  log.warn('notifications: unknown database driver, live updates are off');
  return null;
}

function pgliteSource(client: PGlite, onMessage: OnMessage): NotificationSource {
  let unlisteners: (() => Promise<void>)[] = [];
  return {
    async start() {
      // A closed database has nothing to say; /api/health reports it rather than start-up failing.
      if (client.closed) return;
      for (const channel of channels) {
        unlisteners.push(await client.listen(channel, (payload) => onMessage(channel, payload)));
      }
    },
    async stop() {
      const pending = unlisteners;
      unlisteners = [];
      if (client.closed) return;
      await Promise.all(pending.map((unlisten) => unlisten()));
    },
  };
}

function postgresSource(
  options: pg.PoolConfig,
  log: FastifyBaseLogger,
  onMessage: OnMessage,
): NotificationSource {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  let everConnected = false;

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
    const connection = new pg.Client({ ...options, keepAlive: true });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === connection) client = null;
      if (stopped) return;
      log.warn({ err: error }, 'notifications: database listener lost, reconnecting');
      connection.end().catch(() => undefined);
      scheduleReconnect();
    };
    connection.on('error', onLost);
    connection.on('end', () => onLost());
    connection.on('notification', (message) => {
      onMessage(message.channel, message.payload ?? '');
    });
    try {
      await connection.connect();
      for (const channel of channels) await connection.query(`listen ${channel}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (stopped) {
      await connection.end().catch(() => undefined);
      return;
    }
    client = connection;
    retryMs = RECONNECT_MIN_MS;
    // Whatever was written while no connection listened is fetched again by the pages.
    if (everConnected) onMessage(RESYNC, '');
    everConnected = true;
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
