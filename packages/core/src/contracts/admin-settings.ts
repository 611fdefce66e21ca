import { z } from 'zod/mini';
import { DEFAULT_WAITLIST_OFFER_MINUTES } from '../domain/waitlist/waitlist.js';
import { isValidTimeZone } from '../domain/format/date-time.js';
import {
  MAX_DEPOSIT_FIXED_CENTS,
  depositAmountKinds,
  depositModes,
} from '../domain/payments/deposit.js';
import { parsePixKey } from '../domain/payments/pix-key.js';
import {
  BR_CODE_MERCHANT_CITY_MAX,
  BR_CODE_MERCHANT_NAME_MAX,
} from '../domain/payments/pix-br-code.js';

export const settingsMessages = {
  nameLength: 'O nome deve ter entre 2 e 80 caracteres',
  addressLength: 'O endereço deve ter entre 5 e 200 caracteres',
  phoneFormat: 'Telefone deve estar no formato (11) 3456-7890 ou (11) 99999-9999',
  timeZone: 'Fuso horário inválido',
  slotStep: 'O intervalo entre horários deve ser de 5 a 240 minutos',
  minNotice: 'A antecedência mínima deve ser de 0 a 10080 minutos (7 dias)',
  waitlistOffer: 'A reserva da lista de espera deve ser de 5 a 240 minutos',
  cancellationWindow: 'O prazo de cancelamento grátis deve ser de 0 a 720 horas',
  cancellationFee: 'A taxa de cancelamento deve ser de 0 a 100%',
  noShowFee: 'A taxa de falta deve ser de 0 a 100%',
  maxUnpaidBookings: 'O limite de agendamentos sem pagamento deve ser de 1 a 50',
  cashExpiry: 'O prazo para confirmar o dinheiro deve ser de 0 a 168 horas',
  paymentFee: 'A taxa deve ser de 0 a 100%, com até 2 casas decimais',
  pixKey: 'Chave PIX inválida: use CPF, CNPJ, e-mail, telefone com +55 ou chave aleatória',
  merchantName: `O nome do recebedor deve ter de 1 a ${BR_CODE_MERCHANT_NAME_MAX} caracteres`,
  merchantCity: `A cidade do recebedor deve ter de 1 a ${BR_CODE_MERCHANT_CITY_MAX} caracteres`,
  emptyUpdate: 'Informe ao menos um campo para alterar',
  depositMode: 'Escolha quem paga o sinal: ninguém, todos, clientes novos ou clientes com faltas',
  depositMinNoShows: 'O número de faltas deve ser de 1 a 20',
  depositAmountKind: 'Escolha se o sinal é um valor fixo ou uma porcentagem',
  depositFixed: 'O sinal fixo deve ser de R$ 0,01 a R$ 1.000,00',
  depositPercent: 'A porcentagem do sinal deve ser de 1 a 100%',
  depositServices: 'Escolha serviços desta barbearia para o sinal',
} as const;

const SHOP_PHONE = /^\(\d{2}\) \d{4,5}-\d{4}$/;

function wholeNumber(min: number, max: number, message: string) {
  return z.int({ error: message }).check(z.gte(min, message), z.lte(max, message));
}

/** Optional text of `min`–`max` characters, trimmed; empty means none (null). */
function optionalText(max: number, message: string) {
  return z.pipe(
    z.nullable(z.string({ error: message }).check(z.trim(), z.maxLength(max, message))),
    z.transform((text: string | null) => text || null),
  );
}

/**
 * A fee as a percentage with up to 2 decimals in JSON (8.4), basis points in code (840):
 * integer arithmetic, as all money is.
 */
export const feePercentSchema = z.codec(
  z.number({ error: settingsMessages.paymentFee }).check(
    z.gte(0, settingsMessages.paymentFee),
    z.lte(100, settingsMessages.paymentFee),
    z.refine(
      (percent) => Math.abs(Math.round(percent * 100) - percent * 100) < 1e-6,
      settingsMessages.paymentFee,
    ),
  ),
  z.int(),
  {
    decode: (percent) => Math.round(percent * 100),
    encode: (basisPoints) => basisPoints / 100,
  },
);

export const paymentFeesSchema = z.object({
  pix: feePercentSchema,
  debitCard: feePercentSchema,
  creditCard: feePercentSchema,
  wallet: feePercentSchema,
  cash: feePercentSchema,
});

export type PaymentFees = z.infer<typeof paymentFeesSchema>;

/** The shop's 'sinal' (decision 029), as the settings screen shows and saves it. */
export const depositSettingsViewSchema = z.object({
  mode: z.enum(depositModes, { error: settingsMessages.depositMode }),
  minNoShows: wholeNumber(1, 20, settingsMessages.depositMinNoShows),
  amountKind: z.enum(depositAmountKinds, { error: settingsMessages.depositAmountKind }),
  fixedCents: wholeNumber(1, MAX_DEPOSIT_FIXED_CENTS, settingsMessages.depositFixed),
  percent: wholeNumber(1, 100, settingsMessages.depositPercent),
  serviceIds: z
    .array(z.string({ error: settingsMessages.depositServices }))
    .check(z.maxLength(100, settingsMessages.depositServices)),
});

export type DepositSettingsView = z.infer<typeof depositSettingsViewSchema>;

/** What the settings screen shows; `canEditFinancial` is true for the owner only. */
export const shopSettingsSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.nullable(z.string()),
  timeZone: z.string(),
  slotStepMinutes: z.int(),
  minNoticeMinutes: z.int(),
  /** How long a freed time offered to the waitlist is held (issue 19 §3). */
  waitlistOfferMinutes: z._default(z.int(), DEFAULT_WAITLIST_OFFER_MINUTES),
  cancellationWindowHours: z.int(),
  cancellationFeePercent: z.int(),
  noShowFeePercent: z.int(),
  maxUnpaidBookingsPerClient: z.int(),
  unconfirmedCashExpiresHoursBefore: z.int(),
  paymentFees: paymentFeesSchema,
  pixKey: z.nullable(z.string()),
  pixMerchantName: z.nullable(z.string()),
  pixMerchantCity: z.nullable(z.string()),
  /** (Optional for answers of servers older than it.) */
  deposit: z.optional(depositSettingsViewSchema),
  canEditFinancial: z.boolean(),
});

export type ShopSettings = z.infer<typeof shopSettingsSchema>;

const nonEmpty = z.refine<Record<string, unknown>>(
  (body) => Object.values(body).some((value) => value !== undefined),
  { message: settingsMessages.emptyUpdate },
);

/** The shop's own data and booking rules: an admin or the owner. */
export const updateShopSettingsBodySchema = z
  .object({
    name: z.optional(
      z
        .string({ error: settingsMessages.nameLength })
        .check(
          z.trim(),
          z.minLength(2, settingsMessages.nameLength),
          z.maxLength(80, settingsMessages.nameLength),
        ),
    ),
    address: z.optional(
      z
        .string({ error: settingsMessages.addressLength })
        .check(
          z.trim(),
          z.minLength(5, settingsMessages.addressLength),
          z.maxLength(200, settingsMessages.addressLength),
        ),
    ),
    phone: z.optional(
      z.pipe(
        z.nullable(
          z.string({ error: settingsMessages.phoneFormat }).check(
            z.trim(),
            z.refine(
              (phone) => phone === '' || SHOP_PHONE.test(phone),
              settingsMessages.phoneFormat,
            ),
          ),
        ),
        z.transform((phone: string | null) => phone || null),
      ),
    ),
    timeZone: z.optional(
      z
        .string({ error: settingsMessages.timeZone })
        .check(z.trim(), z.refine(isValidTimeZone, settingsMessages.timeZone)),
    ),
    slotStepMinutes: z.optional(wholeNumber(5, 240, settingsMessages.slotStep)),
    minNoticeMinutes: z.optional(wholeNumber(0, 7 * 24 * 60, settingsMessages.minNotice)),
    waitlistOfferMinutes: z.optional(wholeNumber(5, 240, settingsMessages.waitlistOffer)),
  })
  .check(nonEmpty);

export type UpdateShopSettingsBody = z.infer<typeof updateShopSettingsBodySchema>;

/** Money rules and where PIX pays: the owner only. A PIX key is stored as the DICT writes it. */
export const updateFinancialSettingsBodySchema = z
  .object({
    cancellationWindowHours: z.optional(wholeNumber(0, 720, settingsMessages.cancellationWindow)),
    cancellationFeePercent: z.optional(wholeNumber(0, 100, settingsMessages.cancellationFee)),
    noShowFeePercent: z.optional(wholeNumber(0, 100, settingsMessages.noShowFee)),
    maxUnpaidBookingsPerClient: z.optional(wholeNumber(1, 50, settingsMessages.maxUnpaidBookings)),
    unconfirmedCashExpiresHoursBefore: z.optional(wholeNumber(0, 168, settingsMessages.cashExpiry)),
    paymentFees: z.optional(z.partial(paymentFeesSchema)),
    pixKey: z.optional(
      z.pipe(
        z.nullable(z.string({ error: settingsMessages.pixKey }).check(z.trim())),
        z.transform((key: string | null, context) => {
          if (!key) return null;
          const parsed = parsePixKey(key);
          if (parsed) return parsed.key;
          context.issues.push({ code: 'custom', message: settingsMessages.pixKey, input: key });
          return z.NEVER;
        }),
      ),
    ),
    pixMerchantName: z.optional(
      optionalText(BR_CODE_MERCHANT_NAME_MAX, settingsMessages.merchantName),
    ),
    pixMerchantCity: z.optional(
      optionalText(BR_CODE_MERCHANT_CITY_MAX, settingsMessages.merchantCity),
    ),
    /** The whole 'sinal' rule; its services are checked against the shop's by the server. */
    deposit: z.optional(depositSettingsViewSchema),
  })
  .check(nonEmpty);

export type UpdateFinancialSettingsBody = z.infer<typeof updateFinancialSettingsBodySchema>;
