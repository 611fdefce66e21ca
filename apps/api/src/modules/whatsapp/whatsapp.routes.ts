import { idParamsSchema } from '@navalha/core/contracts/ids';
import {
  staffWhatsappBodySchema,
  staffWhatsappResultSchema,
  whatsappConsentBodySchema,
  whatsappConsentSchema,
} from '@navalha/core/contracts/whatsapp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import { getAuthUser } from '../auth/auth-user.js';
import type { WhatsappService } from './whatsapp.service.js';

const tags = ['whatsapp'];

/** The client's consent and staff's sends from the agenda (route table: messaging-routes). */
export const whatsappRoutes: FastifyPluginAsyncZod<{ service: WhatsappService }> = async (
  app,
  { service },
) => {
  app.route({
    ...routeAccess(routeTable.getWhatsappConsent),
    schema: {
      tags,
      summary: 'Se o cliente aceita receber lembretes pelo WhatsApp, e desde quando',
      security: bearerAuth,
      response: { 200: whatsappConsentSchema, ...errorResponses(404) },
    },
    handler: (request) => service.getConsent(getAuthUser(request)),
  });

  app.route({
    ...routeAccess(routeTable.setWhatsappConsent),
    schema: {
      tags,
      summary: "'Quero receber lembretes pelo WhatsApp': aceitar ou deixar de aceitar",
      security: bearerAuth,
      body: whatsappConsentBodySchema,
      response: { 200: whatsappConsentSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => service.setConsent(getAuthUser(request), request.body.optIn),
  });

  app.route({
    ...routeAccess(routeTable.sendWhatsappFromAgenda),
    schema: {
      tags,
      summary: 'Enviar confirmação, lembrete ou "atrasado ~15 min" pelo WhatsApp',
      description:
        'Com a API do WhatsApp configurada, a mensagem entra na fila; sem ela, a resposta traz ' +
        'o link wa.me com a mensagem escrita e o envio fica registrado. Só para clientes que ' +
        'aceitaram (409 NO_MESSAGING_CONSENT); uma vez por horário e tipo.',
      security: bearerAuth,
      params: idParamsSchema,
      body: staffWhatsappBodySchema,
      response: { 200: staffWhatsappResultSchema, ...errorResponses(400, 404, 409) },
    },
    handler: (request) =>
      service.sendFromAgenda(getAuthUser(request), request.params.id, request.body),
  });
};
