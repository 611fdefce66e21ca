import { myShopListSchema } from '@navalha/core/contracts/client-shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import { getAuthUser } from '../auth/auth-user.js';
import type { ClientShopsService } from './client-shops.service.js';

export interface ClientShopsRoutesOptions {
  service: ClientShopsService;
}

export const clientShopsRoutes: FastifyPluginAsyncZod<ClientShopsRoutesOptions> = async (
  app,
  options,
) => {
  const { service } = options;

  app.route({
    ...routeAccess(routeTable.listMyShops),
    schema: {
      tags: ['account'],
      summary: 'As barbearias em que o cliente já agendou, a do último agendamento primeiro',
      security: bearerAuth,
      response: { 200: myShopListSchema, ...errorResponses() },
    },
    handler: (request) => service.listBooked(getAuthUser(request)),
  });
};
