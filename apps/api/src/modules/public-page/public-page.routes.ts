import {
  publicBarberPageSchema,
  publicBarberParamsSchema,
  publicLandingSchema,
  publicPageSettingsSchema,
  publicShopParamsSchema,
  publicShopSchema,
  updatePublicPageSettingsBodySchema,
} from '@navalha/core/contracts/public-shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { publicRouteTable } from '../../public-route-table.js';
import { routeTable } from '../../route-table.js';
import { getAuthUser } from '../auth/auth-user.js';
import type { PublicPageService } from './public-page.service.js';

const tags = ['public-page'];
/** Shared links are opened by many at once; a minute old is fresh enough for a shop's door. */
const PUBLIC_CACHE = 'public, max-age=60';

export const publicPageRoutes: FastifyPluginAsyncZod<{ service: PublicPageService }> = async (
  app,
  { service },
) => {
  app.route({
    method: publicRouteTable.publicShop.method,
    url: publicRouteTable.publicShop.url,
    schema: {
      tags,
      summary: 'A página pública da barbearia: endereço, horários, serviços, barbeiros e notas',
      params: publicShopParamsSchema,
      response: { 200: publicShopSchema, ...errorResponses(404) },
    },
    handler: async (request, reply) =>
      reply.header('cache-control', PUBLIC_CACHE).send(await service.shop(request.params.slug)),
  });

  app.route({
    method: publicRouteTable.publicBarber.method,
    url: publicRouteTable.publicBarber.url,
    schema: {
      tags,
      summary: 'A página pública de um barbeiro: foto, serviços e avaliações',
      params: publicBarberParamsSchema,
      response: { 200: publicBarberPageSchema, ...errorResponses(404) },
    },
    handler: async (request, reply) =>
      reply
        .header('cache-control', PUBLIC_CACHE)
        .send(await service.barber(request.params.barberId)),
  });

  app.route({
    method: publicRouteTable.publicLanding.method,
    url: publicRouteTable.publicLanding.url,
    schema: {
      tags,
      summary: 'Para onde vai quem abre o site sem entrar: a página pública, se o dono escolheu',
      response: { 200: publicLandingSchema },
    },
    handler: () => service.landing(),
  });

  app.route({
    ...routeAccess(routeTable.adminGetPublicPage),
    schema: {
      tags,
      summary: 'O endereço da página pública e se ela abre o site',
      security: bearerAuth,
      response: { 200: publicPageSettingsSchema },
    },
    handler: (request) => service.settings(getAuthUser(request)),
  });

  app.route({
    ...routeAccess(routeTable.adminUpdatePublicPage),
    schema: {
      tags,
      summary: 'Muda o endereço da página pública e se ela abre o site',
      security: bearerAuth,
      body: updatePublicPageSettingsBodySchema,
      response: { 200: publicPageSettingsSchema, ...errorResponses(409) },
    },
    handler: (request) => service.updateSettings(getAuthUser(request), request.body),
  });
};
