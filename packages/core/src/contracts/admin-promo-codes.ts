import { z } from 'zod/mini';
import { isoDateTimeSchema, localDateSchema } from './calendar.js';

export const promoCodeMessages = {
  codeRequired: 'Informe o código',
  codeFormat: 'Use de 3 a 40 letras sem acento, números, hífen ou sublinhado',
  percentRequired: 'Informe o desconto',
  percentRange: 'O desconto deve ser um número inteiro de 1 a 100%',
  maxUsesRange: 'O limite de usos deve ser um número inteiro de 1 a 1.000.000',
  maxUsesPerClientRange: 'O limite por cliente deve ser um número inteiro de 1 a 1.000',
  maxUsesBelowUsed: 'O limite de usos não pode ser menor que os usos já feitos',
  validityOrder: 'A data final deve ser igual ou posterior à inicial',
  codeTaken: 'Já existe um código com este nome',
  emptyUpdate: 'Informe ao menos um campo para alterar',
  invalidValue: 'Valor inválido',
} as const;

/** 'verao-25' → 'VERAO-25': codes are matched case-insensitively and shown in capitals. */
const codeSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? promoCodeMessages.codeRequired : promoCodeMessages.codeFormat,
  })
  .check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1, promoCodeMessages.codeRequired),
    z.regex(/^[A-Z0-9_-]{3,40}$/, promoCodeMessages.codeFormat),
  );

const percentSchema = z
  .int({
    error: (issue) =>
      issue.input === undefined
        ? promoCodeMessages.percentRequired
        : promoCodeMessages.percentRange,
  })
  .check(z.gte(1, promoCodeMessages.percentRange), z.lte(100, promoCodeMessages.percentRange));

const maxUsesSchema = z.nullable(
  z
    .int({ error: promoCodeMessages.maxUsesRange })
    .check(
      z.gte(1, promoCodeMessages.maxUsesRange),
      z.lte(1_000_000, promoCodeMessages.maxUsesRange),
    ),
);

const maxUsesPerClientSchema = z.nullable(
  z
    .int({ error: promoCodeMessages.maxUsesPerClientRange })
    .check(
      z.gte(1, promoCodeMessages.maxUsesPerClientRange),
      z.lte(1_000, promoCodeMessages.maxUsesPerClientRange),
    ),
);

const validityOrder = z.refine<{ validFrom?: string | null; validUntil?: string | null }>(
  (body) => !body.validFrom || !body.validUntil || body.validFrom <= body.validUntil,
  { message: promoCodeMessages.validityOrder, path: ['validUntil'] },
);

/**
 * A shop's promo code. `validFrom`/`validUntil` are shop-local dates, both days included
 * (null: no limit on that side).
 */
export const adminPromoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  discountPercent: z.int(),
  isActive: z.boolean(),
  validFrom: z.nullable(z.string()),
  validUntil: z.nullable(z.string()),
  maxUses: z.nullable(z.int()),
  /** How many of one client's bookings may use it (null: no limit per client). */
  maxUsesPerClient: z.nullable(z.int()),
  timesUsed: z.int(),
  createdAt: isoDateTimeSchema,
});

export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;

export const adminPromoCodeListSchema = z.array(adminPromoCodeSchema);

export const createPromoCodeBodySchema = z
  .object({
    code: codeSchema,
    discountPercent: percentSchema,
    validFrom: z._default(z.nullable(localDateSchema()), null),
    validUntil: z._default(z.nullable(localDateSchema()), null),
    maxUses: z._default(maxUsesSchema, null),
    maxUsesPerClient: z._default(maxUsesPerClientSchema, null),
    isActive: z._default(z.boolean({ error: promoCodeMessages.invalidValue }), true),
  })
  .check(validityOrder);

export type CreatePromoCodeBody = z.infer<typeof createPromoCodeBodySchema>;

export const updatePromoCodeBodySchema = z
  .object({
    code: z.optional(codeSchema),
    discountPercent: z.optional(percentSchema),
    validFrom: z.optional(z.nullable(localDateSchema())),
    validUntil: z.optional(z.nullable(localDateSchema())),
    maxUses: z.optional(maxUsesSchema),
    maxUsesPerClient: z.optional(maxUsesPerClientSchema),
    isActive: z.optional(z.boolean({ error: promoCodeMessages.invalidValue })),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: promoCodeMessages.emptyUpdate,
    }),
    validityOrder,
  );

export type UpdatePromoCodeBody = z.infer<typeof updatePromoCodeBodySchema>;
