import {
  deskActionResultSchema,
  deskBookingSchema,
} from '@navalha/core/contracts/front-desk-actions';
import { idParamsSchema } from '@navalha/core/contracts/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { DeskActions, DeskStep } from './desk-actions.js';

export interface DeskBookingsRoutesOptions {
  actions: DeskActions;
}

const tags = ['front-desk'];

const steps: readonly { step: DeskStep; route: keyof typeof routeTable; summary: string }[] = [
  { step: 'confirm', route: 'deskConfirmBooking', summary: 'Confirma o agendamento' },
  {
    step: 'arrive',
    route: 'deskArriveBooking',
    summary: "'Chegou': registra a chegada do cliente (e confirma um agendamento pendente)",
  },
  { step: 'start', route: 'deskStartBooking', summary: 'Registra o início do atendimento' },
  {
    step: 'complete',
    route: 'deskCompleteBooking',
    summary: 'Conclui o atendimento (um pagamento na barbearia precisa ter sido recebido)',
  },
];

/** The desk's booking panel (issue 17 §2): the details, and the steps of the booking's day. */
export const deskActionsRoutes: FastifyPluginAsyncZod<DeskBookingsRoutesOptions> = async (
  app,
  { actions },
) => {
  app.route({
    ...routeAccess(routeTable.deskGetBooking),
    schema: {
      tags,
      summary: 'Um agendamento da barbearia, como o painel da recepção o mostra',
      description:
        'Cliente (com o número de faltas), serviços, horários, situação, pagamento e o ' +
        'reembolso que um cancelamento agora permitiria.',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: deskBookingSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => actions.details(getAuthUser(request), request.params.id),
  });

  for (const { step, route, summary } of steps) {
    app.route({
      ...routeAccess(routeTable[route]),
      schema: {
        tags,
        summary,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: deskActionResultSchema, ...errorResponses(400, 404, 409) },
      },
      handler: (request) => actions.step(getAuthUser(request), request.params.id, step),
    });
  }
};
