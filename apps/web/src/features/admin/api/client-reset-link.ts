import { shopResetLinkSchema } from '@navalha/core/contracts/passwords';
import type { ShopResetLink } from '@navalha/core/contracts/passwords';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /admin/clients/{id}/reset-link: 'Gerar link de redefinição' for a client of the shop. */
export function createClientResetLink(id: string): Promise<ShopResetLink> {
  return apiRequest(`/admin/clients/${encodeURIComponent(id)}/reset-link`, {
    method: 'POST',
    schema: shopResetLinkSchema,
    silent: true,
  });
}

export function useClientResetLink() {
  return useMutation({ mutationFn: createClientResetLink });
}
