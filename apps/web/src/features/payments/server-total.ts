import { orderTotalsSchema } from '@navalha/core/contracts/appointments';
import type { Cents } from '@navalha/core/domain/money';
import { isApiError } from '../../lib/api-error';

/**
 * The booking's total as the server priced it, from a 409 PAYMENT_AMOUNT_MISMATCH's `details`
 * (the amount this device saved is stale: another fee table, a changed booking); null for any
 * other error or when the details are missing.
 */
export function getServerTotal(error: unknown): Cents | null {
  if (!isApiError(error) || error.code !== 'PAYMENT_AMOUNT_MISMATCH') return null;
  const details = orderTotalsSchema.safeParse(error.details);
  return details.success ? details.data.total : null;
}
