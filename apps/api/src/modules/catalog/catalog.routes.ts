import {
  bulkCreateServicesBodySchema,
  createServiceBodySchema,
  listServicesQuerySchema,
  serviceArraySchema,
  serviceListSchema,
  serviceSchema,
  servicesQuerySchema,
  updateServiceBodySchema,
} from '@navalha/core/contracts/catalog';
import { idParamsSchema } from '@navalha/core/contracts/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { CatalogService } from './catalog.service.js';

export interface CatalogRoutesOptions {
  service: CatalogService;
}

const tags = ['services'];

export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, options) => {
  const { service } = options;

  app.route({
    ...routeAccess(routeTable.listServices),
    schema: {
      tags,
      summary: 'Lista os serviços ativos, com filtros e paginação',
      security: bearerAuth,
      querystring: listServicesQuerySchema,
      response: { 200: serviceListSchema, ...errorResponses(400) },
    },
    handler: (request) => service.list(request.query),
  });

  app.route({
    ...routeAccess(routeTable.listServicesForSelection),
    schema: {
      tags,
      summary: 'Os serviços ativos de uma barbearia, para a tela de seleção',
      description:
        '`barbershopId` é a barbearia em que o cliente está; sem ele, a do seu último ' +
        'agendamento, senão a primeira da instalação (a equipe: a sua). Barbearia suspensa: 403.',
      security: bearerAuth,
      querystring: servicesQuerySchema,
      response: { 200: serviceArraySchema, ...errorResponses(400, 404) },
    },
    handler: (request) =>
      service.listForSelection(getAuthUser(request), request.query.barbershopId),
  });

  app.route({
    ...routeAccess(routeTable.listShopServices),
    schema: {
      tags,
      summary: 'O cardápio de uma barbearia',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: serviceArraySchema, ...errorResponses(400, 404) },
    },
    handler: (request) => service.listByShop(request.params.id),
  });

  app.route({
    ...routeAccess(routeTable.getService),
    schema: {
      tags,
      summary: 'Um serviço ativo',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: serviceSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => service.get(request.params.id),
  });

  app.route({
    ...routeAccess(routeTable.createService),
    schema: {
      tags,
      summary: 'Cria um serviço na barbearia do administrador',
      security: bearerAuth,
      body: createServiceBodySchema,
      response: { 201: serviceSchema, ...errorResponses(400) },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await service.create(getAuthUser(request), request.body)),
  });

  app.route({
    ...routeAccess(routeTable.bulkCreateServices),
    schema: {
      tags,
      summary: 'Cria vários serviços de uma vez (tudo ou nada)',
      security: bearerAuth,
      body: bulkCreateServicesBodySchema,
      response: { 201: serviceArraySchema, ...errorResponses(400) },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await service.bulkCreate(getAuthUser(request), request.body)),
  });

  app.route({
    ...routeAccess(routeTable.updateService),
    schema: {
      tags,
      summary: 'Altera um serviço da barbearia do administrador',
      security: bearerAuth,
      params: idParamsSchema,
      body: updateServiceBodySchema,
      response: { 200: serviceSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => service.update(getAuthUser(request), request.params.id, request.body),
  });

  app.route({
    ...routeAccess(routeTable.deleteService),
    schema: {
      tags,
      summary: 'Desativa um serviço (os agendamentos mantêm sua cópia)',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 204: z.undefined(), ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      await service.remove(getAuthUser(request), request.params.id);
      return reply.status(204).send();
    },
  });
};
