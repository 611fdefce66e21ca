import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { cashRoutes } from './cash.routes.js';
import { CashService } from './cash.service.js';

export interface CashModuleDeps {
  db: Db;
  now: () => Date;
}

export function buildCashModule({ db, now }: CashModuleDeps) {
  const service = new CashService({ db, now });
  return {
    service,
    async register(app: FastifyInstance): Promise<void> {
      await app.register(cashRoutes, { service });
    },
  };
}
