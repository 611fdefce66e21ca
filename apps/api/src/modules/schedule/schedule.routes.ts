import { idParamsSchema } from '@navalha/core/contracts/ids';
import {
  availabilitySchema,
  availableSlotsBodySchema,
  availableTimesQuerySchema,
  barberIdParamsSchema,
  barbersNextFreeBodySchema,
  barbersNextFreeSchema,
  monthAvailabilityBodySchema,
  monthAvailabilitySchema,
  createWorkingHoursBodySchema,
  replaceWorkingHoursBodySchema,
  updateWorkingHoursBodySchema,
  workingHoursListSchema,
  workingHoursSchema,
} from '@navalha/core/contracts/schedule';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { ScheduleService } from './schedule.service.js';

export interface ScheduleRoutesOptions {
  service: ScheduleService;
}

const tags = ['working-hours'];

export const scheduleRoutes: FastifyPluginAsyncZod<ScheduleRoutesOptions> = async (
  app,
  options,
) => {
  const { service } = options;

  app.route({
    ...routeAccess(routeTable.createWorkingHours),
    schema: {
      tags,
      summary: 'Adiciona um período ao expediente de um barbeiro',
      security: bearerAuth,
      body: createWorkingHoursBodySchema,
      response: { 201: workingHoursSchema, ...errorResponses(400, 404, 409) },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await service.create(getAuthUser(request), request.body)),
  });

  app.route({
    ...routeAccess(routeTable.replaceWorkingHours),
    schema: {
      tags,
      summary: 'Substitui a semana inteira de um barbeiro',
      security: bearerAuth,
      params: barberIdParamsSchema,
      body: replaceWorkingHoursBodySchema,
      response: { 200: workingHoursListSchema, ...errorResponses(400, 404) },
    },
    handler: (request) =>
      service.replace(getAuthUser(request), request.params.barberId, request.body),
  });

  app.route({
    ...routeAccess(routeTable.listWorkingHours),
    schema: {
      tags,
      summary: 'O expediente do barbeiro, ou de todos os barbeiros da barbearia',
      security: bearerAuth,
      response: { 200: workingHoursListSchema, ...errorResponses() },
    },
    handler: (request) => service.list(getAuthUser(request)),
  });

  app.route({
    ...routeAccess(routeTable.listBarberWorkingHours),
    schema: {
      tags,
      summary: 'O expediente de um barbeiro',
      security: bearerAuth,
      params: barberIdParamsSchema,
      response: { 200: workingHoursListSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => service.listForBarber(getAuthUser(request), request.params.barberId),
  });

  app.route({
    ...routeAccess(routeTable.getWorkingHours),
    schema: {
      tags,
      summary: 'Um período de expediente',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: workingHoursSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => service.get(getAuthUser(request), request.params.id),
  });

  app.route({
    ...routeAccess(routeTable.updateWorkingHours),
    schema: {
      tags,
      summary: 'Altera um período de expediente',
      security: bearerAuth,
      params: idParamsSchema,
      body: updateWorkingHoursBodySchema,
      response: { 200: workingHoursSchema, ...errorResponses(400, 404, 409) },
    },
    handler: (request) => service.update(getAuthUser(request), request.params.id, request.body),
  });

  app.route({
    ...routeAccess(routeTable.deleteWorkingHours),
    schema: {
      tags,
      summary: 'Remove um período de expediente',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 204: z.undefined(), ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      await service.remove(getAuthUser(request), request.params.id);
      return reply.status(204).send();
    },
  });

  app.route({
    ...routeAccess(routeTable.getAvailableTimes),
    schema: {
      tags,
      summary: 'Os horários de um barbeiro numa data, para uma duração',
      security: bearerAuth,
      params: barberIdParamsSchema,
      querystring: availableTimesQuerySchema,
      response: { 200: availabilitySchema, ...errorResponses(400, 404) },
    },
    handler: (request) => service.availableTimes(request.params.barberId, request.query),
  });

  app.route({
    ...routeAccess(routeTable.getAvailableSlots),
    schema: {
      tags,
      summary: 'Os horários em que algum dos barbeiros pode fazer os serviços escolhidos',
      security: bearerAuth,
      body: availableSlotsBodySchema,
      response: { 200: availabilitySchema, ...errorResponses(400, 404) },
    },
    handler: (request) => service.availableSlots(request.body),
  });

  app.route({
    ...routeAccess(routeTable.getMonthAvailability),
    schema: {
      tags,
      summary: 'Cada dia do mês: livre, lotado, fechado ou passado, para os serviços escolhidos',
      security: bearerAuth,
      body: monthAvailabilityBodySchema,
      response: { 200: monthAvailabilitySchema, ...errorResponses(400, 404) },
    },
    handler: (request) => service.monthAvailability(request.body),
  });

  app.route({
    ...routeAccess(routeTable.getBarbersNextFree),
    schema: {
      tags,
      summary: 'O primeiro dia com horário livre de cada barbeiro nas próximas duas semanas',
      security: bearerAuth,
      body: barbersNextFreeBodySchema,
      response: { 200: barbersNextFreeSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => service.barbersNextFree(request.body),
  });
};
