import { walletPaymentMethodListSchema } from '@navalha/core/contracts/wallet';
import type { WalletPaymentMethod } from '@navalha/core/contracts/wallet';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** A wallet card a booking can be paid with (decision 034). */
export type SavedCard = WalletPaymentMethod & { card_last_four: string; gateway_card_id: string };

/**
 * GET /wallet/payment-methods, kept to the saved cards of `method`'s kind that the gateway can
 * charge (credit cards for a credit payment, debit for debit), the default first as the wallet
 * lists them. Silent: without them the card page simply offers a new card.
 */
export function useSavedCards(method: 'CREDIT_CARD' | 'DEBIT_CARD') {
  const type = method === 'DEBIT_CARD' ? 'debit_card' : 'credit_card';
  return useQuery({
    // Under the wallet's keys, so a card added or removed refreshes it too.
    queryKey: ['wallet', 'saved-cards'],
    queryFn: ({ signal }) =>
      apiRequest('/wallet/payment-methods', {
        schema: walletPaymentMethodListSchema,
        signal,
        silent: true,
      }),
    select: (list): SavedCard[] =>
      list.data.filter(
        (card): card is SavedCard =>
          card.method_type === type && card.card_last_four !== null && !!card.gateway_card_id,
      ),
    retry: false,
  });
}
