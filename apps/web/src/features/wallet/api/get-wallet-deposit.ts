import { walletDepositSchema } from '@navalha/core/contracts/wallet';
import type { WalletDeposit } from '@navalha/core/contracts/wallet';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /wallet/deposits/{id}: the deposit's status as the server holds it; with `sync` the
 * server asks the gateway first. Polled while the deposit dialog is open
 * (`useDepositStatus`). Silent: a failed check is simply tried again at the next tick.
 */
export function getWalletDeposit(
  id: string,
  { sync = false, signal }: { sync?: boolean; signal?: AbortSignal } = {},
): Promise<WalletDeposit> {
  return apiRequest(`/wallet/deposits/${encodeURIComponent(id)}${sync ? '?sync=true' : ''}`, {
    schema: walletDepositSchema,
    silent: true,
    signal,
  });
}
