import { postalAddressSchema, postalCodeParamsSchema } from '@navalha/core/contracts/account';
import { apiErrorBodySchema } from '@navalha/core/contracts/error-body';
import {
  setupCompletedSchema,
  setupHoursBodySchema,
  setupOwnerBodySchema,
  setupProgressSchema,
  setupServicesBodySchema,
  setupShopBodySchema,
  setupTeamBodySchema,
} from '@navalha/core/contracts/setup';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { publicRouteTable } from '../../public-route-table.js';
import type { PublicRouteAccess } from '../../public-route-table.js';
import type { PostalCodeLookup } from '../account/postal-code-lookup.js';
import { clientInfo, issueSession } from '../auth/session-reply.js';
import type { AuthService } from '../auth/auth.service.js';
import { toUser } from '../auth/auth.dto.js';
import type { SetupService } from './setup.service.js';

/** The header that carries the setup token (never a cookie: nothing else may send it). */
export const SETUP_TOKEN_HEADER = 'x-setup-token';

/** Per IP: a wizard makes a handful of calls a minute; guessing 256 bits is hopeless anyway. */
const SETUP_CALLS_PER_MINUTE = 60;

export interface SetupRoutesOptions {
  service: SetupService;
  auth: AuthService;
  postalCodes: PostalCodeLookup;
}

const tags = ['setup'];
const errors = Object.fromEntries(
  [400, 401, 409, 410, 429].map((status) => [status, apiErrorBodySchema]),
) as Record<400 | 401 | 409 | 410 | 429, typeof apiErrorBodySchema>;
const saved = z.object({ saved: z.literal(true) });

function setupToken(request: FastifyRequest): string | undefined {
  const header = request.headers[SETUP_TOKEN_HEADER];
  return typeof header === 'string' && header.length > 0 && header.length <= 200
    ? header
    : undefined;
}

function route(access: PublicRouteAccess) {
  return {
    method: access.method,
    url: access.url,
    config: { rateLimit: { max: SETUP_CALLS_PER_MINUTE, timeWindow: 60_000 } },
  };
}

/**
 * The first-run setup's API (issue 14 §2): token-authorised, each step validated by its contract
 * in core and saved to the server's draft; `complete` creates the shop and signs the owner in.
 */
export const setupRoutes: FastifyPluginAsyncZod<SetupRoutesOptions> = async (app, options) => {
  const { service, auth, postalCodes } = options;

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // After the rate limit (onRequest) and before validation: once a shop exists every call is
  // 410, and without the live token 401, whatever the body says.
  app.addHook('preValidation', async (request) => {
    await service.authorize(setupToken(request));
  });

  app.route({
    ...route(publicRouteTable.setupProgress),
    schema: {
      tags,
      summary: 'As respostas já salvas do assistente de configuração (a senha só como definida)',
      response: { 200: setupProgressSchema, ...errors },
    },
    handler: (request) => service.getProgress(setupToken(request)),
  });

  app.route({
    ...route(publicRouteTable.setupSaveOwner),
    schema: {
      tags,
      summary: 'Etapa 1: a conta do dono',
      body: setupOwnerBodySchema,
      response: { 200: saved, ...errors },
    },
    handler: async (request) => {
      await service.saveOwner(setupToken(request), request.body);
      return { saved: true as const };
    },
  });

  app.route({
    ...route(publicRouteTable.setupSaveShop),
    schema: {
      tags,
      summary: 'Etapa 2: a barbearia (endereço, contatos, fuso horário, PIX)',
      body: setupShopBodySchema,
      response: { 200: saved, ...errors },
    },
    handler: async (request) => {
      await service.saveShop(setupToken(request), request.body);
      return { saved: true as const };
    },
  });

  app.route({
    ...route(publicRouteTable.setupSaveHours),
    schema: {
      tags,
      summary: 'Etapa 3: a semana de funcionamento, com intervalos',
      body: setupHoursBodySchema,
      response: { 200: saved, ...errors },
    },
    handler: async (request) => {
      await service.saveHours(setupToken(request), request.body);
      return { saved: true as const };
    },
  });

  app.route({
    ...route(publicRouteTable.setupSaveServices),
    schema: {
      tags,
      summary: 'Etapa 4: os serviços (ao menos um)',
      body: setupServicesBodySchema,
      response: { 200: saved, ...errors },
    },
    handler: async (request) => {
      await service.saveServices(setupToken(request), request.body);
      return { saved: true as const };
    },
  });

  app.route({
    ...route(publicRouteTable.setupSaveTeam),
    schema: {
      tags,
      summary: "Etapa 5: 'Eu também atendo' e os barbeiros a convidar",
      body: setupTeamBodySchema,
      response: { 200: saved, ...errors },
    },
    handler: async (request) => {
      await service.saveTeam(setupToken(request), request.body);
      return { saved: true as const };
    },
  });

  app.route({
    ...route(publicRouteTable.setupComplete),
    schema: {
      tags,
      summary: 'Conclui a configuração: cria a barbearia e o dono, e abre a sessão do dono',
      response: { 201: setupCompletedSchema, ...errors },
    },
    handler: async (request, reply) => {
      const result = await service.finish(setupToken(request));
      const session = await auth.openSession(result.owner, clientInfo(request), () =>
        AppError.unauthenticated(),
      );
      return reply.status(201).send({
        ...issueSession(request, reply, session),
        user: toUser(result.owner),
        barbershop: result.barbershop,
        invitations: result.invitations,
      });
    },
  });

  app.route({
    ...route(publicRouteTable.setupPostalCode),
    schema: {
      tags,
      summary: 'O endereço de um CEP, para a etapa da barbearia',
      params: postalCodeParamsSchema,
      response: {
        200: postalAddressSchema,
        404: apiErrorBodySchema,
        503: apiErrorBodySchema,
        ...errors,
      },
    },
    handler: async (request) => {
      await service.authorize(setupToken(request));
      return postalCodes.lookup(request.params.cep);
    },
  });
};
