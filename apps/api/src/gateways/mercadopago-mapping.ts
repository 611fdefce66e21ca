import { fromCents, toCents } from '@navalha/core/domain/money';
import { mapMercadoPagoStatus } from '@navalha/core/domain/payments/gateway-status';
import { marketplaceFeeCents } from '@navalha/core/domain/payments/platform-fee';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { toSavedCardBrand } from '@navalha/core/domain/wallet/saved-card';
import { z } from 'zod';
import type {
  CreatePreferenceInput,
  GatewayChargeInput,
  GatewayPayment,
  GatewaySavedCard,
} from './payment-gateway.js';

/*
 * What Mercado Pago's REST API sends and expects, mapped to and from the PaymentGateway types:
 * the schemas of the answers we read and the bodies of the payments and preferences we create.
 */

const idSchema = z.union([z.number(), z.string()]).transform(String);

/** The fields of a Mercado Pago payment we read (GET /v1/payments/{id} and creates). */
export const mpPaymentSchema = z.looseObject({
  id: idSchema,
  status: z.string(),
  status_detail: z.string().nullish(),
  external_reference: z.string().nullish(),
  /** The account the money goes to: a connected shop's `mp_user_id` (decision 043). */
  collector_id: idSchema.nullish(),
  transaction_amount: z.number().nullish(),
  currency_id: z.string().nullish(),
  payment_method_id: z.string().nullish(),
  authorization_code: z.string().nullish(),
  card: z.looseObject({ last_four_digits: z.string().nullish() }).nullish(),
  point_of_interaction: z
    .looseObject({
      transaction_data: z
        .looseObject({
          qr_code: z.string().nullish(),
          qr_code_base64: z.string().nullish(),
          ticket_url: z.string().nullish(),
          transaction_id: z.string().nullish(),
        })
        .nullish(),
    })
    .nullish(),
});
export type MpPayment = z.infer<typeof mpPaymentSchema>;

export const mpPreferenceSchema = z.looseObject({ id: z.string(), init_point: z.string() });

/** A customer (POST /v1/customers, GET /v1/customers/search): its id, e-mail and cards. */
export const mpCustomerSchema = z.looseObject({
  id: idSchema,
  email: z.string().nullish(),
  cards: z.array(z.looseObject({ id: idSchema })).nullish(),
});
export type MpCustomer = z.infer<typeof mpCustomerSchema>;
export const mpCustomerSearchSchema = z.looseObject({ results: z.array(mpCustomerSchema) });

/** A numeric field Mercado Pago sends as a number or a string (the documented examples mix). */
const numberSchema = z.union([z.number(), z.string().regex(/^\d+$/)]).transform(Number);

/** A customer's card (POST /v1/customers/{id}/cards): never its number, only what is shown. */
export const mpCardSchema = z.looseObject({
  id: idSchema,
  customer_id: z.string().nullish(),
  expiration_month: numberSchema,
  expiration_year: numberSchema,
  // 5682 in the documented example: a number, so leading zeros are lost.
  last_four_digits: idSchema.transform((digits) => digits.padStart(4, '0')),
  payment_method: z.looseObject({ id: z.string().nullish() }).nullish(),
  cardholder: z.looseObject({ name: z.string().nullish() }).nullish(),
});
export type MpCard = z.infer<typeof mpCardSchema>;

export const mpRefundSchema = z.looseObject({ id: idSchema, amount: z.number().nullish() });

/** Mercado Pago's card ids to the brand a screen shows. */
const brands: Readonly<Record<string, string>> = {
  visa: 'Visa',
  debvisa: 'Visa',
  master: 'Mastercard',
  debmaster: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  debelo: 'Elo',
  hipercard: 'Hipercard',
};

/** Checkout Pro's payment types each of our methods leaves out. */
const excludedTypes: Partial<Record<PaymentMethod, string[]>> = {
  PIX: ['credit_card', 'debit_card', 'ticket', 'prepaid_card', 'atm'],
  CREDIT_CARD: ['debit_card', 'ticket', 'bank_transfer', 'prepaid_card', 'atm'],
  DEBIT_CARD: ['credit_card', 'ticket', 'bank_transfer', 'atm'],
};

/**
 * The platform's fee on a payment into a connected shop's account (Mercado Pago's
 * `marketplace_fee`, in reais): `basisPoints` of the amount, rounded to the cent; none at 0.
 */
export function marketplaceFee(
  amountCents: number,
  basisPoints: number,
): { marketplace_fee?: number } {
  const fee = marketplaceFeeCents(amountCents, basisPoints);
  return fee > 0 ? { marketplace_fee: fromCents(fee) } : {};
}

/** The fields every payment we create carries: amount, references, notification URL, payer. */
export function chargeFields(
  input: GatewayChargeInput,
  notificationUrl: string,
  feeBasisPoints = 0,
) {
  const [firstName = '', ...rest] = input.payer.name.trim().split(/\s+/);
  return {
    ...marketplaceFee(input.amountCents, feeBasisPoints),
    transaction_amount: fromCents(input.amountCents),
    description: input.title,
    external_reference: input.externalReference,
    notification_url: notificationUrl,
    statement_descriptor: 'NAVALHA',
    metadata: { payment_id: input.reference },
    payer: { email: input.payer.email, first_name: firstName, last_name: rest.join(' ') },
  };
}

/** A Checkout Pro preference for one booking, returning to `{publicUrl}/payment/callback`. */
export function preferenceBody(
  input: CreatePreferenceInput,
  urls: { publicUrl: string; notificationUrl: string },
  feeBasisPoints = 0,
) {
  const callback = `${urls.publicUrl}/payment/callback`;
  const excluded = excludedTypes[input.method] ?? [];
  return {
    ...marketplaceFee(input.amountCents, feeBasisPoints),
    items: [
      {
        id: input.externalReference,
        title: input.title,
        description: input.description,
        quantity: 1,
        currency_id: 'BRL',
        unit_price: fromCents(input.amountCents),
      },
    ],
    payer: { email: input.payer.email, name: input.payer.name },
    back_urls: { success: callback, pending: callback, failure: callback },
    auto_return: 'approved',
    external_reference: input.externalReference,
    notification_url: urls.notificationUrl,
    statement_descriptor: 'NAVALHA',
    expires: true,
    expiration_date_to: input.expiresAt.toISOString(),
    metadata: { payment_id: input.reference },
    payment_methods: {
      excluded_payment_types: excluded.map((id) => ({ id })),
      installments: input.method === 'CREDIT_CARD' ? 12 : 1,
    },
  };
}

/** A saved card as the wallet keeps it (customerId: the customer asked for, when MP omits it). */
export function toGatewaySavedCard(card: MpCard, customerId: string): GatewaySavedCard {
  return {
    cardId: card.id,
    customerId: card.customer_id ?? customerId,
    brand: toSavedCardBrand(card.payment_method?.id),
    lastFour: card.last_four_digits,
    holderName: card.cardholder?.name?.trim() || null,
    expirationMonth: card.expiration_month,
    expirationYear: card.expiration_year,
  };
}

/** A Mercado Pago payment as the PaymentGateway interface answers it. */
export function toGatewayPayment(payment: MpPayment): GatewayPayment {
  const state = mapMercadoPagoStatus(payment.status, payment.status_detail);
  const transaction = payment.point_of_interaction?.transaction_data;
  const methodId = payment.payment_method_id ?? null;
  return {
    gatewayPaymentId: payment.id,
    status: state.status,
    failureReason: state.failureReason,
    rawStatus: payment.status,
    statusDetail: payment.status_detail ?? null,
    externalReference: payment.external_reference ?? null,
    collectorId: payment.collector_id ?? null,
    amountCents: payment.transaction_amount == null ? null : toCents(payment.transaction_amount),
    currency: payment.currency_id ?? null,
    transactionId: transaction?.transaction_id ?? payment.authorization_code ?? null,
    qrCode: transaction?.qr_code ?? null,
    qrCodeBase64: transaction?.qr_code_base64 ?? null,
    ticketUrl: transaction?.ticket_url ?? null,
    cardBrand: methodId && methodId !== 'pix' ? (brands[methodId] ?? methodId) : null,
    cardLastFour: payment.card?.last_four_digits ?? null,
  };
}
