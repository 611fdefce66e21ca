import { idParamsSchema } from '@navalha/core/contracts/ids';
import {
  staffWhatsappBodySchema,
  staffWhatsappResultSchema,
  updateWhatsappSettingsBodySchema,
  whatsappConsentBodySchema,
  whatsappConsentSchema,
  whatsappSettingsSchema,
} from '@navalha/core/contracts/whatsapp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import { getAuthUser } from '../auth/auth-user.js';
import type { WhatsappSettingsService } from './whatsapp-settings.service.js';
import type { WhatsappService } from './whatsapp.service.js';

const tags = ['whatsapp'];

/**
 * The client's consent, staff's sends from the agenda and the shop's WhatsApp settings (route
 * table: messaging-routes).
 */
export const whatsappRoutes: FastifyPluginAsyncZod<{
  service: WhatsappService;
  settings: WhatsappSettingsService;
}> = async (app, { service, settings }) => {
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

  app.route({
    ...routeAccess(routeTable.adminGetWhatsappSettings),
    schema: {
      tags,
      summary: 'Mensagens do WhatsApp da barbearia: quais saem, quando, e por qual canal',
      security: bearerAuth,
      response: { 200: whatsappSettingsSchema, ...errorResponses() },
    },
    handler: (request) => settings.get(getAuthUser(request)),
  });

  app.route({
    ...routeAccess(routeTable.adminUpdateWhatsappSettings),
    schema: {
      tags,
      summary: 'Liga ou desliga cada mensagem do WhatsApp e define a antecedência dos lembretes',
      security: bearerAuth,
      body: updateWhatsappSettingsBodySchema,
      response: { 200: whatsappSettingsSchema, ...errorResponses(400) },
    },
    handler: (request) => settings.update(getAuthUser(request), request.body),
  });
};
