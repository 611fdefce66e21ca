import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { barberAreaRoutes } from './barber-area.routes.js';
import { BarberAreaService } from './barber-area.service.js';

export interface BarberAreaModuleDeps {
  db: Db;
  now: () => Date;
}

export function buildBarberAreaModule({ db, now }: BarberAreaModuleDeps) {
  const service = new BarberAreaService({ db, now });
  return {
    service,
    async register(app: FastifyInstance): Promise<void> {
      await app.register(barberAreaRoutes, { service });
    },
  };
}
