import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicTask } from '../../background/periodic-task.js';
import type { WaitlistOffers } from './waitlist-offers.service.js';

/** How often lapsed offers pass on and free times are offered (architecture §7). */
export const WAITLIST_SWEEP_INTERVAL_MS = 60_000;

/**
 * Every minute until stopped: days over expire, offers not taken in time go to the next in
 * line, and times freed by what no hook reports (an expiry, time off removed) are offered.
 * Every instance may run it: a lapse is one conditional update, and offers of one day are
 * made under its entries' row locks, one freed time to one entry.
 */
export function startWaitlistSweep(
  offers: WaitlistOffers,
  log: FastifyBaseLogger,
  intervalMs: number = WAITLIST_SWEEP_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicTask(async () => {
    try {
      const { lapsed, offered } = await offers.sweep();
      if (lapsed > 0 || offered > 0) log.info({ lapsed, offered }, 'waitlist sweep');
    } catch (error) {
      log.error({ err: error }, 'waitlist sweep failed');
    }
  }, intervalMs);
}
