import { staffMemberSchema } from '@navalha/core/contracts/admin-staff';
import type { StaffMember } from '@navalha/core/contracts/admin-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

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
