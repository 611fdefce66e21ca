import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { publicRouteTable } from '../../public-route-table.js';
import type { PublicRouteAccess } from '../../public-route-table.js';
import type { SandboxDecision } from '../../gateways/sandbox.js';
import type { SandboxLinks } from '../../gateways/sandbox-links.js';
import type { PaymentsModule } from '../payments/payments.module.js';
import { sandboxCallbackUrl } from '../payments/payments.module.js';
import { renderBankPage, renderCheckoutPage, renderNotFoundPage } from './sandbox-pages.js';

export interface SandboxPagesRoutesOptions {
  service: Pick<PaymentsModule['sandbox'], 'decideSandbox' | 'findSandboxPayment'>;
  /** The sandbox gateway's signed links: every page and action checks its signature. */
  links: SandboxLinks;
}

const tags = ['payments'];
const pageParamsSchema = z.object({ id: z.string() });
// Any query is accepted: a missing or wrong signature answers the not-found page, not a 400.
const signedQuerySchema = z.object({ s: z.optional(z.unknown()) });

function publicRoute(access: PublicRouteAccess) {
  return { method: access.method, url: access.url };
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

/**
 * The sandbox's hosted checkout and "bank app" pages (registered only with the sandbox
 * gateway), which a browser opens outside the app as it would Mercado Pago's. Each is reached
 * through the payment's own signed link (sandbox-links.ts): an id without its signature, or
 * with another payment's, answers the same pt-BR not-found page as an id that does not exist,
 * and approves or declines nothing.
 */
export const sandboxPagesRoutes: FastifyPluginAsyncZod<SandboxPagesRoutesOptions> = async (
  app,
  options,
) => {
  const { service, links } = options;

  // The bank page's plain HTML forms post url-encoded bodies (empty ones: the URL says it all).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** The payment behind a signed link, or null (unsigned, altered, or no such payment). */
  const findSigned = (id: string, signature: unknown) =>
    links.verify(id, signature) ? service.findSandboxPayment(id) : Promise.resolve(null);

  app.route({
    ...publicRoute(publicRouteTable.sandboxCheckoutPage),
    schema: {
      tags,
      summary: 'Sandbox: checkout hospedado (a paymentUrl assinada), com o QR Code PIX',
      params: pageParamsSchema,
      querystring: signedQuerySchema,
    },
    handler: async (request, reply) => {
      const row = await findSigned(request.params.id, request.query.s);
      if (!row) return sendHtml(reply, 404, renderNotFoundPage());
      return sendHtml(
        reply,
        200,
        renderCheckoutPage(row, {
          bankUrl: links.bankUrl(row.id),
          callbackUrl: sandboxCallbackUrl(row),
        }),
      );
    },
  });

  app.route({
    ...publicRoute(publicRouteTable.sandboxBankPage),
    schema: {
      tags,
      summary: 'Sandbox: o "app do banco", onde o pagador aprova ou recusa (link assinado)',
      params: pageParamsSchema,
      querystring: signedQuerySchema,
    },
    handler: async (request, reply) => {
      const row = await findSigned(request.params.id, request.query.s);
      if (!row) return sendHtml(reply, 404, renderNotFoundPage());
      return sendHtml(
        reply,
        200,
        renderBankPage(row, {
          approveUrl: links.decisionUrl(row.id, 'approved'),
          declineUrl: links.decisionUrl(row.id, 'rejected'),
          callbackUrl: sandboxCallbackUrl(row),
        }),
      );
    },
  });

  async function decide(
    id: string,
    signature: unknown,
    decision: SandboxDecision,
    reply: FastifyReply,
  ) {
    if (!(await findSigned(id, signature))) return sendHtml(reply, 404, renderNotFoundPage());
    const { callbackUrl } = await service.decideSandbox(id, decision);
    // 303: the browser follows with a GET, as after Mercado Pago's checkout.
    return reply.redirect(callbackUrl, 303);
  }

  app.route({
    ...publicRoute(publicRouteTable.sandboxBankApprove),
    schema: {
      tags,
      summary: 'Sandbox: aprova o pagamento (link assinado) e volta para /payment/callback',
      params: pageParamsSchema,
      querystring: signedQuerySchema,
    },
    handler: (request, reply) => decide(request.params.id, request.query.s, 'approved', reply),
  });

  app.route({
    ...publicRoute(publicRouteTable.sandboxBankDecline),
    schema: {
      tags,
      summary: 'Sandbox: recusa o pagamento (link assinado) e volta para /payment/callback',
      params: pageParamsSchema,
      querystring: signedQuerySchema,
    },
    handler: (request, reply) => decide(request.params.id, request.query.s, 'rejected', reply),
  });
};
