import type { Cents } from '@navalha/core/domain/money';
import { useWallet } from '../api/get-wallet';

/** The balance as another screen shows it: loading, failed, or the amount. */
export type WalletBalance =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; balance: Cents };

/**
 * The client's balance at the booking's shop for the payment choice on /payment (cached 30 s,
 * spec §9): money held at another shop cannot pay it (decision 042).
 */
export function useWalletBalance(shopId: string | null): WalletBalance {
  const wallet = useWallet(shopId);
  if (wallet.data) return { status: 'ready', balance: wallet.data.balance };
  return wallet.isError ? { status: 'error' } : { status: 'loading' };
}
