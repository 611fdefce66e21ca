import { webhookAckSchema } from '@navalha/core/contracts/payments';
import { apiErrorBodySchema } from '@navalha/core/contracts/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicRouteTable } from '../../public-route-table.js';
import type { PublicRouteAccess } from '../../public-route-table.js';
import type { GatewayNotices } from './payment-notices.js';

export interface PaymentsPublicRoutesOptions {
  notices: GatewayNotices;
}

const tags = ['payments'];

function publicRoute(access: PublicRouteAccess) {
  return { method: access.method, url: access.url };
}

/**
 * Mercado Pago's webhook, without a token (route-table's `publicRouteTable`): checked by its
 * signature. The sandbox's hosted pages are ../sandbox-bank/sandbox-pages.routes.ts.
 */
export const paymentsPublicRoutes: FastifyPluginAsyncZod<PaymentsPublicRoutesOptions> = async (
  app,
  options,
) => {
  const { notices } = options;

  app.route({
    ...publicRoute(publicRouteTable.mercadoPagoWebhook),
    schema: {
      tags,
      summary: 'Notificações do Mercado Pago (assinatura x-signature verificada)',
      description:
        'O status vem sempre do gateway (GET /v1/payments/{id}), nunca do corpo. Assinatura ' +
        'inválida ou antiga: 401 e nada muda. Uma notificação repetida não muda nada.',
      response: { 200: webhookAckSchema, 401: apiErrorBodySchema, 404: apiErrorBodySchema },
    },
    handler: async (request) => {
      await notices.handleWebhook({
        headers: request.headers,
        query: request.query as Record<string, unknown>,
        body: request.body,
      });
      return { received: true as const };
    },
  });
};
