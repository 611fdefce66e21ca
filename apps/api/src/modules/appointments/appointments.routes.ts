import {
  activeAppointmentsQuerySchema,
  appointmentHistoryQuerySchema,
  appointmentListSchema,
  appointmentSchema,
  barberAgendaQuerySchema,
  bookingConflictBodySchema,
  cancelAppointmentResponseSchema,
  createAppointmentBodySchema,
  rejectAppointmentBodySchema,
  rescheduleAppointmentBodySchema,
} from '@navalha/core/contracts/appointments';
import { idParamsSchema } from '@navalha/core/contracts/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuthUser } from '../auth/auth-user.js';
import { countingUsageIn } from '../../plugins/usage-limits.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { AppointmentQueries } from './appointment-queries.service.js';
import type { AppointmentsService } from './appointments.service.js';
import type { BookingCreation } from './booking-creation.js';

export interface AppointmentsRoutesOptions {
  service: AppointmentsService;
  queries: AppointmentQueries;
  booking: BookingCreation;
}

const tags = ['appointments'];

export const appointmentsRoutes: FastifyPluginAsyncZod<AppointmentsRoutesOptions> = async (
  app,
  options,
) => {
  const { service, queries, booking } = options;

  app.route({
    // The usage counter is written by the booking's first statement, a round trip less.
    ...routeAccess(routeTable.createAppointment, { usageCountedByHandler: true }),
    schema: {
      tags,
      summary: 'Agenda serviços com um dos barbeiros escolhidos (status PENDING)',
      description:
        '`totalPrice` é o total da forma de pagamento escolhida (subtotal − desconto + taxa); ' +
        'um valor diferente do calculado pelo servidor responde 409 PRICE_CHANGED com os ' +
        'valores atuais em `details`.',
      security: bearerAuth,
      body: createAppointmentBodySchema,
      response: {
        201: appointmentSchema,
        ...errorResponses(400, 404, 429),
        409: bookingConflictBodySchema,
      },
    },
    handler: async (request, reply) => {
      const created = await countingUsageIn(request, (usage) =>
        booking.create(getAuthUser(request), request.body, usage),
      );
      return reply.status(201).send(created);
    },
  });

  app.route({
    ...routeAccess(routeTable.listMyHistory),
    schema: {
      tags,
      summary: 'Todos os agendamentos do cliente, os mais recentes primeiro',
      description:
        'Paginado por `page` ou, para rolar, por `cursor`: o `nextCursor` da página anterior ' +
        '(keyset, sem OFFSET); `nextCursor` é null na última página.',
      security: bearerAuth,
      querystring: appointmentHistoryQuerySchema,
      response: { 200: appointmentListSchema, ...errorResponses(400) },
    },
    handler: (request) =>
      queries.history(
        getAuthUser(request),
        request.query.page,
        request.query.limit,
        request.query.cursor,
      ),
  });

  app.route({
    ...routeAccess(routeTable.listMyAppointments),
    schema: {
      tags,
      summary: 'Os agendamentos ativos do cliente (pendentes e confirmados), os próximos primeiro',
      security: bearerAuth,
      querystring: activeAppointmentsQuerySchema,
      response: { 200: appointmentListSchema, ...errorResponses(400) },
    },
    handler: (request) =>
      queries.active(
        getAuthUser(request),
        request.query.page,
        request.query.limit,
        request.query.cursor,
      ),
  });

  app.route({
    ...routeAccess(routeTable.listBarberAgenda),
    schema: {
      tags,
      summary: 'A agenda do barbeiro: um dia, um período de até 31 dias ou de hoje em diante',
      security: bearerAuth,
      querystring: barberAgendaQuerySchema,
      response: { 200: appointmentListSchema, ...errorResponses(400) },
    },
    handler: (request) => queries.agenda(getAuthUser(request), request.query),
  });

  app.route({
    ...routeAccess(routeTable.getAppointment),
    schema: {
      tags,
      summary: 'Um agendamento do cliente, da agenda do barbeiro ou da barbearia',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: appointmentSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => queries.get(getAuthUser(request), request.params.id),
  });

  app.route({
    ...routeAccess(routeTable.rescheduleAppointment),
    schema: {
      tags,
      summary: 'Muda a data e o horário de um agendamento pendente',
      security: bearerAuth,
      params: idParamsSchema,
      body: rescheduleAppointmentBodySchema,
      response: { 200: appointmentSchema, ...errorResponses(400, 404, 409) },
    },
    handler: (request) => service.reschedule(getAuthUser(request), request.params.id, request.body),
  });

  app.route({
    ...routeAccess(routeTable.cancelAppointment),
    schema: {
      tags,
      summary: 'Cancela um agendamento pendente ou confirmado do cliente',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: cancelAppointmentResponseSchema, ...errorResponses(400, 404, 409) },
    },
    handler: (request) => service.cancel(getAuthUser(request), request.params.id),
  });

  app.route({
    ...routeAccess(routeTable.confirmAppointment),
    schema: {
      tags,
      summary: 'O barbeiro confirma um agendamento pendente',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: appointmentSchema, ...errorResponses(400, 404, 409) },
    },
    handler: (request) => service.confirm(getAuthUser(request), request.params.id),
  });

  app.route({
    ...routeAccess(routeTable.rejectAppointment),
    schema: {
      tags,
      summary: 'O barbeiro recusa um agendamento, com o motivo',
      security: bearerAuth,
      params: idParamsSchema,
      body: rejectAppointmentBodySchema,
      response: { 200: appointmentSchema, ...errorResponses(400, 404, 409) },
    },
    handler: (request) =>
      service.reject(getAuthUser(request), request.params.id, request.body.reason),
  });

  app.route({
    ...routeAccess(routeTable.completeAppointment),
    schema: {
      tags,
      summary: 'O barbeiro conclui um atendimento confirmado que já começou',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: appointmentSchema, ...errorResponses(400, 404, 409) },
    },
    handler: (request) => service.complete(getAuthUser(request), request.params.id),
  });
};
