import type { FastifyInstance } from 'fastify';
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

export interface RegisterNotificationsOptions {
  config: Config;
  db: Db;
  now: () => Date;
  /** Ends a stream when its session ends. */
  sessionRevocations: SessionRevocations;
}

/**
 * The notifications API and its live feed: the database listener starts when the app is ready
 * and stops when it closes, after every open stream has been ended. Returns the service, whose
 * reminders and e-mail outbox server.ts sweeps every minute.
 */
export async function registerNotifications(
  app: FastifyInstance,
  { config, db, now, sessionRevocations }: RegisterNotificationsOptions,
): Promise<NotificationsService> {
  const feed = new NotificationFeed(db, app.log);
  const streams = new NotificationStreams(
    feed,
    { perAccount: config.sseMaxPerAccount, perIp: config.sseMaxPerIp },
    sessionRevocations,
  );
  const service = new NotificationsService({
    db,
    now,
    log: app.log,
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.smtpFrom) : null,
    appUrl: config.publicUrl ?? `http://localhost:${config.port}`,
  });
  app.addHook('onReady', () => feed.start());
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => {
    await feed.stop();
  });
  app.decorate('notifications', service);
  await app.register(notificationsRoutes, { service, streams });
  return service;
}
