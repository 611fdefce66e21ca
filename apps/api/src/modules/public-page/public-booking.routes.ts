import { publicShopParamsSchema } from '@navalha/core/contracts/public-shop';
import {
  availabilitySchema,
  availableSlotsBodySchema,
  barbersNextFreeBodySchema,
  barbersNextFreeSchema,
  monthAvailabilityBodySchema,
  monthAvailabilitySchema,
} from '@navalha/core/contracts/schedule';
import {
  promoCodeValidationSchema,
  publicValidatePromoCodeBodySchema,
} from '@navalha/core/contracts/promo-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/route-access.js';
import { publicRouteTable } from '../../public-route-table.js';
import type { PublicBookingReads } from './public-booking.js';

const tags = ['public-page'];
// Free times change with every booking: never cached.
const NO_STORE = 'no-store';
/**
 * Per address: each read runs the availability engine for anyone, signed in or not. A visitor
 * choosing a day and a time makes a few a minute.
 */
export const FREE_TIME_READS_PER_MINUTE = 120;
const perAddressLimit = { rateLimit: { max: FREE_TIME_READS_PER_MINUTE, timeWindow: 60_000 } };

/**
 * Per address, counted in the database (every process shares it): a visitor types a code or
 * two; guessing codes signed out stops here (signed in: 20 a user, 60 an address).
 */
export const PUBLIC_PROMO_CHECKS_PER_MINUTE = 10;

/** What every free-time read's schema shares: the shop's public address in the path. */
const freeTimesSchema = <S extends { summary: string }>(schema: S) => ({
  tags,
  params: publicShopParamsSchema,
  ...schema,
});

/** A visitor's booking steps up to 'Confirmar' (issue 18 §1, decision 034): free times only. */
export const publicBookingRoutes: FastifyPluginAsyncZod<{ reads: PublicBookingReads }> = async (
  app,
  { reads },
) => {
  app.route({
    method: publicRouteTable.publicAvailableSlots.method,
    url: publicRouteTable.publicAvailableSlots.url,
    config: perAddressLimit,
    schema: freeTimesSchema({
      summary: 'Os horários livres de uma data, sem entrar, nos serviços da barbearia',
      body: availableSlotsBodySchema,
      response: { 200: availabilitySchema, ...errorResponses(400, 404) },
    }),
    handler: async (request, reply) =>
      reply
        .header('cache-control', NO_STORE)
        .send(await reads.availableSlots(request.params.slug, request.body)),
  });

  app.route({
    method: publicRouteTable.publicMonthAvailability.method,
    url: publicRouteTable.publicMonthAvailability.url,
    config: perAddressLimit,
    schema: freeTimesSchema({
      summary: 'Cada dia do mês, sem entrar: livre, lotado, fechado ou passado',
      body: monthAvailabilityBodySchema,
      response: { 200: monthAvailabilitySchema, ...errorResponses(400, 404) },
    }),
    handler: async (request, reply) =>
      reply
        .header('cache-control', NO_STORE)
        .send(await reads.monthAvailability(request.params.slug, request.body)),
  });

  app.route({
    method: publicRouteTable.publicBarbersNextFree.method,
    url: publicRouteTable.publicBarbersNextFree.url,
    config: perAddressLimit,
    schema: freeTimesSchema({
      summary: 'O primeiro dia livre de cada barbeiro, sem entrar, nas próximas duas semanas',
      body: barbersNextFreeBodySchema,
      response: { 200: barbersNextFreeSchema, ...errorResponses(400, 404) },
    }),
    handler: async (request, reply) =>
      reply
        .header('cache-control', NO_STORE)
        .send(await reads.barbersNextFree(request.params.slug, request.body)),
  });

  app.route({
    method: publicRouteTable.publicValidatePromoCode.method,
    url: publicRouteTable.publicValidatePromoCode.url,
    config: { rateLimit: { max: PUBLIC_PROMO_CHECKS_PER_MINUTE, timeWindow: 60_000 } },
    schema: {
      tags,
      params: publicShopParamsSchema,
      summary: 'Valida um código promocional da barbearia, sem entrar, e calcula o desconto',
      body: publicValidatePromoCodeBodySchema,
      response: { 200: promoCodeValidationSchema, ...errorResponses(400, 404, 429) },
    },
    handler: async (request, reply) =>
      reply
        .header('cache-control', NO_STORE)
        .send(await reads.validatePromoCode(request.params.slug, request.body)),
  });
};
