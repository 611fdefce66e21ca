import { idParamsSchema } from '@navalha/core/contracts/ids';
import {
  platformShopListSchema,
  platformShopStatusBodySchema,
} from '@navalha/core/contracts/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { PlatformService } from './platform.service.js';

const tags = ['platform'];
const done = z.object({ saved: z.literal(true) });

/** 'Plataforma': the operator's shop list and suspensions (issue 20 §1). */
export const platformRoutes: FastifyPluginAsyncZod<{ service: PlatformService }> = async (
  app,
  { service },
) => {
  app.route({
    ...routeAccess(routeTable.platformListShops),
    schema: {
      tags,
      summary: 'As barbearias da plataforma, com contagens de atividade (nunca seus dados)',
      security: bearerAuth,
      response: { 200: platformShopListSchema, ...errorResponses() },
    },
    handler: () => service.listShops(),
  });

  app.route({
    ...routeAccess(routeTable.platformSuspendShop),
    schema: {
      tags,
      summary: 'Suspende uma barbearia: a página pública e o agendamento param; os dados ficam',
      security: bearerAuth,
      params: idParamsSchema,
      body: platformShopStatusBodySchema,
      response: { 200: done, ...errorResponses(400, 404, 409) },
    },
    handler: async (request) => {
      await service.suspend(getAuthUser(request), request.params.id, request.body);
      return { saved: true as const };
    },
  });

  app.route({
    ...routeAccess(routeTable.platformReactivateShop),
    schema: {
      tags,
      summary: 'Reativa uma barbearia suspensa',
      security: bearerAuth,
      params: idParamsSchema,
      body: platformShopStatusBodySchema,
      response: { 200: done, ...errorResponses(400, 404, 409) },
    },
    handler: async (request) => {
      await service.reactivate(getAuthUser(request), request.params.id, request.body);
      return { saved: true as const };
    },
  });
};
