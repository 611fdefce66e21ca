import { promoCodeValidationSchema } from '@navalha/core/contracts/promo-codes';
import type { PromoCodeValidation } from '@navalha/core/contracts/promo-codes';
import { fromCents } from '@navalha/core/domain/money';
import type { Cents } from '@navalha/core/domain/money';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /promo-codes/validate {code, subtotal}: the server decides whether the code applies and
 * by how much. Silent: the promo dialog shows the refusal under the field.
 */
export function validatePromoCode(code: string, subtotal: Cents): Promise<PromoCodeValidation> {
  return apiRequest('/promo-codes/validate', {
    method: 'POST',
    body: { code, subtotal: fromCents(subtotal) },
    schema: promoCodeValidationSchema,
    silent: true,
  });
}

export function useValidatePromoCode() {
  return useMutation({
    mutationFn: ({ code, subtotal }: { code: string; subtotal: Cents }) =>
      validatePromoCode(code, subtotal),
  });
}
