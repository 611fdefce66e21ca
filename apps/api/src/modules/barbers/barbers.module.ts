import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { barbersRoutes } from './barbers.routes.js';
import { BarbersService } from './barbers.service.js';

export interface BarbersModuleDeps {
  db: Db;
}

export function buildBarbersModule({ db }: BarbersModuleDeps) {
  const service = new BarbersService({ db });
  return {
    service,
    async register(app: FastifyInstance): Promise<void> {
      await app.register(barbersRoutes, { service });
    },
  };
}
