import { walletDepositSchema } from '@navalha/core/contracts/wallet';
import type { WalletDeposit } from '@navalha/core/contracts/wallet';
import { fromCents } from '@navalha/core/domain/money';
import type { Cents } from '@navalha/core/domain/money';
import { apiRequest } from '../../../lib/api-client';
import { idempotencyHeaders } from '../../../shared/payments/idempotency-key';

/**
 * POST /wallet/deposits {amount, barbershopId}: a PIX charge whose approval credits the wallet once. The
 * `Idempotency-Key` makes a retried request return the first deposit rather than a second
 * code. Silent: the deposit dialog shows the refusal under the amount.
 */
export function createWalletDeposit(
  amount: Cents,
  idempotencyKey: string,
  shopId: string | null = null,
): Promise<WalletDeposit> {
  return apiRequest('/wallet/deposits', {
    method: 'POST',
    // The wallet at this shop (decision 042); without it, the server's choice, as GET /wallet.
    body: shopId
      ? { amount: fromCents(amount), barbershopId: shopId }
      : { amount: fromCents(amount) },
    headers: idempotencyHeaders(idempotencyKey),
    schema: walletDepositSchema,
    silent: true,
  });
}
