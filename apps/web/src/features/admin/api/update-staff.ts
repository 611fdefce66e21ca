import { staffMemberSchema } from '@navalha/core/contracts/admin-staff';
import type { StaffMember } from '@navalha/core/contracts/admin-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { StaffKind } from './get-staff';
import { adminKeys } from './query-keys';

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

export function useUpdateStaff(kind: StaffKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: StaffInput }) => updateStaff(kind, id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
