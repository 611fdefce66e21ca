import {
  barberEarningsQuerySchema,
  barberEarningsSchema,
  barberScheduleSchema,
} from '@navalha/core/contracts/barber-area';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { BarberAreaService } from './barber-area.service.js';

export interface BarberAreaRoutesOptions {
  service: BarberAreaService;
}

const tags = ['barber-area'];

export const barberAreaRoutes: FastifyPluginAsyncZod<BarberAreaRoutesOptions> = async (
  app,
  options,
) => {
  const { service } = options;

  app.route({
    ...routeAccess(routeTable.getBarberEarnings),
    schema: {
      tags,
      summary: 'Atendimentos concluídos e faturamento do barbeiro: dia, semana e mês',
      description:
        'Soma os agendamentos COMPLETED do próprio barbeiro pelo dia em que começaram, no ' +
        'fuso da barbearia: o dia `date` (hoje se omitido), a semana de domingo a sábado que o ' +
        'contém (com cada dia) e o mês. `revenue` é o total pago pelos clientes.',
      security: bearerAuth,
      querystring: barberEarningsQuerySchema,
      response: { 200: barberEarningsSchema, ...errorResponses(400) },
    },
    handler: (request) => service.earnings(getAuthUser(request), request.query),
  });

  app.route({
    ...routeAccess(routeTable.getBarberSchedule),
    schema: {
      tags,
      summary: 'O expediente semanal do barbeiro e as folgas que ainda não terminaram',
      security: bearerAuth,
      response: { 200: barberScheduleSchema, ...errorResponses() },
    },
    handler: (request) => service.schedule(getAuthUser(request)),
  });
};
