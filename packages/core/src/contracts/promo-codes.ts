import { z } from 'zod/mini';
import { errorMessages } from './errors.js';
import { idSchema } from './ids.js';
import { brlAmountSchema, brlSchema } from './money.js';

/**
 * `POST /promo-codes/validate`: the code as typed and the subtotal it would apply to (BRL).
 * `barberShopId` names the shop when codes of several shops share a spelling.
 */
const promoCheckFields = {
  code: z
    .string({ error: errorMessages.invalidPromoCode })
    .check(
      z.trim(),
      z.minLength(1, 'Informe o código promocional'),
      z.maxLength(40, errorMessages.invalidPromoCode),
    ),
  subtotal: brlAmountSchema('Informe o subtotal'),
};

export const validatePromoCodeBodySchema = z.object({
  ...promoCheckFields,
  barberShopId: z.optional(idSchema),
});

/**
 * A visitor's check of a code on the shop's public address, signed out (issue 18 §1): the shop
 * is the one at that address, never one named in the body.
 */
export const publicValidatePromoCodeBodySchema = z.object(promoCheckFields);
export type PublicValidatePromoCodeBody = z.infer<typeof publicValidatePromoCodeBodySchema>;

export type ValidatePromoCodeBody = z.infer<typeof validatePromoCodeBodySchema>;

/** A valid code: its canonical spelling, its percentage and the discount on `subtotal`. */
export const promoCodeValidationSchema = z.object({
  valid: z.literal(true),
  code: z.string(),
  discountPercent: z.number(),
  discount: brlSchema,
});

export type PromoCodeValidation = z.infer<typeof promoCodeValidationSchema>;
