import {
  deskActionResultSchema,
  deskCancelBodySchema,
  deskReceiptSchema,
  deskReceiveBodySchema,
} from '@navalha/core/contracts/front-desk-actions';
import { idParamsSchema } from '@navalha/core/contracts/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { DeskPayments } from './desk-payments.js';

export interface DeskPaymentsRoutesOptions {
  desk: DeskPayments;
}

const tags = ['front-desk'];

/** The desk's money (issue 17 §2): receive a payment, cancel with a refund, a no-show. */
export const deskPaymentsRoutes: FastifyPluginAsyncZod<DeskPaymentsRoutesOptions> = async (
  app,
  { desk },
) => {
  app.route({
    ...routeAccess(routeTable.deskReceivePayment),
    schema: {
      tags,
      summary: "'Receber pagamento': dinheiro, ou PIX / cartão na maquininha da barbearia",
      description:
        'O pagamento na barbearia fica concluído com a forma, quem recebeu e quando. Em ' +
        'dinheiro, `givenCents` (o valor entregue) devolve o troco.',
      security: bearerAuth,
      params: idParamsSchema,
      body: deskReceiveBodySchema,
      response: { 200: deskReceiptSchema, ...errorResponses(400, 404, 409) },
    },
    handler: (request) => desk.receive(getAuthUser(request), request.params.id, request.body),
  });

  app.route({
    ...routeAccess(routeTable.deskCancelBooking),
    schema: {
      tags,
      summary: 'Cancela o agendamento com o motivo e, se pago, o reembolso escolhido',
      description:
        'Reembolso: o da política de cancelamento, o total ou um valor digitado (além da ' +
        'política, só dono ou administrador), pela forma de pagamento ou para a carteira.',
      security: bearerAuth,
      params: idParamsSchema,
      body: deskCancelBodySchema,
      response: { 200: deskActionResultSchema, ...errorResponses(400, 404, 409, 502) },
    },
    handler: (request) => desk.cancel(getAuthUser(request), request.params.id, request.body),
  });

  app.route({
    ...routeAccess(routeTable.deskNoShowBooking),
    schema: {
      tags,
      summary: "'Faltou': o cliente não veio (depois do horário de início)",
      description: 'Com a taxa de falta da barbearia; um pagamento feito devolve o que passa dela.',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: deskActionResultSchema, ...errorResponses(400, 404, 409, 502) },
    },
    handler: (request) => desk.noShow(getAuthUser(request), request.params.id),
  });
};
