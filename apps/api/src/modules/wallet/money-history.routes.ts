import {
  moneyHistoryPageSchema,
  moneyHistoryQuerySchema,
} from '@navalha/core/contracts/money-history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { MoneyHistoryService } from './money-history.service.js';

/** 'Transações' (issue 18 §2): the client's money history, by cursor. */
export const moneyHistoryRoutes: FastifyPluginAsyncZod<{ service: MoneyHistoryService }> = async (
  app,
  options,
) => {
  app.route({
    ...routeAccess(routeTable.listMoneyHistory),
    schema: {
      tags: ['wallet'],
      summary: 'Todo o dinheiro do cliente: carteira e pagamentos de agendamentos, por cursor',
      description:
        'Depósitos, pagamentos (carteira, PIX, cartão, na barbearia) e estornos com a taxa ' +
        'retida, mais recentes primeiro. `direction` all, in (entradas) ou out (saídas); ' +
        '`cursor` é o `nextCursor` da página anterior (null na última).',
      security: bearerAuth,
      querystring: moneyHistoryQuerySchema,
      response: { 200: moneyHistoryPageSchema, ...errorResponses(400) },
    },
    handler: (request) => options.service.page(getAuthUser(request), request.query),
  });
};
