import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsService } from './payments.service.js';

/** How often the sweep runs (ARCHITECTURE §7). */
export const PAYMENT_SWEEP_INTERVAL_MS = 60_000;

/**
 * Runs the unpaid-payment expiry every minute until stopped. Every instance may run it: each
 * row is claimed by a conditional UPDATE, so two sweeps never expire the same booking twice.
 * A run still going when the next is due is not doubled.
 */
export function startPaymentExpirySweep(
  service: PaymentsService,
  log: FastifyBaseLogger,
  intervalMs: number = PAYMENT_SWEEP_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = service
      .expireUnpaid()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'payment expiry sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
