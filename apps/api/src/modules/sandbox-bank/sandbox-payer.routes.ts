import { idParamsSchema } from '@navalha/core/contracts/ids';
import {
  cardTokenSchema,
  createCardTokenBodySchema,
  mockPaymentBodySchema,
  paymentStatusResultSchema,
} from '@navalha/core/contracts/payments';
import { mockWalletDepositBodySchema, walletDepositSchema } from '@navalha/core/contracts/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationError } from '../../errors/app-error.js';
import type { SandboxBank } from '../../gateways/payment-gateway.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import { getAuthUser } from '../auth/auth-user.js';
import type { PaymentsModule } from '../payments/payments.module.js';
import type { WalletService } from '../wallet/wallet.service.js';

export interface SandboxPayerRoutesOptions {
  payments: Pick<PaymentsModule['sandbox'], 'mock'>;
  wallet: Pick<WalletService, 'deposits'>;
  sandbox: SandboxBank;
}

/**
 * The sandbox's test payer through the API (route-table's `sandboxOnly`): approve or decline a
 * payment or a deposit, and tokenize a test card. Registered only with the sandbox gateway, so
 * with Mercado Pago nobody can approve their own payment: these URLs answer 404.
 */
export const sandboxPayerRoutes: FastifyPluginAsyncZod<SandboxPayerRoutesOptions> = async (
  app,
  options,
) => {
  const { payments, wallet, sandbox } = options;

  app.route({
    ...routeAccess(routeTable.mockPayment),
    schema: {
      tags: ['payments'],
      summary: 'Sandbox: aprova, recusa ou deixa pendente um pagamento de teste',
      description: 'Existe só com o gateway sandbox.',
      security: bearerAuth,
      body: mockPaymentBodySchema,
      response: { 200: paymentStatusResultSchema, ...errorResponses(400, 404, 409, 502) },
    },
    handler: (request) => payments.mock(getAuthUser(request), request.body),
  });

  app.route({
    ...routeAccess(routeTable.createSandboxCardToken),
    schema: {
      tags: ['payments'],
      summary: 'Sandbox: tokeniza um cartão de teste (no lugar do tokenizador do gateway)',
      description:
        'O nome do titular decide o resultado como no sandbox do Mercado Pago (APRO, CONT, ' +
        'OTHE, FUND, SECU, EXPI, FORM …). O token vale uma vez, por 15 minutos, só para quem ' +
        'o criou; número e CVV não são guardados. Existe só com o gateway sandbox.',
      security: bearerAuth,
      body: createCardTokenBodySchema,
      response: { 201: cardTokenSchema, ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const result = await sandbox.tokenizeCard(getAuthUser(request).userId, request.body);
      if (!result.ok) throw validationError(result.message, result.field);
      return reply.status(201).send(result.token);
    },
  });

  app.route({
    ...routeAccess(routeTable.mockWalletDeposit),
    schema: {
      tags: ['wallet'],
      summary: 'Sandbox: o pagador de testes aprova ou recusa o PIX de um depósito',
      description: 'Existe só com o gateway sandbox.',
      security: bearerAuth,
      params: idParamsSchema,
      body: mockWalletDepositBodySchema,
      response: { 200: walletDepositSchema, ...errorResponses(400, 404, 409) },
    },
    handler: (request) =>
      wallet.deposits.mock(getAuthUser(request), request.params.id, request.body),
  });
};
