import { adminPromoCodeSchema } from '@navalha/core/contracts/admin-promo-codes';
import type { AdminPromoCode } from '@navalha/core/contracts/admin-promo-codes';
import { apiRequest } from '../../../lib/api-client';

/** A code as the form sends it; the contract checks it (core's pt-BR messages). */
export interface PromoCodeInput {
  code?: string;
  discountPercent?: number;
  validFrom?: string | null;
  validUntil?: string | null;
  maxUses?: number | null;
  maxUsesPerClient?: number | null;
  isActive?: boolean;
}

/** POST /admin/promo-codes. The form saves through `useSavePromoCode`. */
export function createPromoCode(body: PromoCodeInput): Promise<AdminPromoCode> {
  return apiRequest('/admin/promo-codes', {
    method: 'POST',
    body,
    schema: adminPromoCodeSchema,
    silent: true,
  });
}
