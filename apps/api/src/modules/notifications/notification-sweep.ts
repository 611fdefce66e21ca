import type { FastifyBaseLogger } from 'fastify';
import type { NotificationsService } from './notifications.service.js';

/** How often reminders are written and e-mails sent (ARCHITECTURE §7). */
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
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = (async () => {
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
    })().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return async () => {
    clearInterval(timer);
    await running;
    service.closeMailer();
  };
}
