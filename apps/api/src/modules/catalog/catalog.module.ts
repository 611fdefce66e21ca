import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { catalogRoutes } from './catalog.routes.js';
import { CatalogService } from './catalog.service.js';

export interface CatalogModuleDeps {
  db: Db;
  /** Where clients' lists of services are read (a replica); `db` when unset. */
  readDb?: Db;
  /** Availability keeps the catalog in memory: forget it after a change. */
  onCatalogChange: () => void;
}

export function buildCatalogModule({ db, readDb, onCatalogChange }: CatalogModuleDeps) {
  const service = new CatalogService({ db, readDb, onChange: onCatalogChange });
  return {
    service,
    async register(app: FastifyInstance): Promise<void> {
      await app.register(catalogRoutes, { service });
    },
  };
}
