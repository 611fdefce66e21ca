import { webhookAckSchema } from '@navalha/core/contracts/payments';
import { apiErrorBodySchema } from '@navalha/core/contracts/errors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { publicRouteTable } from '../../route-table.js';
import type { PublicRouteAccess } from '../../route-table.js';
import type { SandboxDecision } from '../../payments/gateways/sandbox.js';
import type { PaymentsService } from './payments.service.js';
import { sandboxCallbackUrl } from './payments.service.js';
import { renderBankPage, renderCheckoutPage, renderNotFoundPage } from './sandbox-pages.js';

export interface PaymentsPublicRoutesOptions {
  service: PaymentsService;
}

const tags = ['payments'];
/** Sandbox payment ids are digits, like Mercado Pago's. */
const SANDBOX_ID = /^\d{1,20}$/;
const pageParamsSchema = z.object({ id: z.string() });

function publicRoute(access: PublicRouteAccess) {
  return { method: access.method, url: access.url };
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

/**
 * Routes without a token (route-table's `publicRouteTable`): Mercado Pago's webhook, checked
 * by its signature, and the sandbox's hosted checkout and bank pages, which a browser opens
 * outside the app, as it would Mercado Pago's, by the sandbox payment's id.
 */
export const paymentsPublicRoutes: FastifyPluginAsyncZod<PaymentsPublicRoutesOptions> = async (
  app,
  options,
) => {
  const { service } = options;

  // The bank page's plain HTML forms post url-encoded bodies (empty ones: the URL says it all).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.route({
    ...publicRoute(publicRouteTable.mercadoPagoWebhook),
    schema: {
      tags,
      summary: 'Notificações do Mercado Pago (assinatura x-signature verificada)',
      description:
        'O status vem sempre do gateway (GET /v1/payments/{id}), nunca do corpo. Assinatura ' +
        'inválida ou antiga: 401 e nada muda. Uma notificação repetida não muda nada.',
      response: { 200: webhookAckSchema, 401: apiErrorBodySchema, 404: apiErrorBodySchema },
    },
    handler: async (request) => {
      await service.handleWebhook({
        headers: request.headers,
        query: request.query as Record<string, unknown>,
        body: request.body,
      });
      return { received: true as const };
    },
  });

  const findPage = (id: string) =>
    SANDBOX_ID.test(id) ? service.findSandboxPayment(id) : Promise.resolve(null);

  async function checkoutPage(id: string, reply: FastifyReply) {
    const row = await findPage(id);
    if (!row) return sendHtml(reply, 404, renderNotFoundPage());
    return sendHtml(
      reply,
      200,
      renderCheckoutPage(row, {
        bankUrl: `/api/payments/sandbox/bank/${row.id}`,
        callbackUrl: sandboxCallbackUrl(row),
      }),
    );
  }

  app.route({
    ...publicRoute(publicRouteTable.sandboxCheckoutPage),
    schema: {
      tags,
      summary: 'Sandbox: checkout hospedado (a paymentUrl), com o QR Code PIX',
      params: pageParamsSchema,
    },
    handler: (request, reply) => checkoutPage(request.params.id, reply),
  });

  app.route({
    ...publicRoute(publicRouteTable.sandboxBankPage),
    schema: {
      tags,
      summary: 'Sandbox: o "app do banco", onde o pagador aprova ou recusa',
      params: pageParamsSchema,
    },
    handler: async (request, reply) => {
      const row = await findPage(request.params.id);
      if (!row) return sendHtml(reply, 404, renderNotFoundPage());
      const base = `/api/payments/sandbox/bank/${row.id}`;
      return sendHtml(
        reply,
        200,
        renderBankPage(row, {
          approveUrl: `${base}/approve`,
          declineUrl: `${base}/decline`,
          callbackUrl: sandboxCallbackUrl(row),
        }),
      );
    },
  });

  async function decide(id: string, decision: SandboxDecision, reply: FastifyReply) {
    if (!(await findPage(id))) return sendHtml(reply, 404, renderNotFoundPage());
    const { callbackUrl } = await service.decideSandbox(id, decision);
    // 303: the browser follows with a GET, as after Mercado Pago's checkout.
    return reply.redirect(callbackUrl, 303);
  }

  app.route({
    ...publicRoute(publicRouteTable.sandboxBankApprove),
    schema: {
      tags,
      summary: 'Sandbox: aprova o pagamento e volta para /payment/callback',
      params: pageParamsSchema,
    },
    handler: (request, reply) => decide(request.params.id, 'approved', reply),
  });

  app.route({
    ...publicRoute(publicRouteTable.sandboxBankDecline),
    schema: {
      tags,
      summary: 'Sandbox: recusa o pagamento e volta para /payment/callback',
      params: pageParamsSchema,
    },
    handler: (request, reply) => decide(request.params.id, 'rejected', reply),
  });
};
