import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { waitlistRoutes } from './waitlist.routes.js';
import { WaitlistService } from './waitlist.service.js';

export interface WaitlistModuleDeps {
  db: Db;
  now: () => Date;
}

/** The waitlist of a full day: clients join and leave it, the desk reads the day's line. */
export function buildWaitlistModule({ db, now }: WaitlistModuleDeps) {
  const service = new WaitlistService({ db, now });
  return {
    service,
    async register(app: FastifyInstance): Promise<void> {
      await app.register(waitlistRoutes, { service });
    },
  };
}
