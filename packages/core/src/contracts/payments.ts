import { z } from 'zod/mini';
import { appointmentStatuses, paymentStatuses } from '../domain/appointments/appointment-status.js';
import { cardBrands } from '../domain/payments/card-brand.js';
import { cardFormMessages, MAX_INSTALLMENTS } from '../domain/payments/card-form.js';
import { paymentMethods } from '../domain/payments/payment-method.js';
import { depositSettingsViewSchema } from './admin-settings.js';
import { orderTotalsSchema, paymentMethodSchema } from './appointments.js';
import { isoDateTimeSchema } from './calendar.js';
import { apiErrorBodySchema } from './error-body.js';
import { errorMessages } from './errors.js';
import { idSchema, requiredIdSchema } from './ids.js';
import { brlAmountSchema, brlSchema } from './money.js';

const missingAppointment = 'Informe o agendamento';
const missingAmount = 'Informe o valor';

/**
 * Where a payment is processed: the offline sandbox, Mercado Pago, cash at the shop, or the
 * client's Navalha wallet (its ledger, issue 6).
 */
export const paymentGateways = ['sandbox', 'mercadopago', 'shop', 'wallet'] as const;
export type PaymentGatewayName = (typeof paymentGateways)[number];

/** How a payment is carried out: a PIX code, a tokenized card, a hosted checkout, cash, the wallet. */
export const paymentFlows = ['pix', 'card', 'checkout', 'cash', 'wallet'] as const;
export type PaymentFlow = (typeof paymentFlows)[number];

/**
 * What a payment pays (decision 029): the whole booking, its deposit ('sinal', before a booking
 * paid at the shop is confirmed), or the rest of it, taken at the shop after the deposit.
 */
export const paymentPurposes = ['BOOKING', 'DEPOSIT', 'BALANCE'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

function optionalText(max: number, message: string) {
  return z.pipe(
    z.nullish(z.string({ error: message }).check(z.trim(), z.maxLength(max, message))),
    z.transform((text: string | null | undefined) => text || null),
  );
}

const descriptionSchema = optionalText(200, 'A descrição deve ter no máximo 200 caracteres');

/** Only reais are charged; the field exists because the spec's calls send it. */
const currencySchema = z._default(
  z.enum(['BRL'], { error: errorMessages.unsupportedCurrency }),
  'BRL',
);

/** `POST /payments/pix/create`: the booking, the total shown for PIX, an optional text. */
export const createPixPaymentBodySchema = z.object({
  appointmentId: requiredIdSchema(missingAppointment),
  amount: brlAmountSchema(missingAmount),
  description: descriptionSchema,
});
export type CreatePixPaymentBody = z.infer<typeof createPixPaymentBodySchema>;

/** A field the server must never receive (architecture §6: the browser tokenizes the card). */
const forbiddenCardField = z.optional(z.never({ error: errorMessages.cardDataNotAccepted }));

/**
 * `POST /payments/card/create`. The card travels as `cardToken` (the sandbox tokenizer, or
 * MercadoPago.js in production): a body that carries `cardNumber` or `securityCode` is refused,
 * so a raw number never reaches a log or a database. `method` is credit (default) or debit;
 * debit takes one installment. `paymentMethodId` and `issuerId` are what MercadoPago.js reports
 * for the card ('visa', 'master' …); the sandbox does not need them. `saveCard` is accepted and
 * kept for the wallet (issue 6). A saved card is `savedCardId` (decision 034): a card token or a
 * saved card is required.
 */
export const createCardPaymentBodySchema = z
  .object({
    appointmentId: requiredIdSchema(missingAppointment),
    amount: brlAmountSchema(missingAmount),
    cardToken: z.optional(
      z
        .string({ error: errorMessages.invalidCardToken })
        .check(z.trim(), z.minLength(1, errorMessages.invalidCardToken), z.maxLength(200)),
    ),
    /**
     * A card of the payer's wallet (its payment method id) instead of a new one (issue 18 §3):
     * the sandbox charges it as saved; Mercado Pago also needs `cardToken`, the token MercadoPago.js
     * makes of that card and its CVV.
     */
    savedCardId: z.optional(idSchema),
    installments: z._default(
      z
        .number({ error: cardFormMessages.installmentsInvalid })
        .check(
          z.int(cardFormMessages.installmentsInvalid),
          z.gte(1, cardFormMessages.installmentsInvalid),
          z.lte(MAX_INSTALLMENTS, cardFormMessages.installmentsInvalid),
        ),
      1,
    ),
    method: z.optional(
      z.pipe(
        paymentMethodSchema(),
        z.enum(['CREDIT_CARD', 'DEBIT_CARD'], { error: errorMessages.unsupportedPaymentMethod }),
      ),
    ),
    saveCard: z.optional(z.boolean()),
    description: descriptionSchema,
    cardholderName: optionalText(100, cardFormMessages.holderRequired),
    paymentMethodId: optionalText(40, errorMessages.invalidData),
    issuerId: optionalText(40, errorMessages.invalidData),
    lastFourDigits: optionalText(4, errorMessages.invalidData),
    brand: optionalText(40, errorMessages.invalidData),
    expirationMonth: z.optional(z.unknown()),
    expirationYear: z.optional(z.unknown()),
    cardNumber: forbiddenCardField,
    securityCode: forbiddenCardField,
  })
  .check(
    z.refine((body) => body.cardToken !== undefined || body.savedCardId !== undefined, {
      message: errorMessages.invalidCardToken,
      path: ['cardToken'],
    }),
  );
export type CreateCardPaymentBody = z.infer<typeof createCardPaymentBodySchema>;

/**
 * `POST /payments/create-preference` and `POST /payments/create`: the booking, the total for
 * `method` (any case: 'pix', 'CREDIT_CARD'), an optional text and the currency (BRL only).
 */
export const createPreferenceBodySchema = z.object({
  appointmentId: requiredIdSchema(missingAppointment),
  amount: brlAmountSchema(missingAmount),
  method: paymentMethodSchema(errorMessages.unsupportedPaymentMethod),
  description: descriptionSchema,
  currency: currencySchema,
});
export type CreatePreferenceBody = z.infer<typeof createPreferenceBodySchema>;

export const createPaymentBodySchema = createPreferenceBodySchema;
export type CreatePaymentBody = CreatePreferenceBody;

/** `DELETE /payments/{id}/cancel`: why, optionally. */
export const cancelPaymentBodySchema = z.nullish(
  z.object({ reason: optionalText(500, 'O motivo deve ter no máximo 500 caracteres') }),
);
export type CancelPaymentBody = z.infer<typeof cancelPaymentBodySchema>;

const refundReasonRequired = 'Informe o motivo do estorno.';

/** `POST /payments/{id}/refund`: why the shop gives the money back. */
export const refundPaymentBodySchema = z.object({
  reason: z
    .string({ error: refundReasonRequired })
    .check(
      z.trim(),
      z.minLength(1, refundReasonRequired),
      z.maxLength(500, 'O motivo deve ter no máximo 500 caracteres'),
    ),
});
export type RefundPaymentBody = z.infer<typeof refundPaymentBodySchema>;

/** `POST /payments/mock` (sandbox only): what the test payer does with a payment. */
export const mockPaymentBodySchema = z.object({
  paymentId: requiredIdSchema('Informe o pagamento'),
  status: z.enum(['approved', 'rejected', 'pending'], {
    error: 'Status inválido. Use approved, rejected ou pending.',
  }),
});
export type MockPaymentBody = z.infer<typeof mockPaymentBodySchema>;

/** `GET /payments/{id}/sync-status`: the gateway's payment id from the return URL, if any. */
export const syncStatusQuerySchema = z.object({
  gatewayPaymentId: z.optional(
    z.string().check(z.trim(), z.regex(/^[\w-]{1,64}$/, 'Identificador inválido')),
  ),
});
export type SyncStatusQuery = z.infer<typeof syncStatusQuerySchema>;

/** `GET /payments/methods`: the shop whose fees to show (the demo shop's by default). */
export const paymentMethodsQuerySchema = z.object({ barberShopId: z.optional(idSchema) });
export type PaymentMethodsQuery = z.infer<typeof paymentMethodsQuerySchema>;

/** Digits in JSON as a number or a string ('07' or 7). */
function digitsSchema(pattern: RegExp, message: string) {
  return z.pipe(
    z.pipe(
      z.union([z.number(), z.string()], { error: message }),
      z.transform((value: number | string) => String(value).trim()),
    ),
    z.string().check(z.regex(pattern, message)),
  );
}

/**
 * `POST /payments/sandbox/card-tokens`, the sandbox's stand-in for the gateway's browser
 * tokenizer: the only request that carries a card number, answered by the sandbox alone (the
 * number and CVV are checked and dropped, never stored). Year as '29' or '2029'.
 */
export const createCardTokenBodySchema = z.object({
  cardNumber: z.pipe(
    z
      .string({ error: cardFormMessages.cardNumberInvalid })
      .check(z.overwrite((value) => value.replace(/[\s-]/g, ''))),
    z.string().check(z.regex(/^\d{13,16}$/, cardFormMessages.cardNumberInvalid)),
  ),
  securityCode: digitsSchema(/^\d{3,4}$/, cardFormMessages.cvvInvalid),
  expirationMonth: z.pipe(
    digitsSchema(/^(0?[1-9]|1[0-2])$/, cardFormMessages.monthInvalid),
    z.transform(Number),
  ),
  expirationYear: z.pipe(
    digitsSchema(/^(\d{2}|20\d{2})$/, cardFormMessages.expiryInvalid),
    z.transform((year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year))),
  ),
  cardholderName: z
    .string({ error: cardFormMessages.holderRequired })
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(3, cardFormMessages.holderRequired),
      z.maxLength(100, cardFormMessages.holderRequired),
    ),
});
export type CreateCardTokenBody = z.infer<typeof createCardTokenBodySchema>;

/** A single-use card token: what the card form keeps and shows, never the number. */
export const cardTokenSchema = z.object({
  id: z.string(),
  lastFourDigits: z.string(),
  brand: z.enum(cardBrands),
  cardholderName: z.string(),
  expirationMonth: z.int(),
  expirationYear: z.int(),
  expiresAt: isoDateTimeSchema,
});
export type CardToken = z.infer<typeof cardTokenSchema>;

/**
 * A payment (spec §3). `amount`, `refundedAmount` and `refundFee` are BRL; `qrCode` (and its
 * alias `qrCodeData`) is the PIX copy-and-paste BR Code, `qrCodeBase64` the QR as a PNG in
 * base64 without the `data:` prefix (as Mercado Pago sends it); `paymentUrl` the hosted page to
 * send the payer to. `gatewayPaymentId` is the gateway's id of the charge (the preference's id
 * until a hosted checkout is paid).
 */
export const paymentSchema = z.object({
  id: z.string(),
  appointmentId: z.string(),
  status: z.enum(paymentStatuses),
  method: z.enum(paymentMethods),
  flow: z.enum(paymentFlows),
  /** (Optional for answers of servers older than it.) */
  purpose: z.optional(z.enum(paymentPurposes)),
  amount: brlSchema,
  currency: z.literal('BRL'),
  gateway: z.enum(paymentGateways),
  gatewayPaymentId: z.nullable(z.string()),
  preferenceId: z.nullable(z.string()),
  transactionId: z.nullable(z.string()),
  qrCode: z.nullable(z.string()),
  qrCodeData: z.nullable(z.string()),
  qrCodeBase64: z.nullable(z.string()),
  paymentUrl: z.nullable(z.string()),
  installments: z.int(),
  cardBrand: z.nullable(z.string()),
  cardLastFour: z.nullable(z.string()),
  description: z.nullable(z.string()),
  failureReason: z.nullable(z.string()),
  refundedAmount: z.nullable(brlSchema),
  refundFee: z.nullable(brlSchema),
  refundReason: z.nullable(z.string()),
  expiresAt: z.nullable(isoDateTimeSchema),
  paidAt: z.nullable(isoDateTimeSchema),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Payment = z.infer<typeof paymentSchema>;

/** A card payment's result as the card page reads it (spec §4 "Card result"). */
export const cardResultStatuses = ['paid', 'pending', 'failed', 'cancelled', 'refunded'] as const;
export type CardResultStatus = (typeof cardResultStatuses)[number];

export const cardPaymentResultSchema = z.object({
  id: z.string(),
  appointmentId: z.string(),
  status: z.enum(cardResultStatuses),
  paymentStatus: z.enum(paymentStatuses),
  failureReason: z.nullable(z.string()),
  cardBrand: z.nullable(z.string()),
  cardLastFour: z.nullable(z.string()),
});
export type CardPaymentResult = z.infer<typeof cardPaymentResultSchema>;

/** `create-preference`: our payment's id, the page to send the payer to, the gateway's id. */
export const preferenceResultSchema = z.object({
  id: z.string(),
  paymentUrl: z.string(),
  gatewayPaymentId: z.nullable(z.string()),
  preferenceId: z.nullable(z.string()),
  status: z.enum(paymentStatuses),
});
export type PreferenceResult = z.infer<typeof preferenceResultSchema>;

/** `{id}/status` and `{id}/sync-status`: the payment and its booking, in a few fields. */
export const paymentStatusResultSchema = z.object({
  id: z.string(),
  appointmentId: z.string(),
  status: z.enum(paymentStatuses),
  failureReason: z.nullable(z.string()),
  appointmentStatus: z.enum(appointmentStatuses),
  appointmentPaymentStatus: z.enum(paymentStatuses),
});
export type PaymentStatusResult = z.infer<typeof paymentStatusResultSchema>;

/** One method the configured gateway takes, with its label and fee rates (spec §9). */
export const paymentMethodOptionSchema = z.object({
  method: z.enum(paymentMethods),
  id: z.string(),
  label: z.string(),
  available: z.boolean(),
  flows: z.array(z.enum(paymentFlows)),
  feeBasisPoints: z.int(),
  feePercent: z.number(),
  refundFeeBasisPoints: z.int(),
  maxInstallments: z.int(),
});

/**
 * A shop's booking rules a client reads before booking and cancelling (issue 18 §2): the web
 * never hard-codes them. Percentages are whole numbers (50 = 50%).
 */
export const shopBookingRulesSchema = z.object({
  /** The shop's IANA zone, to say deadlines on the shop's clock. */
  timeZone: z.string(),
  cancellationWindowHours: z.int(),
  cancellationFeePercent: z.int(),
  noShowFeePercent: z.int(),
  /** The shop's 'sinal' rule (decision 029). (Optional for answers of servers older than it.) */
  deposit: z.optional(depositSettingsViewSchema),
  /**
   * The signed-in client's past at this shop, for the rule's who part: completed bookings and
   * no-shows; null for anyone else. The server decides again when the booking is made.
   */
  clientHistory: z.optional(z.nullable(z.object({ completedBookings: z.int(), noShows: z.int() }))),
});
export type ShopBookingRules = z.infer<typeof shopBookingRulesSchema>;

export const paymentMethodsSchema = z.object({
  gateway: z.enum(paymentGateways),
  /** The shop's current booking rules. (Optional for answers of servers older than it.) */
  rules: z.optional(shopBookingRulesSchema),
  /**
   * Mercado Pago's public key, for MercadoPago.js to tokenize cards in the browser; null when
   * the sandbox's tokenizer stands in. (Optional for answers of servers older than it.)
   */
  publicKey: z.optional(z.nullable(z.string())),
  /**
   * Whether the shop takes online payments (PIX, cards): with Mercado Pago, only a shop with
   * its own connected account does (decision 043); otherwise `message` says to pay at the
   * shop, and those methods are `available: false`. (Optional for older servers' answers.)
   */
  onlinePayments: z.optional(z.object({ available: z.boolean(), message: z.nullable(z.string()) })),
  data: z.array(paymentMethodOptionSchema),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

/** A payment's 409, with the booking's figures for the method when the amount differs. */
export const paymentConflictBodySchema = z.extend(apiErrorBodySchema, {
  details: z.optional(orderTotalsSchema),
});

/** What a webhook receiver answers. */
export const webhookAckSchema = z.object({ received: z.literal(true) });
