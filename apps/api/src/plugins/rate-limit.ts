import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.js';

/**
 * Rate limiting is opt-in per route (`config.rateLimit`), keyed by client IP. The counters live
 * in this process: with several instances each one counts on its own, which still caps a
 * single attacker at N × the limit.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => AppError.rateLimited(),
  });
}
