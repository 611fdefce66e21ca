import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { ScheduleStaticsCache } from './schedule-statics-cache.js';
import { ScheduleRepository } from './schedule.repository.js';
import { scheduleRoutes } from './schedule.routes.js';
import { ScheduleService } from './schedule.service.js';

export interface ScheduleModuleDeps {
  db: Db;
  /** Where availability reads busy time (a replica); `db` when unset. */
  readDb?: Db;
  now: () => Date;
  /** How long availability keeps services, barbers and working hours in memory. */
  cacheTtlMs: number;
}

/** Working hours, time off and availability; `clearCache` after any change to what it keeps. */
export function buildScheduleModule({ db, readDb, now, cacheTtlMs }: ScheduleModuleDeps) {
  const repository = new ScheduleRepository(db);
  const statics = new ScheduleStaticsCache({
    load: (query) => repository.loadStatics(query),
    ttlMs: cacheTtlMs,
  });
  const service = new ScheduleService({ db, readDb, now, statics });
  return {
    service,
    clearCache: (): void => statics.clear(),
    async register(app: FastifyInstance): Promise<void> {
      await app.register(scheduleRoutes, { service });
    },
  };
}
