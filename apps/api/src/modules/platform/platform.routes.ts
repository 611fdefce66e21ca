import { idParamsSchema } from '@navalha/core/contracts/ids';
import {
  platformShopFeeBodySchema,
  platformShopListSchema,
  platformShopStatusBodySchema,
} from '@navalha/core/contracts/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { RouteAccess } from '../../route-table.js';
import type { PlatformService } from './platform.service.js';

const tags = ['platform'];
const done = z.object({ saved: z.literal(true) });

/** 'Plataforma': the operator's shop list, suspensions (issue 20 §1) and fees (§3). */
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

  /** Suspends or reactivates the shop `:id`, with the operator's reason. */
  const statusRoute = (
    access: RouteAccess,
    summary: string,
    change: PlatformService['suspend'] | PlatformService['reactivate'],
  ) =>
    app.route({
      ...routeAccess(access),
      schema: {
        tags,
        summary,
        security: bearerAuth,
        params: idParamsSchema,
        body: platformShopStatusBodySchema,
        response: { 200: done, ...errorResponses(400, 404, 409) },
      },
      handler: async (request) => {
        await change(getAuthUser(request), request.params.id, request.body);
        return { saved: true as const };
      },
    });

  statusRoute(
    routeTable.platformSuspendShop,
    'Suspende uma barbearia: a página pública e o agendamento param; os dados ficam',
    (user, id, body) => service.suspend(user, id, body),
  );
  statusRoute(
    routeTable.platformReactivateShop,
    'Reativa uma barbearia suspensa',
    (user, id, body) => service.reactivate(user, id, body),
  );

  app.route({
    ...routeAccess(routeTable.platformSetShopFee),
    schema: {
      tags,
      summary:
        'Define a taxa da plataforma sobre os pagamentos de uma barbearia, ou volta ao padrão (null)',
      security: bearerAuth,
      params: idParamsSchema,
      body: platformShopFeeBodySchema,
      response: { 200: done, ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      await service.setPlatformFee(getAuthUser(request), request.params.id, request.body);
      return { saved: true as const };
    },
  });
};
