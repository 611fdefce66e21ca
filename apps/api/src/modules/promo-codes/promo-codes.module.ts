import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { promoCodesRoutes } from './promo-codes.routes.js';
import { PromoCodesService } from './promo-codes.service.js';

export interface PromoCodesModuleDeps {
  db: Db;
  now: () => Date;
}

export function buildPromoCodesModule({ db, now }: PromoCodesModuleDeps) {
  const service = new PromoCodesService({ db, now });
  return {
    service,
    async register(app: FastifyInstance): Promise<void> {
      await app.register(promoCodesRoutes, { service });
    },
  };
}
