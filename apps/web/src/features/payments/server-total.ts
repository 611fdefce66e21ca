import { orderTotalsSchema } from '@navalha/core/contracts/appointments';
import type { Cents } from '@navalha/core/domain/money';
import { isApiError } from '../../lib/api-error';

/**
 * The booking's total as the server priced it, when it refused `sent` with a 409
 * PAYMENT_AMOUNT_MISMATCH (the amount this device saved is stale: another fee table, a
 * changed booking); null for any other error, when the details are missing, or when they
 * repeat `sent` (charging it again would only be refused again).
 */
export function getRepricedTotal(error: unknown, sent: Cents): Cents | null {
  if (!isApiError(error) || error.code !== 'PAYMENT_AMOUNT_MISMATCH') return null;
  const details = orderTotalsSchema.safeParse(error.details);
  return details.success && details.data.total !== sent ? details.data.total : null;
}
