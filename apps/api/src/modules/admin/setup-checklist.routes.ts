import { checklistSchema } from '@navalha/core/contracts/admin-checklist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { SetupChecklistService } from './setup-checklist.service.js';

const tags = ['admin'];

export const setupChecklistRoutes: FastifyPluginAsyncZod<{
  service: SetupChecklistService;
}> = async (app, { service }) => {
  app.route({
    ...routeAccess(routeTable.adminChecklist),
    schema: {
      tags,
      summary: 'O que falta depois da configuração inicial (pagamentos, fotos, cupons, equipe)',
      security: bearerAuth,
      response: { 200: checklistSchema, ...errorResponses(404) },
    },
    handler: (request) => service.get(getAuthUser(request)),
  });

  app.route({
    ...routeAccess(routeTable.adminDismissChecklist),
    schema: {
      tags,
      summary: 'Dispensa a lista do que falta (o dono; um admin quando tudo estiver feito)',
      security: bearerAuth,
      response: { 200: checklistSchema, ...errorResponses(404) },
    },
    handler: (request) => service.dismiss(getAuthUser(request)),
  });
};
