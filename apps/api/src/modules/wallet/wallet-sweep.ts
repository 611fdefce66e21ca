import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicTask } from '../../background/periodic-task.js';
import type { WalletService } from './wallet.service.js';

/** How often the wallet's sweep runs (architecture §7). */
export const WALLET_SWEEP_INTERVAL_MS = 60_000;

/**
 * Runs the wallet's sweep every minute until stopped: deposits unpaid after 30 minutes are
 * cancelled, and wallet payments of ended bookings that a crash left unrefunded are refunded.
 * Every instance may run it: each row is claimed by a conditional UPDATE. A run still going
 * when the next is due is not doubled.
 */
export function startWalletSweep(
  service: WalletService,
  log: FastifyBaseLogger,
  intervalMs: number = WALLET_SWEEP_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicTask(async () => {
    try {
      const { expiredDeposits, refunds } = await service.sweep();
      if (expiredDeposits > 0 || refunds > 0)
        log.info({ expiredDeposits, refunds }, 'wallet sweep');
    } catch (error) {
      log.error({ err: error }, 'wallet sweep failed');
    }
  }, intervalMs);
}
