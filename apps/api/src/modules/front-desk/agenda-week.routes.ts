import { weekAgendaQuerySchema, weekAgendaSchema } from '@navalha/core/contracts/front-desk-agenda';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { AgendaWeekService } from './agenda-week.service.js';

export interface AgendaWeekRoutesOptions {
  service: AgendaWeekService;
}

/** The desk's week view of one barber (issue 17 §1). */
export const agendaWeekRoutes: FastifyPluginAsyncZod<AgendaWeekRoutesOptions> = async (
  app,
  { service },
) => {
  app.route({
    ...routeAccess(routeTable.adminAgendaWeek),
    schema: {
      tags: ['front-desk'],
      summary: 'A semana de um profissional: expediente, pausas, folgas e agendamentos de cada dia',
      description:
        'Para a vista Semana da agenda: de domingo a sábado, a semana que contém `date` (no ' +
        'fuso da barbearia; hoje se omitido), com o horário de funcionamento de cada dia, o ' +
        'expediente, as pausas e as folgas do profissional `barberId` e os agendamentos que ' +
        'começam em cada dia, inclusive cancelados. Profissional de outra barbearia: 404.',
      security: bearerAuth,
      querystring: weekAgendaQuerySchema,
      response: { 200: weekAgendaSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => service.week(getAuthUser(request), request.query),
  });
};
