import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { SessionRevocations } from '../auth/session-revocations.js';
import { createSmtpMailer } from './mailer.js';
import { NotificationFeed } from './notification-feed.js';
import { NotificationStreams } from './notifications-stream.js';
import { notificationsRoutes } from './notifications.routes.js';
import { NotificationsService } from './notifications.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notifications service, for the reminder and e-mail sweep that server.ts starts. */
    notifications: NotificationsService;
  }
}

export interface NotificationsModuleDeps {
  config: Config;
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Ends a stream when its session ends. */
  sessionRevocations: SessionRevocations;
}

/**
 * The notifications API and its live feed: the database listener starts when the app is ready
 * and stops when it closes, after every open stream has been ended. `service` is what server.ts
 * sweeps every minute (reminders, e-mail outbox) and what queues other modules' e-mails.
 */
export function buildNotificationsModule({
  config,
  db,
  now,
  log,
  sessionRevocations,
}: NotificationsModuleDeps) {
  const feed = new NotificationFeed({ db, log });
  const streams = new NotificationStreams({
    feed,
    limits: { perAccount: config.sseMaxPerAccount, perIp: config.sseMaxPerIp },
    revocations: sessionRevocations,
  });
  const service = new NotificationsService({
    db,
    now,
    log,
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.smtpFrom) : null,
    appUrl: config.publicUrl ?? `http://localhost:${config.port}`,
  });
  return {
    service,
    async register(app: FastifyInstance): Promise<void> {
      app.addHook('onReady', () => feed.start());
      app.addHook('preClose', async () => streams.closeAll());
      app.addHook('onClose', async () => {
        await feed.stop();
      });
      app.decorate('notifications', service);
      await app.register(notificationsRoutes, { service, streams });
    },
  };
}
