import { promoCodeValidationSchema } from '@navalha/core/contracts/promo-codes';
import type { PromoCodeValidation } from '@navalha/core/contracts/promo-codes';
import { fromCents } from '@navalha/core/domain/money';
import type { Cents } from '@navalha/core/domain/money';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { visitorApiPath } from '../../../shared/visitor-booking/visitor-shop';

/**
 * Where a code is checked: signed in, among the draft's shop's codes when it is known; signed
 * out, on the shop's public address (issue 18 §1), without a token.
 */
export interface PromoCheckScope {
  /** The draft's shop, signed in. */
  shopId?: string | null;
  /** The shop's public address, for a visitor booking signed out. */
  visitorSlug?: string | null;
}

/**
 * POST /promo-codes/validate {code, subtotal[, barberShopId]} signed in, or
 * POST /public/shops/{slug}/promo-codes/validate {code, subtotal} signed out: the server decides
 * whether the code applies and by how much. Silent: the promo dialog shows the refusal under the
 * field.
 */
export function validatePromoCode(
  code: string,
  subtotal: Cents,
  scope: PromoCheckScope = {},
): Promise<PromoCodeValidation> {
  const body = { code, subtotal: fromCents(subtotal) };
  if (scope.visitorSlug) {
    return apiRequest(visitorApiPath(scope.visitorSlug, 'promo-codes/validate'), {
      method: 'POST',
      body,
      schema: promoCodeValidationSchema,
      auth: false,
      silent: true,
    });
  }
  return apiRequest('/promo-codes/validate', {
    method: 'POST',
    body: scope.shopId ? { ...body, barberShopId: scope.shopId } : body,
    schema: promoCodeValidationSchema,
    silent: true,
  });
}

export function useValidatePromoCode(scope: PromoCheckScope = {}) {
  const { shopId, visitorSlug } = scope;
  return useMutation({
    mutationFn: ({ code, subtotal }: { code: string; subtotal: Cents }) =>
      validatePromoCode(code, subtotal, { shopId, visitorSlug }),
  });
}

/**
 * Checks once, on arrival, the code a saved draft carries (back from /payment, or from signing
 * in with a code typed signed out): it may have expired since. A valid code goes to `onValid`;
 * a refusal is on the returned mutation, for the row to say under it.
 */
export function useRecheckSavedPromoCode(
  scope: PromoCheckScope,
  savedCode: string | null,
  subtotal: Cents,
  onValid: (promo: { code: string; discountPercent: number }) => void,
) {
  const recheck = useValidatePromoCode(scope);
  const pending = useRef(savedCode);
  useEffect(() => {
    const code = pending.current;
    if (!code) return;
    pending.current = null;
    recheck.mutate(
      { code, subtotal },
      {
        onSuccess: (validation) =>
          onValid({ code: validation.code, discountPercent: validation.discountPercent }),
      },
    );
  }, [recheck, subtotal, onValid]);
  return recheck;
}
