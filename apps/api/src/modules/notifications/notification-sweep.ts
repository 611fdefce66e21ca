import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicTask } from '../../background/periodic-task.js';
import type { NotificationsService } from './notifications.service.js';

/** How often reminders are written and e-mails sent (architecture §7). */
export const NOTIFICATION_SWEEP_INTERVAL_MS = 60_000;

/**
 * Every minute until stopped: writes the 24 h reminders, then delivers the e-mail outbox. Every
 * instance may run it (reminders are written once by a unique index, e-mails are claimed with
 * SKIP LOCKED); a run still going when the next is due is not doubled.
 */
export function startNotificationSweep(
  service: NotificationsService,
  log: FastifyBaseLogger,
  intervalMs: number = NOTIFICATION_SWEEP_INTERVAL_MS,
): () => Promise<void> {
  const stop = startPeriodicTask(async () => {
    try {
      await service.createReminders();
    } catch (error) {
      log.error({ err: error }, 'reminder sweep failed');
    }
    try {
      await service.deliverEmails();
    } catch (error) {
      log.error({ err: error }, 'e-mail outbox sweep failed');
    }
  }, intervalMs);
  return async () => {
    await stop();
    service.closeMailer();
  };
}
