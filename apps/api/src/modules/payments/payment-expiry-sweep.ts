import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicTask } from '../../background/periodic-task.js';
import type { PaymentEndings } from './payment-endings.js';

/** How often the sweep runs (architecture §7). */
export const PAYMENT_SWEEP_INTERVAL_MS = 60_000;

/**
 * Runs the unpaid-payment expiry every minute until stopped. Every instance may run it: each
 * row is claimed by a conditional UPDATE, so two sweeps never expire the same booking twice.
 * A run still going when the next is due is not doubled.
 */
export function startPaymentExpirySweep(
  service: Pick<PaymentEndings, 'expireUnpaid'>,
  log: FastifyBaseLogger,
  intervalMs: number = PAYMENT_SWEEP_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicTask(async () => {
    try {
      await service.expireUnpaid();
    } catch (error) {
      log.error({ err: error }, 'payment expiry sweep failed');
    }
  }, intervalMs);
}
