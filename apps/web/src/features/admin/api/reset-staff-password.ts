import { shopResetLinkSchema } from '@navalha/core/contracts/passwords';
import type { ShopResetLink } from '@navalha/core/contracts/passwords';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { StaffKind } from './get-staff';

/** POST /admin/{kind}/{id}/reset-password: a single-use reset link for the person to use. */
export function resetStaffPassword(kind: StaffKind, id: string): Promise<ShopResetLink> {
  return apiRequest(`/admin/${kind}/${encodeURIComponent(id)}/reset-password`, {
    method: 'POST',
    schema: shopResetLinkSchema,
    silent: true,
  });
}

export function useResetStaffPassword(kind: StaffKind) {
  return useMutation({ mutationFn: (id: string) => resetStaffPassword(kind, id) });
}
