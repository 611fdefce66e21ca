import { idParamsSchema } from '@navalha/core/contracts/ids';
import {
  addWalletPaymentMethodBodySchema,
  createWalletDepositBodySchema,
  walletDepositQuerySchema,
  walletDepositSchema,
  walletPaymentMethodListSchema,
  walletPaymentMethodSchema,
  walletSchema,
  walletShopQuerySchema,
  walletTransactionListSchema,
  walletTransactionsQuerySchema,
} from '@navalha/core/contracts/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { WalletService } from './wallet.service.js';
import { idempotencyKeyOf } from '../../plugins/idempotency-key.js';

export interface WalletRoutesOptions {
  service: WalletService;
}

const tags = ['wallet'];

/**
 * The client's wallet (issue 6). Thin: each route parses with the contract of
 * `core/contracts/wallet.ts`, calls one service method and answers its DTO.
 */
export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, options) => {
  const { service } = options;

  app.route({
    ...routeAccess(routeTable.getWallet),
    schema: {
      tags,
      summary: 'A carteira do cliente numa barbearia (criada no primeiro acesso): saldo em BRL',
      description:
        'O saldo pertence a uma barbearia e só paga agendamentos dela. `barbershopId` diz qual; ' +
        'sem ele, a barbearia do agendamento mais recente do cliente, senão a primeira da ' +
        'instalação. Barbearia inexistente: 404.',
      security: bearerAuth,
      querystring: walletShopQuerySchema,
      response: { 200: walletSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => service.get(getAuthUser(request), request.query.barbershopId),
  });

  app.route({
    ...routeAccess(routeTable.listWalletTransactions),
    schema: {
      tags,
      summary: 'Movimentações da carteira, mais recentes primeiro (limit 1–50, padrão 5)',
      description:
        '`amount` com sinal: depósitos e estornos positivos, pagamentos negativos; `type` ' +
        'deposit, payment ou refund; serviço e barbeiro quando há um agendamento. A carteira ' +
        'da barbearia `barbershopId`, como em GET /wallet.',
      security: bearerAuth,
      querystring: walletTransactionsQuerySchema,
      response: { 200: walletTransactionListSchema, ...errorResponses(400, 404) },
    },
    handler: (request) =>
      service.transactions(getAuthUser(request), request.query.limit, request.query.barbershopId),
  });

  app.route({
    ...routeAccess(routeTable.listWalletPaymentMethods),
    schema: {
      tags,
      summary: 'Métodos de pagamento salvos, o padrão primeiro',
      description:
        'Sem nenhum, a carteira ganha o método padrão: google_pay se o User-Agent é Android, ' +
        'senão apple_pay.',
      security: bearerAuth,
      response: { 200: walletPaymentMethodListSchema, ...errorResponses() },
    },
    handler: (request) =>
      service.paymentMethods(getAuthUser(request), request.headers['user-agent']),
  });

  app.route({
    ...routeAccess(routeTable.addWalletPaymentMethod),
    schema: {
      tags,
      summary: 'Salva um cartão pelo token do tokenizador (nunca o número nem o CVV)',
      description:
        'Um corpo com `card_number` ou `cvv` é recusado (400) e nada é guardado. O gateway ' +
        'guarda o cartão (Mercado Pago: no cliente do pagador, achado pelo e-mail); bandeira, ' +
        'quatro últimos dígitos e validade vêm dele; o mesmo cartão de novo responde 200. ' +
        'Gateway fora do ar: 502.',
      security: bearerAuth,
      body: addWalletPaymentMethodBodySchema,
      response: {
        200: walletPaymentMethodSchema,
        201: walletPaymentMethodSchema,
        ...errorResponses(400, 502),
      },
    },
    handler: async (request, reply) => {
      const { method, created } = await service.addPaymentMethod(
        getAuthUser(request),
        request.body,
      );
      return reply.status(created ? 201 : 200).send(method);
    },
  });

  app.route({
    ...routeAccess(routeTable.deleteWalletPaymentMethod),
    schema: {
      tags,
      summary: 'Remove um método salvo; se era o padrão, o mais recente passa a ser',
      description: 'Com Mercado Pago, o cartão também é removido do cliente no gateway.',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 204: z.undefined(), ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      await service.deletePaymentMethod(getAuthUser(request), request.params.id);
      return reply.status(204).send();
    },
  });

  app.route({
    ...routeAccess(routeTable.setDefaultWalletPaymentMethod),
    schema: {
      tags,
      summary: 'Torna um método salvo o padrão da carteira',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: walletPaymentMethodSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => service.setDefaultPaymentMethod(getAuthUser(request), request.params.id),
  });

  app.route({
    ...routeAccess(routeTable.createWalletDeposit),
    schema: {
      tags,
      summary: 'Depósito por PIX: gera o código copia e cola e o QR Code',
      description:
        'Valor maior que zero, até R$ 5.000,00, com no máximo 2 casas. A aprovação do PIX ' +
        'credita a carteira uma única vez. Com `Idempotency-Key`, repetir devolve o primeiro ' +
        'depósito (200). O dinheiro vai para a carteira da barbearia `barbershopId` (como em ' +
        'GET /wallet) e só paga agendamentos dela, e o PIX é pago na conta Mercado Pago dessa ' +
        'barbearia; barbearia sem conta: 409 SHOP_TAKES_NO_ONLINE_PAYMENT.',
      security: bearerAuth,
      body: createWalletDepositBodySchema,
      response: {
        200: walletDepositSchema,
        201: walletDepositSchema,
        ...errorResponses(400, 404, 409, 429, 502),
      },
    },
    handler: async (request, reply) => {
      const actor = getAuthUser(request);
      const shop = await service.shopOf(actor, request.body.barbershopId);
      const { deposit, created } = await service.deposits.create(
        actor,
        request.body.amount,
        idempotencyKeyOf(request),
        shop.id,
      );
      return reply.status(created ? 201 : 200).send(deposit);
    },
  });

  app.route({
    ...routeAccess(routeTable.getWalletDeposit),
    schema: {
      tags,
      summary: 'Um depósito e seu status; `sync=true` consulta o gateway antes',
      security: bearerAuth,
      params: idParamsSchema,
      querystring: walletDepositQuerySchema,
      response: { 200: walletDepositSchema, ...errorResponses(400, 404, 502) },
    },
    handler: (request) =>
      service.deposits.get(getAuthUser(request), request.params.id, request.query.sync),
  });
};
