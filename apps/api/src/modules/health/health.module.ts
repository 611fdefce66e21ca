import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { HealthRepository } from './health.repository.js';
import { healthRoutes } from './health.routes.js';
import { HealthService } from './health.service.js';

export interface HealthModuleDeps {
  db: Db;
  /** Whether the server waits for its first-run setup. */
  setupRequired: () => Promise<boolean>;
}

export function buildHealthModule({ db, setupRequired }: HealthModuleDeps) {
  const service = new HealthService({ repository: new HealthRepository(db), setupRequired });
  return {
    service,
    async register(app: FastifyInstance): Promise<void> {
      await app.register(healthRoutes, { prefix: '/api', service });
    },
  };
}
