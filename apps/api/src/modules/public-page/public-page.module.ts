import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { PublicAvailabilityReads, PublicPromoCodeCheck } from './public-booking.js';
import { PublicBookingReads } from './public-booking.js';
import { publicBookingRoutes } from './public-booking.routes.js';
import { publicPageRoutes } from './public-page.routes.js';
import { PublicPageService } from './public-page.service.js';

/**
 * The shop's public page, its barbers' pages, the owner's settings of it and a visitor's free
 * times and promo code check (issue 18 §1); `availability` is the schedule module's,
 * `promoCodes` the promo-codes module's.
 */
export function buildPublicPageModule({
  db,
  readDb,
  availability,
  promoCodes,
}: {
  db: Db;
  /** Where visitors' reads go (a replica); `db` when unset. */
  readDb?: Db;
  availability: PublicAvailabilityReads;
  promoCodes: PublicPromoCodeCheck;
}) {
  const service = new PublicPageService({ db, readDb });
  const reads = new PublicBookingReads({ db: readDb ?? db, availability, promoCodes });
  return {
    service,
    async register(app: FastifyInstance): Promise<void> {
      await app.register(publicPageRoutes, { service });
      await app.register(publicBookingRoutes, { reads });
    },
  };
}
