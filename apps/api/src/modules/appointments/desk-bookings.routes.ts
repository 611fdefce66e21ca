import { agendaBookingSchema } from '@navalha/core/contracts/front-desk-agenda';
import {
  deskBookingBodySchema,
  deskClientListSchema,
  deskClientSearchQuerySchema,
  deskMoveBodySchema,
} from '@navalha/core/contracts/front-desk-bookings';
import { idParamsSchema } from '@navalha/core/contracts/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { DeskBookings } from './desk-bookings.service.js';

export interface DeskBookingsRoutesOptions {
  desk: DeskBookings;
}

const tags = ['front-desk'];

/** The front desk books and moves from its grid (issue 17 §1). */
export const deskBookingsRoutes: FastifyPluginAsyncZod<DeskBookingsRoutesOptions> = async (
  app,
  options,
) => {
  const { desk } = options;

  app.route({
    ...routeAccess(routeTable.adminDeskSearchClients),
    schema: {
      tags,
      summary: 'Busca clientes da barbearia por nome, telefone ou e-mail (até 10)',
      security: bearerAuth,
      querystring: deskClientSearchQuerySchema,
      response: { 200: deskClientListSchema, ...errorResponses(400) },
    },
    handler: (request) => desk.searchClients(getAuthUser(request), request.query.search),
  });

  app.route({
    ...routeAccess(routeTable.adminDeskCreateBooking),
    schema: {
      tags,
      summary: 'A recepção agenda um cliente (ou um novo, só com nome e telefone), já confirmado',
      description:
        'Preços calculados pelo servidor; pagamento na barbearia. O horário passa pelas mesmas ' +
        'regras do app do cliente; ocupado, responde 409 SLOT_UNAVAILABLE.',
      security: bearerAuth,
      body: deskBookingBodySchema,
      response: { 201: agendaBookingSchema, ...errorResponses(400, 404, 409) },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await desk.create(getAuthUser(request), request.body)),
  });

  app.route({
    ...routeAccess(routeTable.adminDeskMoveBooking),
    schema: {
      tags,
      summary: 'Muda um agendamento de horário ou de barbeiro',
      description: 'As mesmas regras de um novo agendamento; o cliente é avisado.',
      security: bearerAuth,
      params: idParamsSchema,
      body: deskMoveBodySchema,
      response: { 200: agendaBookingSchema, ...errorResponses(400, 404, 409) },
    },
    handler: (request) => desk.move(getAuthUser(request), request.params.id, request.body),
  });
};
