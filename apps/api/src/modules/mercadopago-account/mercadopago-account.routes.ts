import {
  mercadopagoAccountSchema,
  mercadopagoAuthorizationSchema,
} from '@navalha/core/contracts/mercadopago-account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { publicRouteTable } from '../../public-route-table.js';
import { routeTable } from '../../route-table.js';
import { AppError } from '../../errors/app-error.js';
import { getAuthUser } from '../auth/auth-user.js';
import type { MercadopagoAccountService } from './mercadopago-account.service.js';

const tags = ['mercadopago'];

/** The settings page the owner comes back to, with how it went. */
const SETTINGS_PATH = '/admin/settings';

/** The owner's Mercado Pago card and Mercado Pago's return (route table: payment-account-routes). */
export const mercadopagoAccountRoutes: FastifyPluginAsyncZod<{
  service: MercadopagoAccountService;
}> = async (app, { service }) => {
  app.route({
    ...routeAccess(routeTable.adminGetMercadopagoAccount),
    schema: {
      tags,
      summary: "'Conectado como …': a conta do Mercado Pago que recebe os pagamentos da barbearia",
      security: bearerAuth,
      response: { 200: mercadopagoAccountSchema, ...errorResponses() },
    },
    handler: (request) => service.status(getAuthUser(request)),
  });

  app.route({
    ...routeAccess(routeTable.adminAuthorizeMercadopagoAccount),
    schema: {
      tags,
      summary: 'Endereço para autorizar o Navalha na conta do Mercado Pago da barbearia',
      description:
        'O dono abre o endereço, entra no Mercado Pago e autoriza; o Mercado Pago o devolve a ' +
        '/api/mercadopago/oauth/callback. O pedido vale 15 minutos e uma vez só.',
      security: bearerAuth,
      response: { 200: mercadopagoAuthorizationSchema, ...errorResponses(409) },
    },
    handler: (request) => service.authorize(getAuthUser(request)),
  });

  app.route({
    ...routeAccess(routeTable.adminDisconnectMercadopagoAccount),
    schema: {
      tags,
      summary: 'Desconectar a conta do Mercado Pago: a barbearia passa a receber só na barbearia',
      security: bearerAuth,
      response: { 200: z.object({ disconnected: z.boolean() }), ...errorResponses() },
    },
    handler: (request) => service.disconnect(getAuthUser(request)),
  });

  const callback = publicRouteTable.mercadoPagoOauthCallback;
  app.route({
    method: callback.method,
    url: callback.url,
    schema: {
      tags,
      summary: 'Retorno do Mercado Pago depois da autorização (leva às configurações)',
      querystring: z.object({
        code: z.optional(z.string().check(z.maxLength(512))),
        state: z.optional(z.string().check(z.maxLength(512))),
        error: z.optional(z.string().check(z.maxLength(512))),
      }),
    },
    handler: async (request, reply) => {
      // Without Mercado Pago's OAuth (the sandbox) there is no such return: 404.
      if (!service.available) throw AppError.notFound();
      const outcome = await service.callback(request.query);
      return reply.redirect(`${SETTINGS_PATH}?mercadopago=${outcome}`, 303);
    },
  });
};
