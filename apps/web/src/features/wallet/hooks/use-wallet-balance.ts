import type { Cents } from '@navalha/core/domain/money';
import { useWallet } from '../api/get-wallet';

/** The balance as another screen shows it: loading, failed, or the amount. */
export type WalletBalance =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; balance: Cents };

/** The client's balance for the payment choice on /payment (cached 30 s, spec §9). */
export function useWalletBalance(): WalletBalance {
  const wallet = useWallet();
  if (wallet.data) return { status: 'ready', balance: wallet.data.balance };
  return wallet.isError ? { status: 'error' } : { status: 'loading' };
}
