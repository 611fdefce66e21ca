import { walletPaymentMethodSchema } from '@navalha/core/contracts/wallet';
import type { WalletPaymentMethod } from '@navalha/core/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

/** PATCH /wallet/payment-methods/{id}/default: answers the method, now the default. Silent. */
export function setDefaultWalletPaymentMethod(id: string): Promise<WalletPaymentMethod> {
  return apiRequest(`/wallet/payment-methods/${encodeURIComponent(id)}/default`, {
    method: 'PATCH',
    schema: walletPaymentMethodSchema,
    silent: true,
  });
}

export function useSetDefaultWalletPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultWalletPaymentMethod,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.paymentMethods() }),
  });
}
