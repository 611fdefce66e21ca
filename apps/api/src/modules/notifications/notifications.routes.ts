import { idParamsSchema } from '@navalha/core/contracts/ids';
import {
  notificationListSchema,
  notificationsQuerySchema,
  notificationsReadSchema,
} from '@navalha/core/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import { cookieAsBearer } from './notifications-stream.js';
import type { NotificationStreams } from './notifications-stream.js';
import type { NotificationsService } from './notifications.service.js';

export interface NotificationsRoutesOptions {
  service: NotificationsService;
  streams: NotificationStreams;
}

const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (
  app,
  options,
) => {
  const { service, streams } = options;

  app.route({
    ...routeAccess(routeTable.listNotifications),
    schema: {
      tags,
      summary: 'As notificações de quem chama, as mais recentes primeiro, e quantas não lidas',
      security: bearerAuth,
      querystring: notificationsQuerySchema,
      response: { 200: notificationListSchema, ...errorResponses(400) },
    },
    handler: (request) =>
      service.list(getAuthUser(request), request.query.page, request.query.limit),
  });

  app.route({
    ...routeAccess(routeTable.streamNotifications),
    // EventSource sends no headers: the access_token cookie stands in for the bearer token,
    // from the first hook on, before the role check of routeAccess (a preValidation) runs.
    onRequest: cookieAsBearer,
    schema: {
      tags,
      summary: 'Eventos (text/event-stream) quando chega ou é lida uma notificação',
      description:
        'Server-sent events: `notification` (data: `{id}`), `read` e `resync` pedem que a ' +
        'lista seja buscada de novo; `agenda`, só para quem vê a agenda da barbearia, quando ' +
        'um agendamento dela muda (criado, movido, cancelado, pago); um comentário a cada ' +
        '25 s mantém a conexão. Aceita o ' +
        'token no cabeçalho Authorization ou no cookie `access_token`; termina quando o ' +
        'token expira ou a sessão acaba (saída, troca de senha, conta desativada). No máximo ' +
        'SSE_MAX_PER_ACCOUNT conexões por conta e SSE_MAX_PER_IP por IP em cada instância ' +
        '(5 e 20 por padrão); além disso, 429.',
      security: bearerAuth,
      response: errorResponses(429),
    },
    handler: (request, reply) => streams.serve(request, reply),
  });

  app.route({
    ...routeAccess(routeTable.markNotificationRead),
    schema: {
      tags,
      summary: 'Marca uma notificação como lida',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: notificationsReadSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => service.markRead(getAuthUser(request), request.params.id),
  });

  app.route({
    ...routeAccess(routeTable.markAllNotificationsRead),
    schema: {
      tags,
      summary: 'Marca todas as notificações como lidas',
      security: bearerAuth,
      response: { 200: notificationsReadSchema, ...errorResponses() },
    },
    handler: (request) => service.markAllRead(getAuthUser(request)),
  });
};
