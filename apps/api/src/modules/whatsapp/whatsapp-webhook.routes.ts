import { errorMessages } from '@navalha/core/contracts/errors';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors/app-error.js';
import { isValidWhatsappSignature } from '../../gateways/whatsapp-cloud.js';
import { publicRouteTable } from '../../public-route-table.js';
import type { InboundMessage, WhatsappService } from './whatsapp.service.js';

export interface WhatsappWebhookOptions {
  service: WhatsappService;
  /** Undefined without the Cloud API: both routes answer 404. */
  appSecret: string | undefined;
  verifyToken: string | undefined;
}

interface WebhookMessage {
  id?: unknown;
  from?: unknown;
  type?: unknown;
  text?: { body?: unknown };
  button?: { payload?: unknown; text?: unknown };
  interactive?: { button_reply?: { id?: unknown; title?: unknown } };
}

/** The messages of a delivery (statuses and other fields are acknowledged and ignored). */
export function inboundMessagesOf(payload: unknown): InboundMessage[] {
  const entries = (payload as { entry?: unknown } | null)?.entry;
  if (!Array.isArray(entries)) return [];
  const messages: InboundMessage[] = [];
  for (const entry of entries as { changes?: unknown }[]) {
    if (!Array.isArray(entry.changes)) continue;
    for (const change of entry.changes as { value?: { messages?: unknown } }[]) {
      const list = change.value?.messages;
      if (!Array.isArray(list)) continue;
      for (const raw of list as WebhookMessage[]) {
        if (typeof raw.id !== 'string' || typeof raw.from !== 'string') continue;
        const button = raw.button ?? null;
        const interactive = raw.interactive?.button_reply ?? null;
        const payloadOf = button?.payload ?? interactive?.id;
        const text = button?.text ?? interactive?.title ?? raw.text?.body;
        messages.push({
          id: raw.id,
          from: raw.from.replace(/\D/g, ''),
          payload: typeof payloadOf === 'string' ? payloadOf : null,
          text: typeof text === 'string' ? text : '',
        });
      }
    }
  }
  return messages;
}

/**
 * Meta's webhook (public-route-table): the GET handshake answers `hub.challenge` to the verify
 * token; each POST is checked against `X-Hub-Signature-256` over the raw body before anything
 * is read, so a forged delivery changes nothing (401).
 */
export const whatsappWebhookRoutes: FastifyPluginAsync<WhatsappWebhookOptions> = async (
  app,
  { service, appSecret, verifyToken },
) => {
  // The signature is over the bytes as sent: keep them (this plugin's routes only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  const verify = publicRouteTable.whatsappWebhookVerify;
  app.route({
    method: verify.method,
    url: verify.url,
    schema: { tags: ['whatsapp'], summary: 'Verificação da assinatura do webhook (Meta)' },
    handler: async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      if (appSecret === undefined) throw AppError.notFound();
      if (
        verifyToken === undefined ||
        query['hub.mode'] !== 'subscribe' ||
        query['hub.verify_token'] !== verifyToken ||
        typeof query['hub.challenge'] !== 'string'
      ) {
        throw AppError.forbidden();
      }
      return reply.type('text/plain').send(query['hub.challenge']);
    },
  });

  const webhook = publicRouteTable.whatsappWebhook;
  app.route({
    method: webhook.method,
    url: webhook.url,
    bodyLimit: 256 * 1024,
    schema: {
      tags: ['whatsapp'],
      summary: 'Mensagens e respostas dos clientes (assinatura X-Hub-Signature-256 verificada)',
    },
    handler: async (request) => {
      if (appSecret === undefined) throw AppError.notFound();
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!isValidWhatsappSignature(raw, request.headers['x-hub-signature-256'], appSecret)) {
        throw new AppError(401, 'INVALID_WEBHOOK_SIGNATURE', errorMessages.invalidWebhookSignature);
      }
      let payload: unknown;
      try {
        payload = JSON.parse(raw.toString('utf8'));
      } catch {
        payload = null;
      }
      for (const message of inboundMessagesOf(payload)) await service.handleInbound(message);
      return { received: true };
    },
  });
};
