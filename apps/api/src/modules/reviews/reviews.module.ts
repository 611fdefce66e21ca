import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { reviewsRoutes } from './reviews.routes.js';
import { ReviewsService } from './reviews.service.js';

export interface ReviewsModuleDeps {
  db: Db;
}

export function buildReviewsModule({ db }: ReviewsModuleDeps) {
  const service = new ReviewsService({ db });
  return {
    service,
    async register(app: FastifyInstance): Promise<void> {
      await app.register(reviewsRoutes, { service });
    },
  };
}
