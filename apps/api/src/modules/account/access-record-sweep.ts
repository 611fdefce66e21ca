import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicTask } from '../../background/periodic-task.js';
import type { AccessRecordsService } from './access-records.service.js';

/** Hourly: a record kept an hour past its 6 months is still kept 6 months, and a full scan of
 * the table every minute would cost more than it buys. */
export const ACCESS_RECORD_SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * Purges expired access records at once and then every hour until stopped. Every instance may
 * run it: concurrent deletes skip each other's rows. A run still going when the next is due is
 * not doubled.
 */
export function startAccessRecordSweep(
  service: AccessRecordsService,
  log: FastifyBaseLogger,
  intervalMs: number = ACCESS_RECORD_SWEEP_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicTask(async () => {
    try {
      await service.purgeExpired();
    } catch (error) {
      log.error({ err: error }, 'access record purge failed');
    }
  }, intervalMs);
}
