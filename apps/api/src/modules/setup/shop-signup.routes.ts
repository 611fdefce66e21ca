import { postalAddressSchema, postalCodeParamsSchema } from '@navalha/core/contracts/account';
import { apiErrorBodySchema } from '@navalha/core/contracts/error-body';
import { shopSignupBodySchema } from '@navalha/core/contracts/platform';
import { shopSignupStatusSchema } from '@navalha/core/contracts/shop-signup-status';
import { setupCompletedSchema } from '@navalha/core/contracts/setup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.js';
import { publicRouteTable } from '../../public-route-table.js';
import { clientInfo, issueSession } from '../auth/session-reply.js';
import type { AuthService } from '../auth/auth.service.js';
import { toUser } from '../auth/auth.dto.js';
import type { PostalCodeLookup } from '../account/postal-code-lookup.js';
import type { ShopSignupService } from './shop-signup.service.js';

export interface ShopSignupRoutesOptions {
  service: ShopSignupService;
  auth: AuthService;
  postalCodes: PostalCodeLookup;
  /** Per IP a minute, as sign-up (AUTH_RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute: number;
}

const tags = ['setup'];
const errors = Object.fromEntries(
  [400, 404, 409, 429].map((status) => [status, apiErrorBodySchema]),
) as Record<400 | 404 | 409 | 429, typeof apiErrorBodySchema>;

/** 'Cadastre sua barbearia' (issue 20 §1): both answer 404 while SHOP_SIGNUP=closed. */
export const shopSignupRoutes: FastifyPluginAsyncZod<ShopSignupRoutesOptions> = async (
  app,
  { service, auth, postalCodes, rateLimitPerMinute },
) => {
  const rateLimit = { max: rateLimitPerMinute, timeWindow: 60_000 };
  // Closed: 404 before the body is read, whatever it says.
  app.addHook('preValidation', async () => {
    service.ensureOpen();
  });

  app.route({
    method: publicRouteTable.shopSignupStatus.method,
    url: publicRouteTable.shopSignupStatus.url,
    config: { rateLimit },
    schema: {
      tags,
      summary: "Se 'Cadastre sua barbearia' está aberto nesta instalação (404 se não)",
      response: { 200: shopSignupStatusSchema, 404: apiErrorBodySchema, 429: apiErrorBodySchema },
    },
    handler: () => ({ open: true as const }),
  });

  app.route({
    method: publicRouteTable.shopSignup.method,
    url: publicRouteTable.shopSignup.url,
    config: { rateLimit },
    schema: {
      tags,
      summary: 'Cadastra uma nova barbearia e seu dono, e abre a sessão do dono',
      body: shopSignupBodySchema,
      response: { 201: setupCompletedSchema, ...errors },
    },
    handler: async (request, reply) => {
      const result = await service.signup(request.body);
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

  // The shop's address by its CEP, as the first-run setup's step fills it, before anyone is
  // signed in: rate-limited per address as sign-up.
  app.route({
    method: publicRouteTable.shopSignupPostalCode.method,
    url: publicRouteTable.shopSignupPostalCode.url,
    config: { rateLimit },
    schema: {
      tags,
      summary: 'O endereço de um CEP, para a etapa da barbearia do cadastro',
      params: postalCodeParamsSchema,
      response: { 200: postalAddressSchema, 503: apiErrorBodySchema, ...errors },
    },
    handler: (request) => postalCodes.lookup(request.params.cep),
  });
};
