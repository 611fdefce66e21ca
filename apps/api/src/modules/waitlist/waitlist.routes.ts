import { idParamsSchema } from '@navalha/core/contracts/ids';
import {
  joinWaitlistBodySchema,
  shopWaitlistQuerySchema,
  shopWaitlistSchema,
  waitlistEntryListSchema,
  waitlistEntrySchema,
} from '@navalha/core/contracts/waitlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { WaitlistService } from './waitlist.service.js';

export interface WaitlistRoutesOptions {
  service: WaitlistService;
}

const tags = ['waitlist'];

export const waitlistRoutes: FastifyPluginAsyncZod<WaitlistRoutesOptions> = async (
  app,
  options,
) => {
  const { service } = options;

  app.route({
    ...routeAccess(routeTable.joinWaitlist),
    schema: {
      tags,
      summary: 'Entra na lista de espera de um dia: intervalo, barbeiro (ou qualquer) e serviços',
      security: bearerAuth,
      body: joinWaitlistBodySchema,
      response: { 201: waitlistEntrySchema, ...errorResponses(400, 404, 409) },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await service.join(getAuthUser(request), request.body)),
  });

  app.route({
    ...routeAccess(routeTable.listMyWaitlist),
    schema: {
      tags,
      summary: 'As entradas do cliente na lista de espera, de ontem em diante',
      security: bearerAuth,
      response: { 200: waitlistEntryListSchema, ...errorResponses() },
    },
    handler: (request) => service.listMine(getAuthUser(request)),
  });

  app.route({
    ...routeAccess(routeTable.cancelWaitlistEntry),
    schema: {
      tags,
      summary: 'Sai da lista de espera',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: waitlistEntrySchema, ...errorResponses(400, 404, 409) },
    },
    handler: (request) => service.cancel(getAuthUser(request), request.params.id),
  });

  app.route({
    ...routeAccess(routeTable.listShopWaitlist),
    schema: {
      tags,
      summary: 'A lista de espera do dia na barbearia, por ordem de chegada',
      security: bearerAuth,
      querystring: shopWaitlistQuerySchema,
      response: { 200: shopWaitlistSchema, ...errorResponses(400) },
    },
    handler: (request) => service.shopDay(getAuthUser(request), request.query.date),
  });
};
