import { walletPaymentMethodSchema } from '@navalha/core/contracts/wallet';
import type {
  AddWalletPaymentMethodBody,
  WalletPaymentMethod,
} from '@navalha/core/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

/** What the add-card dialog sends: the tokenizer's token, never the number or the CVV. */
export type NewWalletCard = Pick<
  AddWalletPaymentMethodBody,
  'card_token' | 'method_type' | 'cardholder_name' | 'expiry_date'
>;

/**
 * POST /wallet/payment-methods with the add-card payload of spec §3, the card tokenized in the
 * browser (architecture §6). Silent: the dialog says what went wrong.
 */
export function addWalletPaymentMethod(card: NewWalletCard): Promise<WalletPaymentMethod> {
  return apiRequest('/wallet/payment-methods', {
    method: 'POST',
    body: card,
    schema: walletPaymentMethodSchema,
    silent: true,
  });
}

export function useAddWalletPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWalletPaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.paymentMethods() }),
  });
}
