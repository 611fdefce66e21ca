import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { platformRoutes } from './platform.routes.js';
import { PlatformService } from './platform.service.js';

/** The platform's operator ('Plataforma', issue 20 §1). */
export function buildPlatformModule(deps: {
  db: Db;
  now: () => Date;
  defaultFeeBasisPoints: number;
}) {
  const service = new PlatformService(deps);
  return {
    service,
    async register(app: FastifyInstance): Promise<void> {
      await app.register(platformRoutes, { service });
    },
  };
}
