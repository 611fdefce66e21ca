import {
  calendarFeedSchema,
  issuedCalendarFeedSchema,
} from '@navalha/core/contracts/calendar-feeds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { publicRouteTable } from '../../public-route-table.js';
import { routeTable } from '../../route-table.js';
import type { CalendarFeedsService } from './calendar-feeds.service.js';

export interface CalendarFeedsRoutesOptions {
  service: CalendarFeedsService;
  /** PUBLIC_URL, when set; otherwise the address the request came to. */
  publicUrl: string | undefined;
}

const tags = ['calendar-feeds'];

/** Subscribed calendars poll: a short private cache, then a conditional request (ETag). */
const CACHE_CONTROL = 'private, max-age=300';

export const calendarFeedsRoutes: FastifyPluginAsyncZod<CalendarFeedsRoutesOptions> = async (
  app,
  options,
) => {
  const { service, publicUrl } = options;
  const baseUrl = (request: { protocol: string; host: string }) =>
    publicUrl ?? `${request.protocol}://${request.host}`;

  app.route({
    ...routeAccess(routeTable.getBarberCalendarFeed),
    schema: {
      tags,
      summary: 'Se o barbeiro tem um endereço de agenda e desde quando',
      security: bearerAuth,
      response: { 200: calendarFeedSchema, ...errorResponses() },
    },
    handler: (request) => service.status(getAuthUser(request), 'barber'),
  });

  app.route({
    ...routeAccess(routeTable.regenerateBarberCalendarFeed),
    schema: {
      tags,
      summary: 'Gera um novo endereço de agenda do barbeiro; o anterior deixa de funcionar',
      security: bearerAuth,
      response: { 200: issuedCalendarFeedSchema, ...errorResponses() },
    },
    handler: (request) => service.regenerate(getAuthUser(request), 'barber', baseUrl(request)),
  });

  app.route({
    ...routeAccess(routeTable.getShopCalendarFeed),
    schema: {
      tags,
      summary: 'Se a barbearia tem um endereço de agenda (todos os barbeiros) e desde quando',
      security: bearerAuth,
      response: { 200: calendarFeedSchema, ...errorResponses() },
    },
    handler: (request) => service.status(getAuthUser(request), 'shop'),
  });

  app.route({
    ...routeAccess(routeTable.regenerateShopCalendarFeed),
    schema: {
      tags,
      summary: 'Gera um novo endereço de agenda da barbearia; o anterior deixa de funcionar',
      security: bearerAuth,
      response: { 200: issuedCalendarFeedSchema, ...errorResponses() },
    },
    handler: (request) => service.regenerate(getAuthUser(request), 'shop', baseUrl(request)),
  });

  app.route({
    method: publicRouteTable.calendarFeed.method,
    url: publicRouteTable.calendarFeed.url,
    schema: {
      tags,
      summary: 'O calendário (iCalendar) de um endereço de agenda, para assinar',
      description:
        'RFC 5545. Responde 304 quando `If-None-Match` traz o `ETag` atual. Um endereço ' +
        'substituído responde 404.',
      params: z.object({ file: z.string() }),
    },
    handler: async (request, reply) => {
      const feed = await service.render(request.params.file);
      void reply
        .header('etag', feed.etag)
        .header('last-modified', feed.lastModified.toUTCString())
        .header('cache-control', CACHE_CONTROL);
      const match = request.headers['if-none-match'];
      if (match !== undefined && match.split(/\s*,\s*/).includes(feed.etag)) {
        return reply.code(304).send();
      }
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="agenda.ics"')
        .send(feed.body);
    },
  });
};
