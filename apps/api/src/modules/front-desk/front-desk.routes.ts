import { agendaQuerySchema, agendaSchema } from '@navalha/core/contracts/front-desk-agenda';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { FrontDeskService } from './front-desk.service.js';

export interface FrontDeskRoutesOptions {
  service: FrontDeskService;
}

const tags = ['front-desk'];

/** The front desk (issue 17): the shop's day as the reception runs it. */
export const frontDeskRoutes: FastifyPluginAsyncZod<FrontDeskRoutesOptions> = async (
  app,
  options,
) => {
  const { service } = options;

  app.route({
    ...routeAccess(routeTable.adminAgenda),
    schema: {
      tags,
      summary: 'O dia da barbearia: equipe, expedientes, pausas, folgas e agendamentos',
      description:
        'Para a grade da recepção: o fuso e o intervalo entre horários da barbearia, o horário ' +
        'de funcionamento no dia, cada profissional que atende (com expediente, pausas e ' +
        'folgas do dia) e os agendamentos que começam no dia `date` (no fuso da barbearia; hoje ' +
        'se omitido), inclusive cancelados.',
      security: bearerAuth,
      querystring: agendaQuerySchema,
      response: { 200: agendaSchema, ...errorResponses(400) },
    },
    handler: (request) => service.agenda(getAuthUser(request), request.query),
  });
};
