import { idParamsSchema } from '@navalha/core/contracts/ids';
import {
  barberReviewsQuerySchema,
  createReviewBodySchema,
  reviewListSchema,
  reviewSchema,
} from '@navalha/core/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { ReviewsService } from './reviews.service.js';

export interface ReviewsRoutesOptions {
  service: ReviewsService;
}

const tags = ['reviews'];

export const reviewsRoutes: FastifyPluginAsyncZod<ReviewsRoutesOptions> = async (app, options) => {
  const { service } = options;

  app.route({
    ...routeAccess(routeTable.createReview),
    schema: {
      tags,
      summary: 'Avalia um atendimento concluído do cliente (1 a 5 estrelas), uma vez',
      security: bearerAuth,
      body: createReviewBodySchema,
      response: { 201: reviewSchema, ...errorResponses(400, 404, 409) },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await service.create(getAuthUser(request), request.body)),
  });

  app.route({
    ...routeAccess(routeTable.getAppointmentReview),
    schema: {
      tags,
      summary: 'A avaliação que o cliente deixou para um agendamento seu',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: reviewSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => service.getForAppointment(getAuthUser(request), request.params.id),
  });

  app.route({
    ...routeAccess(routeTable.listBarberReviews),
    schema: {
      tags,
      summary: 'As avaliações de um barbeiro, as mais recentes primeiro',
      security: bearerAuth,
      params: idParamsSchema,
      querystring: barberReviewsQuerySchema,
      response: { 200: reviewListSchema, ...errorResponses(400, 404) },
    },
    handler: (request) =>
      service.listForBarber(request.params.id, request.query.page, request.query.limit),
  });
};
