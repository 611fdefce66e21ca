import {
  promoCodeValidationSchema,
  validatePromoCodeBodySchema,
} from '@navalha/core/contracts/promo-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { PromoCodesService } from './promo-codes.service.js';

export interface PromoCodesRoutesOptions {
  service: PromoCodesService;
}

export const promoCodesRoutes: FastifyPluginAsyncZod<PromoCodesRoutesOptions> = async (
  app,
  options,
) => {
  app.route({
    ...routeAccess(routeTable.validatePromoCode),
    schema: {
      tags: ['promo-codes'],
      summary: 'Valida um código promocional e calcula o desconto sobre o subtotal',
      security: bearerAuth,
      body: validatePromoCodeBodySchema,
      response: { 200: promoCodeValidationSchema, ...errorResponses(400, 429) },
    },
    handler: (request) => options.service.validate(request.body),
  });
};
