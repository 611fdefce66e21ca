import {
  acceptInvitationBodySchema,
  createInvitationBodySchema,
  invitationListSchema,
  invitationTokenParamsSchema,
  publicInvitationSchema,
  sentInvitationSchema,
} from '@navalha/core/contracts/invitations';
import { authSessionSchema } from '@navalha/core/contracts/auth';
import { apiErrorBodySchema } from '@navalha/core/contracts/error-body';
import { idParamsSchema } from '@navalha/core/contracts/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import { publicRouteTable } from '../../public-route-table.js';
import { issueSession, refreshTokenNote } from '../auth/session-reply.js';
import type { InvitationsService } from './invitations.service.js';

export interface InvitationsRoutesOptions {
  service: InvitationsService;
  /** Per IP and route on the two public routes, as on sign-in. */
  rateLimitPerMinute: number;
}

const tags = ['invitations'];

/**
 * Staff invitations: the shop's managers make, list, resend and revoke them (admins for the
 * owner alone); the invited person reads and accepts one with the link's token, signed out.
 */
export const invitationsRoutes: FastifyPluginAsyncZod<InvitationsRoutesOptions> = async (
  app,
  options,
) => {
  const { service } = options;
  const rateLimit = { max: options.rateLimitPerMinute, timeWindow: 60_000 };
  const publicErrors = {
    400: apiErrorBodySchema,
    404: apiErrorBodySchema,
    409: apiErrorBodySchema,
    410: apiErrorBodySchema,
    429: apiErrorBodySchema,
  };

  app.route({
    ...routeAccess(routeTable.adminListInvitations),
    schema: {
      tags,
      summary: 'Convites da equipe: pendentes primeiro, depois os mais novos',
      security: bearerAuth,
      response: { 200: invitationListSchema, ...errorResponses() },
    },
    handler: (request) => service.list(getAuthUser(request)),
  });

  app.route({
    ...routeAccess(routeTable.adminCreateInvitation),
    schema: {
      tags,
      summary: 'Convida um barbeiro (ou um administrador, pelo proprietário); o link vem só aqui',
      security: bearerAuth,
      body: createInvitationBodySchema,
      response: { 201: sentInvitationSchema, ...errorResponses(400, 409) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(await service.create(getAuthUser(request), request.body));
    },
  });

  app.route({
    ...routeAccess(routeTable.adminResendInvitation),
    schema: {
      tags,
      summary: 'Reenvia um convite: novo link, mais 7 dias; o link anterior deixa de valer',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: sentInvitationSchema, ...errorResponses(400, 404, 409) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.resend(getAuthUser(request), request.params.id);
    },
  });

  app.route({
    ...routeAccess(routeTable.adminRevokeInvitation),
    schema: {
      tags,
      summary: 'Revoga um convite pendente; o link deixa de valer',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 204: z.undefined(), ...errorResponses(400, 404, 409) },
    },
    handler: async (request, reply) => {
      await service.revoke(getAuthUser(request), request.params.id);
      return reply.status(204).send();
    },
  });

  app.route({
    method: publicRouteTable.getInvitation.method,
    url: publicRouteTable.getInvitation.url,
    config: { rateLimit },
    schema: {
      tags,
      summary: 'O convite de um link: barbearia, nome, email e papel',
      params: invitationTokenParamsSchema,
      response: { 200: publicInvitationSchema, ...publicErrors },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.getByToken(request.params.token);
    },
  });

  app.route({
    method: publicRouteTable.acceptInvitation.method,
    url: publicRouteTable.acceptInvitation.url,
    config: { rateLimit },
    schema: {
      tags,
      summary: 'Aceita o convite: cria a conta com a senha escolhida e abre a sessão',
      description: `Responde como /auth/login. Um link só cria uma conta. ${refreshTokenNote}`,
      params: invitationTokenParamsSchema,
      body: acceptInvitationBodySchema,
      response: { 200: authSessionSchema, ...publicErrors },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await service.accept(request.params.token, request.body, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      return issueSession(request, reply, session);
    },
  });
};
