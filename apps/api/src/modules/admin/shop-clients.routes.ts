import {
  adminClientAppointmentListSchema,
  adminClientAppointmentsQuerySchema,
  adminClientDetailSchema,
  adminClientListSchema,
  adminClientSchema,
  adminClientsQuerySchema,
  saveClientContactBodySchema,
  saveClientNoteBodySchema,
  savedClientNoteSchema,
} from '@navalha/core/contracts/admin-clients';
import { idParamsSchema } from '@navalha/core/contracts/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { ShopClientsService } from './shop-clients.service.js';

export interface ShopClientsRoutesOptions {
  clients: ShopClientsService;
}

const tags = ['admin'];

/** The shop's clients (issue 17 §3): list and search, a client's page, bookings and note. */
export const shopClientsRoutes: FastifyPluginAsyncZod<ShopClientsRoutesOptions> = async (
  app,
  { clients },
) => {
  app.route({
    ...routeAccess(routeTable.adminListClients),
    schema: {
      tags,
      summary: 'Clientes da barbearia, com busca por nome, e-mail ou telefone',
      description: 'O telefone é comparado pelos dígitos, em qualquer formatação, com ou sem +55.',
      security: bearerAuth,
      querystring: adminClientsQuerySchema,
      response: { 200: adminClientListSchema, ...errorResponses(400) },
    },
    handler: (request) => clients.list(getAuthUser(request), request.query),
  });

  app.route({
    ...routeAccess(routeTable.adminGetClient),
    schema: {
      tags,
      summary: 'A página do cliente: contato, números na barbearia, observação e carteira',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: adminClientDetailSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => clients.get(getAuthUser(request), request.params.id),
  });

  app.route({
    ...routeAccess(routeTable.adminClientAppointments),
    schema: {
      tags,
      summary: 'Os agendamentos do cliente na barbearia: próximos ou anteriores, por página',
      security: bearerAuth,
      params: idParamsSchema,
      querystring: adminClientAppointmentsQuerySchema,
      response: { 200: adminClientAppointmentListSchema, ...errorResponses(400, 404) },
    },
    handler: (request) =>
      clients.appointmentsOf(getAuthUser(request), request.params.id, request.query),
  });

  app.route({
    ...routeAccess(routeTable.adminSaveClientNote),
    schema: {
      tags,
      summary: 'Salva a observação particular da barbearia sobre o cliente (vazia: remove)',
      security: bearerAuth,
      params: idParamsSchema,
      body: saveClientNoteBodySchema,
      response: { 200: savedClientNoteSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => clients.saveNote(getAuthUser(request), request.params.id, request.body),
  });

  app.route({
    ...routeAccess(routeTable.adminSaveClientContact),
    schema: {
      tags,
      summary: 'Telefone e e-mail de um cliente cadastrado na recepção (sem senha)',
      description:
        'Com o e-mail, o cliente pode assumir a conta ao se cadastrar com ele. E-mail vazio: ' +
        'remove. Cliente com conta própria: 409.',
      security: bearerAuth,
      params: idParamsSchema,
      body: saveClientContactBodySchema,
      response: { 200: adminClientSchema, ...errorResponses(400, 404, 409) },
    },
    handler: (request) =>
      clients.saveContact(getAuthUser(request), request.params.id, request.body),
  });
};
