import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicTask } from '../../background/periodic-task.js';
import type { WhatsappService } from './whatsapp.service.js';

/** How often the WhatsApp outbox is filled and sent. */
export const WHATSAPP_SWEEP_INTERVAL_MS = 60_000;

/**
 * Every minute until stopped, on every process: messages are written once (unique key) and
 * claimed with SKIP LOCKED, so any number of processes send each once (decision 028).
 */
export function startWhatsappSweep(
  service: WhatsappService,
  log: FastifyBaseLogger,
  intervalMs: number = WHATSAPP_SWEEP_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicTask(async () => {
    try {
      await service.sweep();
    } catch (error) {
      log.error({ err: error }, 'whatsapp sweep failed');
    }
  }, intervalMs);
}
