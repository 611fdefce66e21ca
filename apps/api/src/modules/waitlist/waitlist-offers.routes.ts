import { idParamsSchema } from '@navalha/core/contracts/ids';
import {
  declinedWaitlistOfferSchema,
  deskWaitlistOfferBodySchema,
  deskWaitlistOfferSchema,
  takenWaitlistOfferSchema,
  takeWaitlistOfferBodySchema,
  waitlistOfferSchema,
} from '@navalha/core/contracts/waitlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { WaitlistOffers } from './waitlist-offers.service.js';

export interface WaitlistOffersRoutesOptions {
  offers: WaitlistOffers;
}

const tags = ['waitlist'];

/** What every offer route's schema shares: a signed-in caller, the offer's id in the path. */
const offerSchema = <S extends { summary: string }>(schema: S) => ({
  tags,
  security: bearerAuth,
  params: idParamsSchema,
  ...schema,
});

/** The offers of freed times to the waitlist (issue 19 §3, decision 032). */
export const waitlistOffersRoutes: FastifyPluginAsyncZod<WaitlistOffersRoutesOptions> = async (
  app,
  options,
) => {
  const { offers } = options;

  app.route({
    ...routeAccess(routeTable.getWaitlistOffer),
    schema: offerSchema({
      summary: 'O horário oferecido ao cliente da lista de espera, enquanto reservado para ele',
      response: { 200: waitlistOfferSchema, ...errorResponses(400, 404, 409) },
    }),
    handler: (request) => offers.view(getAuthUser(request), request.params.id),
  });

  app.route({
    ...routeAccess(routeTable.takeWaitlistOffer),
    schema: offerSchema({
      summary: 'Quero este horário: agenda o horário oferecido pelas regras normais',
      body: takeWaitlistOfferBodySchema,
      response: { 201: takenWaitlistOfferSchema, ...errorResponses(400, 404, 409) },
    }),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await offers.take(getAuthUser(request), request.params.id, request.body)),
  });

  app.route({
    ...routeAccess(routeTable.declineWaitlistOffer),
    schema: offerSchema({
      summary: 'Não quero: o horário passa ao próximo da fila; o cliente continua na lista',
      response: { 200: declinedWaitlistOfferSchema, ...errorResponses(400, 404, 409) },
    }),
    handler: (request) => offers.decline(getAuthUser(request), request.params.id),
  });

  app.route({
    ...routeAccess(routeTable.offerWaitlistSlot),
    schema: offerSchema({
      summary: 'Oferecer horário: a recepção oferece um horário livre a uma entrada da lista',
      body: deskWaitlistOfferBodySchema,
      response: { 201: deskWaitlistOfferSchema, ...errorResponses(400, 404, 409) },
    }),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await offers.offerByHand(getAuthUser(request), request.params.id, request.body)),
  });
};
