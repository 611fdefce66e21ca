import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

/**
 * DELETE /wallet/payment-methods/{id} (204). When it was the default, the server makes the
 * newest other method the default. Silent: the screen words the failure (spec §8).
 */
export function removeWalletPaymentMethod(id: string): Promise<void> {
  return apiRequest(`/wallet/payment-methods/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: z.undefined(),
    silent: true,
  });
}

export function useRemoveWalletPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWalletPaymentMethod,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.paymentMethods() }),
  });
}
