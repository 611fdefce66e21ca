import type { WalletDeposit } from '@navalha/core/contracts/wallet';
import {
  getPaymentPollOutcome,
  isSyncCheck,
  PAYMENT_POLL_INTERVAL_MS,
} from '@navalha/core/domain/payments/payment-polling';
import type { PaymentPollOutcome } from '@navalha/core/domain/payments/payment-polling';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { getWalletDeposit } from '../api/get-wallet-deposit';
import { walletKeys } from '../api/query-keys';

/**
 * Watches a deposit while its PIX code is on screen: the status every 5 s (spec §9), every
 * third check asking the gateway itself (spec §4), until it is paid or will never be. Starts
 * from the deposit as created, so the first check comes 5 s later. `enabled` false (the
 * dialog closed) stops it; a failed check is tried again at the next tick.
 */
export function useDepositStatus(deposit: WalletDeposit, enabled: boolean) {
  const checks = useRef(0);
  const query = useQuery({
    queryKey: walletKeys.deposit(deposit.id),
    queryFn: ({ signal }) => {
      checks.current += 1;
      return getWalletDeposit(deposit.id, { sync: isSyncCheck(checks.current), signal });
    },
    enabled,
    initialData: deposit,
    initialDataUpdatedAt: () => Date.now(),
    staleTime: PAYMENT_POLL_INTERVAL_MS,
    gcTime: 0,
    retry: false,
    // The payer is in the bank's app meanwhile: keep asking while this page is hidden.
    refetchIntervalInBackground: true,
    refetchInterval: (current) =>
      getPaymentPollOutcome(current.state.data?.status) === 'waiting'
        ? PAYMENT_POLL_INTERVAL_MS
        : false,
  });
  const outcome: PaymentPollOutcome = getPaymentPollOutcome(query.data?.status);
  return { deposit: query.data, outcome };
}
