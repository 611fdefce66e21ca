import {
  cashDayQuerySchema,
  cashDaySchema,
  closeCashBodySchema,
} from '@navalha/core/contracts/front-desk-cash';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { CashService } from './cash.service.js';

export interface CashRoutesOptions {
  service: CashService;
}

const tags = ['front-desk'];

/** The day's cash (issue 17 §5): the desk's money for one shop-local day, and its closing. */
export const cashRoutes: FastifyPluginAsyncZod<CashRoutesOptions> = async (app, options) => {
  const { service } = options;

  app.route({
    ...routeAccess(routeTable.adminCashDay),
    schema: {
      tags,
      summary: 'O caixa do dia: recebimentos por forma e por profissional, estornos, taxas retidas',
      description:
        'Para o dia `date` (no fuso da barbearia; hoje se omitido): pagamentos recebidos por ' +
        'forma (dinheiro, PIX, cartão, carteira, app) e por profissional, estornos, taxas de ' +
        'cancelamento e falta retidas, agendamentos ainda não pagos, o dinheiro esperado no ' +
        'caixa e os fechamentos do dia (o mais recente primeiro).',
      security: bearerAuth,
      querystring: cashDayQuerySchema,
      response: { 200: cashDaySchema, ...errorResponses(400) },
    },
    handler: (request) => service.day(getAuthUser(request), request.query),
  });

  app.route({
    ...routeAccess(routeTable.adminExportCashDay),
    schema: {
      tags,
      summary: 'O caixa do dia em CSV para o Excel (UTF-8 com BOM, separador ;)',
      security: bearerAuth,
      querystring: cashDayQuerySchema,
      produces: ['text/csv'],
      response: { 200: z.string(), ...errorResponses(400) },
    },
    handler: async (request, reply) => {
      const { date, csv } = await service.exportCsv(getAuthUser(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="caixa-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  app.route({
    ...routeAccess(routeTable.adminCloseCash),
    schema: {
      tags,
      summary: 'Fechar caixa: registra o dinheiro contado, o esperado e a diferença',
      description:
        'O esperado é calculado pelo servidor (dinheiro recebido no dia). Fechar de novo o ' +
        'mesmo dia registra uma correção; os fechamentos anteriores continuam na lista.',
      security: bearerAuth,
      body: closeCashBodySchema,
      response: { 201: cashDaySchema, ...errorResponses(400) },
    },
    handler: async (request, reply) => {
      reply.status(201);
      return service.close(getAuthUser(request), request.body);
    },
  });
};
