import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { clientShopsRoutes } from './client-shops.routes.js';
import { ClientShopsService } from './client-shops.service.js';

export function buildClientShopsModule({ db }: { db: Db }) {
  const service = new ClientShopsService({ db });
  return {
    service,
    async register(app: FastifyInstance): Promise<void> {
      await app.register(clientShopsRoutes, { service });
    },
  };
}
