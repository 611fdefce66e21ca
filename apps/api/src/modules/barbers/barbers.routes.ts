import {
  barberListQuerySchema,
  barberListSchema,
  barberSchema,
  barbersByServicesBodySchema,
  barbersForHomeQuerySchema,
} from '@navalha/core/contracts/barbers';
import { idParamsSchema } from '@navalha/core/contracts/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { BarbersService } from './barbers.service.js';

export interface BarbersRoutesOptions {
  service: BarbersService;
}

const tags = ['barbers'];

export const barbersRoutes: FastifyPluginAsyncZod<BarbersRoutesOptions> = async (app, options) => {
  const { service } = options;

  app.route({
    ...routeAccess(routeTable.listBarbersByServices),
    schema: {
      tags,
      summary: 'Barbeiros que realizam todos os serviços escolhidos',
      security: bearerAuth,
      querystring: barberListQuerySchema,
      body: barbersByServicesBodySchema,
      response: { 200: barberListSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => service.listByServices(request.body.serviceIds, request.query),
  });

  app.route({
    ...routeAccess(routeTable.listBarbersForHome),
    schema: {
      tags,
      summary: 'Barbeiros da tela inicial, os mais requisitados primeiro',
      description:
        'Os da barbearia `barbershopId` (a em que o cliente está); sem ele, como em ' +
        'GET /services/for-selection. Barbearia suspensa: 403.',
      security: bearerAuth,
      querystring: barbersForHomeQuerySchema,
      response: { 200: barberListSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => service.listForHome(getAuthUser(request), request.query),
  });

  app.route({
    ...routeAccess(routeTable.listBarbers),
    schema: {
      tags,
      summary: 'Todos os barbeiros ativos',
      security: bearerAuth,
      querystring: barberListQuerySchema,
      response: { 200: barberListSchema, ...errorResponses(400) },
    },
    handler: (request) => service.list(request.query),
  });

  app.route({
    ...routeAccess(routeTable.listShopBarbers),
    schema: {
      tags,
      summary: 'Os barbeiros de uma barbearia',
      security: bearerAuth,
      params: idParamsSchema,
      querystring: barberListQuerySchema,
      response: { 200: barberListSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => service.listByShop(request.params.id, request.query),
  });

  app.route({
    ...routeAccess(routeTable.getBarber),
    schema: {
      tags,
      summary: 'Um barbeiro',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: barberSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => service.get(request.params.id),
  });
};
