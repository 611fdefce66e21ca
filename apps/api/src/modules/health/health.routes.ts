import { healthResponseSchema } from '@navalha/core/contracts/auth';
import { apiErrorBodySchema } from '@navalha/core/contracts/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service.js';

export interface HealthRoutesOptions {
  service: HealthService;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Responde 200 quando o servidor e o banco de dados estão no ar',
        response: { 200: healthResponseSchema, 503: apiErrorBodySchema },
      },
    },
    () => options.service.check(),
  );
};
