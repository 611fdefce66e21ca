import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { WaitlistOffersDeps } from './waitlist-offers.service.js';
import { WaitlistOffers } from './waitlist-offers.service.js';
import { waitlistOffersRoutes } from './waitlist-offers.routes.js';
import { waitlistRoutes } from './waitlist.routes.js';
import { WaitlistService } from './waitlist.service.js';

export interface WaitlistModuleDeps {
  db: Db;
  now: () => Date;
  /** A barber's free start times on a day for a booking that long (the schedule's). */
  freeTimes: WaitlistOffersDeps['freeTimes'];
  /** The normal booking, which taking an offer goes through (the appointments module's). */
  book: WaitlistOffersDeps['book'];
  /** The offer by WhatsApp, for clients who opted in (the whatsapp module's). */
  whatsappOffer?: WaitlistOffersDeps['whatsappOffer'];
  log?: FastifyBaseLogger;
}

/**
 * The waitlist of a full day: clients join and leave it, the desk reads the day's line, and
 * freed times are offered to it (decision 032).
 */
export function buildWaitlistModule({
  db,
  now,
  freeTimes,
  book,
  whatsappOffer,
  log,
}: WaitlistModuleDeps) {
  const service = new WaitlistService({ db, now });
  const offers = new WaitlistOffers({ db, now, freeTimes, book, whatsappOffer, log });
  return {
    service,
    offers,
    async register(app: FastifyInstance): Promise<void> {
      await app.register(waitlistRoutes, { service });
      await app.register(waitlistOffersRoutes, { offers });
    },
  };
}
