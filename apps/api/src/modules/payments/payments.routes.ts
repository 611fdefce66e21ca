import { idParamsSchema, idSchema } from '@navalha/core/contracts/ids';
import {
  cancelPaymentBodySchema,
  cardPaymentResultSchema,
  createCardPaymentBodySchema,
  createPaymentBodySchema,
  createPixPaymentBodySchema,
  createPreferenceBodySchema,
  paymentConflictBodySchema,
  paymentMethodsQuerySchema,
  paymentMethodsSchema,
  paymentSchema,
  paymentStatusResultSchema,
  preferenceResultSchema,
  refundPaymentBodySchema,
  syncStatusQuerySchema,
} from '@navalha/core/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { PaymentCreation } from './payment-creation.js';
import type { PaymentReads } from './payment-reads.js';
import type { PaymentShopActions } from './payment-shop-actions.js';
import { idempotencyKeyOf } from '../../plugins/idempotency-key.js';

export interface PaymentsRoutesOptions {
  creation: PaymentCreation;
  reads: PaymentReads;
  actions: PaymentShopActions;
}

const tags = ['payments'];

const idempotencyNote =
  ' Com o cabeçalho `Idempotency-Key`, repetir o pedido devolve o primeiro pagamento (200).';
const amountNote =
  ' `amount` deve ser o total do agendamento para o método (409 PAYMENT_AMOUNT_MISMATCH com ' +
  'os valores em `details`); trocar de método recalcula a taxa e atualiza o agendamento.';

const appointmentParamsSchema = z.object({ appointmentId: idSchema });

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  options,
) => {
  const { creation, reads, actions } = options;
  const createErrors = {
    ...errorResponses(400, 404, 502),
    409: paymentConflictBodySchema,
  };

  app.route({
    ...routeAccess(routeTable.createPixPayment),
    schema: {
      tags,
      summary: 'Gera a cobrança PIX de um agendamento: BR Code (copia e cola) e QR Code',
      description: `Um código PIX ainda válido do mesmo valor é reaproveitado.${amountNote}${idempotencyNote}`,
      security: bearerAuth,
      body: createPixPaymentBodySchema,
      response: { 200: paymentSchema, 201: paymentSchema, ...createErrors },
    },
    handler: async (request, reply) => {
      const { result, created } = await creation.createPix(
        getAuthUser(request),
        request.body,
        idempotencyKeyOf(request),
      );
      return reply.status(created ? 201 : 200).send(result);
    },
  });

  app.route({
    ...routeAccess(routeTable.createCardPayment),
    schema: {
      tags,
      summary: 'Paga um agendamento com o token de um cartão',
      description:
        'O servidor nunca recebe o número nem o CVV: um corpo com `cardNumber` ou ' +
        '`securityCode` é recusado (400). `status`: paid, pending ou failed (com ' +
        `\`failureReason\`).${amountNote}${idempotencyNote}`,
      security: bearerAuth,
      body: createCardPaymentBodySchema,
      response: { 200: cardPaymentResultSchema, 201: cardPaymentResultSchema, ...createErrors },
    },
    handler: async (request, reply) => {
      const { result, created } = await creation.createCard(
        getAuthUser(request),
        request.body,
        idempotencyKeyOf(request),
      );
      return reply.status(created ? 201 : 200).send(result);
    },
  });

  app.route({
    ...routeAccess(routeTable.createPaymentPreference),
    schema: {
      tags,
      summary: 'Cria o checkout hospedado do gateway e devolve a URL de pagamento',
      description: `O pagador volta para /payment/callback com os parâmetros do Mercado Pago.${amountNote}${idempotencyNote}`,
      security: bearerAuth,
      body: createPreferenceBodySchema,
      response: { 200: preferenceResultSchema, 201: preferenceResultSchema, ...createErrors },
    },
    handler: async (request, reply) => {
      const { result, created } = await creation.createPreference(
        getAuthUser(request),
        request.body,
        idempotencyKeyOf(request),
      );
      return reply.status(created ? 201 : 200).send(result);
    },
  });

  app.route({
    ...routeAccess(routeTable.createPayment),
    schema: {
      tags,
      summary:
        'Cria um pagamento: PIX, checkout hospedado para cartões, carteira ou dinheiro na barbearia',
      description:
        'wallet paga na hora com o saldo da carteira (COMPLETED, agendamento confirmado) ou ' +
        `responde 409 INSUFFICIENT_BALANCE sem mudar nada.${amountNote}${idempotencyNote}`,
      security: bearerAuth,
      body: createPaymentBodySchema,
      response: { 200: paymentSchema, 201: paymentSchema, ...createErrors },
    },
    handler: async (request, reply) => {
      const { result, created } = await creation.create(
        getAuthUser(request),
        request.body,
        idempotencyKeyOf(request),
      );
      return reply.status(created ? 201 : 200).send(result);
    },
  });

  app.route({
    ...routeAccess(routeTable.confirmPayment),
    schema: {
      tags,
      summary: 'A barbearia confirma o recebimento de um pagamento em dinheiro',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: paymentSchema, ...errorResponses(400, 404, 409) },
    },
    handler: (request) => actions.confirmCash(getAuthUser(request), request.params.id),
  });

  app.route({
    ...routeAccess(routeTable.cancelPayment),
    schema: {
      tags,
      summary: 'Cancela um pagamento pendente',
      security: bearerAuth,
      params: idParamsSchema,
      body: cancelPaymentBodySchema,
      response: { 200: paymentSchema, ...errorResponses(400, 404, 409) },
    },
    handler: (request) => actions.cancel(getAuthUser(request), request.params.id, request.body),
  });

  app.route({
    ...routeAccess(routeTable.listPaymentMethods),
    schema: {
      tags,
      summary: 'Os métodos de pagamento do gateway configurado, com rótulos e taxas',
      security: bearerAuth,
      querystring: paymentMethodsQuerySchema,
      response: { 200: paymentMethodsSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => reads.methods(getAuthUser(request), request.query),
  });

  app.route({
    ...routeAccess(routeTable.getPayment),
    schema: {
      tags,
      summary: 'Um pagamento',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: paymentSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => reads.get(getAuthUser(request), request.params.id),
  });

  app.route({
    ...routeAccess(routeTable.getAppointmentPayment),
    schema: {
      tags,
      summary: 'O pagamento mais recente de um agendamento',
      security: bearerAuth,
      params: appointmentParamsSchema,
      response: { 200: paymentSchema, ...errorResponses(400, 404) },
    },
    handler: (request) =>
      reads.getByAppointment(getAuthUser(request), request.params.appointmentId),
  });

  app.route({
    ...routeAccess(routeTable.getPaymentStatus),
    schema: {
      tags,
      summary: 'O status guardado de um pagamento e do seu agendamento',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: paymentStatusResultSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => reads.status(getAuthUser(request), request.params.id),
  });

  app.route({
    ...routeAccess(routeTable.syncPaymentStatus),
    schema: {
      tags,
      summary: 'Consulta o gateway e atualiza o status do pagamento',
      description:
        '`gatewayPaymentId` (o `payment_id` da volta do checkout) só é aceito se o gateway ' +
        'disser que ele paga este agendamento.',
      security: bearerAuth,
      params: idParamsSchema,
      querystring: syncStatusQuerySchema,
      response: { 200: paymentStatusResultSchema, ...errorResponses(400, 404, 502) },
    },
    handler: (request) =>
      reads.syncStatus(getAuthUser(request), request.params.id, request.query.gatewayPaymentId),
  });

  app.route({
    ...routeAccess(routeTable.refundPayment),
    schema: {
      tags,
      summary: 'Estorna um pagamento concluído, descontada a taxa de estorno do método',
      description: 'Taxas (spec §9): crédito 3%, débito 2%, PIX 0, carteira 1%, dinheiro 0.',
      security: bearerAuth,
      params: idParamsSchema,
      body: refundPaymentBodySchema,
      response: { 200: paymentSchema, ...errorResponses(400, 404, 409, 502) },
    },
    handler: (request) =>
      actions.refund(getAuthUser(request), request.params.id, request.body.reason),
  });
};
