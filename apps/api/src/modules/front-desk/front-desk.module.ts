import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { agendaWeekRoutes } from './agenda-week.routes.js';
import { AgendaWeekService } from './agenda-week.service.js';
import { DeskActions } from './desk-actions.js';
import { deskActionsRoutes } from './desk-actions.routes.js';
import { frontDeskRoutes } from './front-desk.routes.js';
import { FrontDeskService } from './front-desk.service.js';

export interface FrontDeskModuleDeps {
  db: Db;
  now: () => Date;
}

export function buildFrontDeskModule({ db, now }: FrontDeskModuleDeps) {
  const service = new FrontDeskService({ db, now });
  const week = new AgendaWeekService({ db, now });
  const actions = new DeskActions({ db, now });
  return {
    service,
    async register(app: FastifyInstance): Promise<void> {
      await app.register(frontDeskRoutes, { service });
      await app.register(agendaWeekRoutes, { service: week });
      await app.register(deskActionsRoutes, { actions });
    },
  };
}
