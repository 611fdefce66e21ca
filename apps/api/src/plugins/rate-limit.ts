import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { AppError } from '../errors/app-error.js';
import { databaseRateLimitStore } from './rate-limit-store.js';

/**
 * Rate limiting is opt-in per route (`config.rateLimit`), keyed by client IP. The counters live
 * in the database (rate-limit-store.ts), so every process and instance on one PostgreSQL shares
 * one limit per client.
 */
export async function registerRateLimit(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: () => AppError.rateLimited(),
  });
}
