import { staffListSchema, staffMemberSchema } from '@navalha/core/contracts/admin-staff';
import { shopResetLinkSchema } from '@navalha/core/contracts/passwords';
import type { ShopResetLink } from '@navalha/core/contracts/passwords';
import type { StaffMember } from '@navalha/core/contracts/admin-staff';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export type StaffKind = 'barbers' | 'admins';

/** GET /admin/barbers or /admin/admins (the owner's): the shop's people, active or not. */
export function getStaff(kind: StaffKind, signal?: AbortSignal): Promise<StaffMember[]> {
  return apiRequest(`/admin/${kind}`, { schema: staffListSchema, signal, silent: true });
}

export function useStaff(kind: StaffKind) {
  return useQuery(
    queryOptions({
      queryKey: kind === 'barbers' ? adminKeys.barbers() : adminKeys.admins(),
      queryFn: ({ signal }) => getStaff(kind, signal),
    }),
  );
}

export interface StaffInput {
  name?: string;
  email?: string;
  phone?: string;
  serviceIds?: string[];
  isActive?: boolean;
  /** An admin's row, by the owner: 'Também atende clientes'. */
  takesBookings?: boolean;
}

/** PATCH /admin/{kind}/{id}: name, phone, services (barbers), active or not, takes bookings. */
export function updateStaff(kind: StaffKind, id: string, body: StaffInput): Promise<StaffMember> {
  return apiRequest(`/admin/${kind}/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: staffMemberSchema,
    silent: true,
  });
}

/** POST /admin/{kind}/{id}/reset-password: a single-use reset link for the person to use. */
export function resetStaffPassword(kind: StaffKind, id: string): Promise<ShopResetLink> {
  return apiRequest(`/admin/${kind}/${encodeURIComponent(id)}/reset-password`, {
    method: 'POST',
    schema: shopResetLinkSchema,
    silent: true,
  });
}

export function useStaffMutations(kind: StaffKind) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  return {
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: StaffInput }) => updateStaff(kind, id, body),
      onSettled,
    }),
    resetPassword: useMutation({ mutationFn: (id: string) => resetStaffPassword(kind, id) }),
  };
}

/** PATCH /admin/me/takes-bookings: 'Eu também atendo' on the signed-in admin's own account. */
export function setOwnTakesBookings(takesBookings: boolean): Promise<StaffMember> {
  return apiRequest('/admin/me/takes-bookings', {
    method: 'PATCH',
    body: { takesBookings },
    schema: staffMemberSchema,
    silent: true,
  });
}

export function useSetOwnTakesBookings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOwnTakesBookings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
