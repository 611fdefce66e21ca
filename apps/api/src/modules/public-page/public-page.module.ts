import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { publicPageRoutes } from './public-page.routes.js';
import { PublicPageService } from './public-page.service.js';

/** The shop's public page, its barbers' pages and the owner's settings of it (issue 18 §1). */
export function buildPublicPageModule({ db }: { db: Db }) {
  const service = new PublicPageService({ db });
  return {
    service,
    async register(app: FastifyInstance): Promise<void> {
      await app.register(publicPageRoutes, { service });
    },
  };
}
