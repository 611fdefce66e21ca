import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { listenToDatabase } from '../../db/database-listener.js';
import type { DatabaseListener } from '../../db/database-listener.js';
import { notificationChannels } from './notifications.repository.js';

/** What a reader's open streams are told. */
export type FeedEvent =
  | { kind: 'notification'; notificationId: string }
  | { kind: 'read' }
  /** A booking of the reader's shop changed (desk roles only). */
  | { kind: 'agenda' }
  /** The database listener reconnected: events may have been missed, fetch again. */
  | { kind: 'resync' };

type Listener = (event: FeedEvent) => void;

const channels = [
  notificationChannels.created,
  notificationChannels.read,
  notificationChannels.agenda,
];
/** The emitter's event of a shop's bookings, apart from users' ids. */
const shopEvent = (shopId: string) => `shop:${shopId}`;
const RESYNC = 'resync';

/**
 * The fan-out of new notifications to the server-sent-event streams of this instance
 * (architecture §7). Writers only NOTIFY inside their transaction (notifications.repository);
 * every instance LISTENs and hands each message to the streams of that user here, so a
 * notification written through one instance reaches a phone connected to another. On
 * PostgreSQL the listener is one dedicated connection per process that reconnects by itself;
 * on the embedded PGlite it is PGlite's own in-process LISTEN.
 */
export class NotificationFeed {
  private readonly emitter = new EventEmitter();
  private readonly source: DatabaseListener | null;

  constructor(deps: { db: Db; log: FastifyBaseLogger }) {
    const { db, log } = deps;
    // One emitter event per user id, one listener per open stream: no limit applies.
    this.emitter.setMaxListeners(0);
    this.source = listenToDatabase(db, {
      channels,
      name: 'notifications',
      log,
      onMessage: (channel, payload) => this.dispatch(channel, payload),
      // Whatever was written while no connection listened is fetched again by the pages.
      onListening: async (reconnected) => {
        if (reconnected) this.dispatch(RESYNC, '');
      },
    });
  }

  start(): Promise<void> {
    return this.source?.start() ?? Promise.resolve();
  }

  stop(): Promise<void> {
    this.emitter.removeAllListeners();
    return this.source?.stop() ?? Promise.resolve();
  }

  /**
   * Calls `listener` with each event of `userId`, and with each change to the bookings of
   * `shopId` when given, until the returned function is called.
   */
  subscribe(userId: string, listener: Listener, shopId: string | null = null): () => void {
    const onUser = (event: FeedEvent) => listener(event);
    const onResync = () => listener({ kind: 'resync' });
    const onShop = () => listener({ kind: 'agenda' });
    this.emitter.on(userId, onUser);
    this.emitter.on(RESYNC, onResync);
    if (shopId) this.emitter.on(shopEvent(shopId), onShop);
    return () => {
      this.emitter.off(userId, onUser);
      this.emitter.off(RESYNC, onResync);
      if (shopId) this.emitter.off(shopEvent(shopId), onShop);
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
    if (channel === notificationChannels.agenda && payload) {
      this.emitter.emit(shopEvent(payload));
      return;
    }
    if (channel === notificationChannels.read && payload) {
      this.emitter.emit(payload, { kind: 'read' });
    }
  }
}
