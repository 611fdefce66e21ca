import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { calendarFeedsRoutes } from './calendar-feeds.routes.js';
import { CalendarFeedsService } from './calendar-feeds.service.js';

export interface CalendarFeedsModuleDeps {
  db: Db;
  now: () => Date;
  publicUrl: string | undefined;
}

/** Private calendar addresses of a barber and of the shop (issue 19 §4). */
export function buildCalendarFeedsModule({ db, now, publicUrl }: CalendarFeedsModuleDeps) {
  const service = new CalendarFeedsService({ db, now });
  return {
    service,
    async register(app: FastifyInstance): Promise<void> {
      await app.register(calendarFeedsRoutes, { service, publicUrl });
    },
  };
}
