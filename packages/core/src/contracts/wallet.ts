import { z } from 'zod/mini';
import { paymentStatuses } from '../domain/appointments/appointment-status.js';
import { cardBrands } from '../domain/payments/card-brand.js';
import { walletMethodTypes } from '../domain/payments/payment-method.js';
import { fromCents, toCents } from '../domain/money.js';
import { addCardFormMessages, cardMethodTypes } from '../domain/wallet/add-card-form.js';
import { CARD_EXPIRY_DATE_PATTERN } from '../domain/wallet/saved-card.js';
import { clientShopMessages, clientShopQuerySchema } from './client-shops.js';
import {
  depositAmountMessages,
  MAX_DEPOSIT_CENTS,
  MIN_DEPOSIT_CENTS,
  WALLET_RECENT_TRANSACTIONS,
  WALLET_TRANSACTIONS_MAX_LIMIT,
} from '../domain/wallet/wallet-limits.js';
import { walletTransactionTypes } from '../domain/wallet/wallet-ledger.js';
import { isoDateTimeSchema } from './calendar.js';
import { errorMessages } from './errors.js';
import { limitQuerySchema } from './pagination.js';
import { idSchema } from './ids.js';

/**
 * The wallet's API (spec §2 "Wallet", §3, issue 6), under `/api/wallet`, for the signed-in
 * CLIENT's own wallet only. Field names are the spec's (`user_id`, `method_type` …); money is
 * BRL with 2 decimals in JSON and centavos in code, as everywhere else.
 *
 * Routes: `GET /wallet` · `GET /wallet/transactions?limit` · `GET /wallet/payment-methods` ·
 * `POST /wallet/payment-methods` (201, or 200 when the card was saved already) ·
 * `DELETE /wallet/payment-methods/:id` (204; the default passes to the newest other) ·
 * `PATCH /wallet/payment-methods/:id/default` (the method, now default) ·
 * `POST /wallet/deposits` (201, PIX) · `GET /wallet/deposits/:id?sync` ·
 * `POST /wallet/deposits/:id/mock` (sandbox). Someone else's id is 404.
 * A booking is paid from the balance with `POST /payments/create {appointmentId, amount,
 * method: 'wallet'}` (201, a COMPLETED payment, the booking CONFIRMED; 409
 * `INSUFFICIENT_BALANCE` 'Saldo insuficiente na carteira' and nothing changes when short).
 */

/** pt-BR messages of the wallet: the server's, and the screen's of spec §8. */
export const walletMessages = {
  insufficientBalance: 'Saldo insuficiente na carteira',
  paymentMethodNotFound: 'Método de pagamento não encontrado',
  depositNotFound: 'Depósito não encontrado',
  /** A top-up at a shop without its own Mercado Pago account (decision 043's addendum). */
  depositNeedsOnlineShop:
    'Esta barbearia ainda não recebe pagamentos online, então não é possível adicionar saldo por PIX.',
  savedCardsUnavailable:
    'Salvar cartões na carteira ainda não está disponível com o meio de pagamento configurado.',
  walletNotFound: 'Carteira não encontrada',
  shopNotFound: clientShopMessages.shopNotFound,
  walletNotLoaded: 'Carteira não carregada',
  loadFailed: 'Erro ao carregar carteira',
  removeMethodFailed: 'Erro ao remover método de pagamento',
  addMethodFailed: 'Erro ao adicionar método',
} as const;

/** Far beyond any wallet amount, yet small enough for `toCents` to convert exactly. */
const LARGEST_BRL = 1e12;

/** True when a BRL number has at most 2 decimals (45.55 does, 45.555 does not). */
function hasCentavoPrecision(brl: number): boolean {
  return Math.abs(brl) <= LARGEST_BRL && Math.abs(toCents(brl) - brl * 100) < 1e-6;
}

/**
 * A movement's amount as JSON carries it: BRL with its sign (a deposit +100, a booking payment
 * −45.5); centavos in code.
 */
const signedBrlSchema = z.codec(
  z.number().check(z.refine(hasCentavoPrecision, 'Valor inválido')),
  z.int(),
  { decode: (brl) => toCents(brl), encode: (cents) => fromCents(cents) },
);

/** BRL in JSON, centavos in code, never negative (a balance). */
const balanceSchema = z.codec(
  z.number().check(z.gte(0), z.refine(hasCentavoPrecision, 'Valor inválido')),
  z.int(),
  { decode: (brl) => toCents(brl), encode: (cents) => fromCents(cents) },
);

/**
 * Which shop's wallet a request means (issue 20 §2, decision 042): a balance belongs to one
 * shop and pays only its bookings. The same rule as every signed-in client's read names its shop
 * by (client-shops.ts).
 */
export const walletShopQuerySchema = clientShopQuerySchema;
export type WalletShopQuery = z.infer<typeof walletShopQuerySchema>;

/** The shop a wallet is at, as the wallet screen names it ('Saldo na {name}'). */
export const walletShopSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.nullable(z.string()),
});
export type WalletShop = z.infer<typeof walletShopSchema>;

/**
 * `GET /wallet`: the client's wallet at a shop, created on first use (spec §3). `balance` in
 * BRL; `barbershop` the shop whose bookings it pays.
 */
export const walletSchema = z.object({
  id: z.string(),
  balance: balanceSchema,
  user_id: z.string(),
  barbershop: walletShopSchema,
});
export type Wallet = z.infer<typeof walletSchema>;

/** `GET /wallet/transactions?limit=5`: newest first, 1 to 50, 5 by default (spec §9). */
export const walletTransactionsQuerySchema = z.extend(
  limitQuerySchema({
    defaultLimit: WALLET_RECENT_TRANSACTIONS,
    maxLimit: WALLET_TRANSACTIONS_MAX_LIMIT,
  }),
  walletShopQuerySchema.shape,
);
export type WalletTransactionsQuery = z.infer<typeof walletTransactionsQuerySchema>;

/**
 * One movement of the wallet's ledger (spec §3 "Wallet transaction"). `amount` is signed:
 * positive for money in (`type` 'deposit': a PIX deposit; 'refund': a cancelled booking's
 * refund), negative for money out ('payment': a booking paid with the wallet). `status` is
 * always COMPLETED today: only money that moved is written. `service` (the booking's services,
 * joined with ' + ') and `barber` are there when a booking is involved, else null.
 * `description` is the pt-BR line to show ('Depósito via PIX' …).
 */
export const walletTransactionSchema = z.object({
  id: z.string(),
  wallet_id: z.string(),
  amount: signedBrlSchema,
  type: z.enum(walletTransactionTypes),
  status: z.enum(paymentStatuses),
  transaction_date: isoDateTimeSchema,
  description: z.nullable(z.string()),
  service: z.nullable(z.object({ name: z.string() })),
  barber: z.nullable(z.object({ name: z.string() })),
  appointment_id: z.nullable(z.string()),
  payment_id: z.nullable(z.string()),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const walletTransactionListSchema = z.object({ data: z.array(walletTransactionSchema) });
export type WalletTransactionList = z.infer<typeof walletTransactionListSchema>;

/**
 * A saved payment method (spec §3). Cards keep brand, last four, holder and expiry
 * ('YYYY-MM-01'), never the number or CVV; apple_pay and google_pay carry no card fields
 * (null). One method per wallet is the default.
 */
export const walletPaymentMethodSchema = z.object({
  id: z.string(),
  /** A saved method is the person's, not a shop's (decision 042). */
  user_id: z.string(),
  method_type: z.enum(walletMethodTypes),
  is_default: z.boolean(),
  card_last_four: z.nullable(z.string()),
  card_brand: z.nullable(z.enum(cardBrands)),
  cardholder_name: z.nullable(z.string()),
  expiry_date: z.nullable(z.string()),
  /**
   * The gateway's id of a saved card (decision 034): MercadoPago.js makes the CVV token of a
   * saved card from it; null for a phone wallet or a card kept before gateways kept cards.
   */
  gateway_card_id: z.optional(z.nullable(z.string())),
  created_at: isoDateTimeSchema,
});
export type WalletPaymentMethod = z.infer<typeof walletPaymentMethodSchema>;

/**
 * `GET /wallet/payment-methods`: default first, then newest first. A wallet with none gets
 * the default method of spec §9 (google_pay when the User-Agent is Android, else apple_pay).
 */
export const walletPaymentMethodListSchema = z.object({
  data: z.array(walletPaymentMethodSchema),
});
export type WalletPaymentMethodList = z.infer<typeof walletPaymentMethodListSchema>;

/** A field the server must never receive: the browser tokenizes the card (architecture §6). */
const forbiddenCardField = z.optional(z.never({ error: errorMessages.cardDataNotAccepted }));

/**
 * `POST /wallet/payment-methods`: the add-card payload of spec §3 with the card tokenized in
 * the browser (the sandbox tokenizer `POST /payments/sandbox/card-tokens`, or MercadoPago.js):
 * `card_token` instead of `card_number` and `cvv`, which are refused (400) if present.
 * Brand and last four come from the token; `expiry_date` ('YYYY-MM-01', as core's
 * `toExpiryDate` writes it) must match the token's. 201 with the saved method; the same card
 * saved again answers 200 with the method it already was.
 */
export const addWalletPaymentMethodBodySchema = z.object({
  card_token: z
    .string({ error: errorMessages.invalidCardToken })
    .check(z.trim(), z.minLength(1, errorMessages.invalidCardToken), z.maxLength(200)),
  method_type: z.enum(cardMethodTypes, { error: addCardFormMessages.methodTypeRequired }),
  cardholder_name: z
    .string({ error: addCardFormMessages.holderRequired })
    .check(
      z.trim(),
      z.minLength(1, addCardFormMessages.holderRequired),
      z.maxLength(100, addCardFormMessages.holderRequired),
    ),
  expiry_date: z
    .string({ error: addCardFormMessages.expiryInvalid })
    .check(z.regex(CARD_EXPIRY_DATE_PATTERN, addCardFormMessages.expiryInvalid)),
  card_number: forbiddenCardField,
  cvv: forbiddenCardField,
  cardNumber: forbiddenCardField,
  securityCode: forbiddenCardField,
});
export type AddWalletPaymentMethodBody = z.infer<typeof addWalletPaymentMethodBodySchema>;

/**
 * A deposit's amount: BRL, more than zero, at most R$ 5.000,00, at most 2 decimals; a
 * number, not a string.
 */
const depositAmountSchema = z.codec(
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? depositAmountMessages.required : depositAmountMessages.invalid,
    })
    .check(
      z.refine(hasCentavoPrecision, depositAmountMessages.invalid),
      z.gte(fromCents(MIN_DEPOSIT_CENTS), depositAmountMessages.tooSmall),
      z.lte(fromCents(MAX_DEPOSIT_CENTS), depositAmountMessages.tooLarge),
    ),
  z.int(),
  { decode: (brl) => toCents(brl), encode: (cents) => fromCents(cents) },
);

/**
 * `POST /wallet/deposits {amount}`: a PIX charge whose approval credits the wallet once.
 * An `Idempotency-Key` header makes a repeated request return the first deposit (200).
 */
export const createWalletDepositBodySchema = z.object({
  amount: depositAmountSchema,
  /** The shop whose wallet the money goes to (decision 042); see `walletShopQuerySchema`. */
  barbershopId: z.optional(idSchema),
});
export type CreateWalletDepositBody = z.infer<typeof createWalletDepositBodySchema>;

/** `GET /wallet/deposits/:id?sync=true`: `sync` asks the gateway first (spec §7 sync-status). */
export const walletDepositQuerySchema = z.object({
  sync: z._default(
    z.pipe(
      z.enum(['true', 'false', '1', '0']),
      z.transform((value: 'true' | 'false' | '1' | '0') => value === 'true' || value === '1'),
    ),
    false,
  ),
});
export type WalletDepositQuery = z.infer<typeof walletDepositQuerySchema>;

/** `POST /wallet/deposits/:id/mock` (sandbox only): the test payer approves or declines. */
export const mockWalletDepositBodySchema = z.object({
  status: z.enum(['approved', 'rejected'], {
    error: 'Status inválido. Use approved ou rejected.',
  }),
});
export type MockWalletDepositBody = z.infer<typeof mockWalletDepositBodySchema>;

/**
 * A deposit: its PIX charge, the same fields as the PIX create response (`qrCode` and its alias
 * `qrCodeData` the copy-and-paste BR Code, `qrCodeBase64` the QR PNG without `data:`,
 * `paymentUrl` the gateway's hosted page; in the sandbox, where the test payer approves).
 * `paymentId` is `id` (the deposit is its own payment). `status` moves PENDING → COMPLETED
 * (credited: the wallet's balance includes it) or FAILED / CANCELLED (expired after 30 min).
 */
export const walletDepositSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  wallet_id: z.string(),
  status: z.enum(paymentStatuses),
  method: z.literal('PIX'),
  amount: balanceSchema,
  currency: z.literal('BRL'),
  gateway: z.enum(['sandbox', 'mercadopago']),
  gatewayPaymentId: z.nullable(z.string()),
  qrCode: z.nullable(z.string()),
  qrCodeData: z.nullable(z.string()),
  qrCodeBase64: z.nullable(z.string()),
  paymentUrl: z.nullable(z.string()),
  failureReason: z.nullable(z.string()),
  expiresAt: z.nullable(isoDateTimeSchema),
  paidAt: z.nullable(isoDateTimeSchema),
  createdAt: isoDateTimeSchema,
});
export type WalletDeposit = z.infer<typeof walletDepositSchema>;
