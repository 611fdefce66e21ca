import { cancelAppointmentResponseSchema } from '@navalha/core/contracts/appointments';
import type { CancelAppointmentResponse } from '@navalha/core/contracts/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { appointmentKeys } from './query-keys';

/**
 * DELETE /appointments/{id}: the client cancels; the answer says whether it was free and the
 * fee due. Silent: the screen that cancels words the failure.
 */
export function cancelAppointment(id: string): Promise<CancelAppointmentResponse> {
  return apiRequest(`/appointments/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: cancelAppointmentResponseSchema,
    silent: true,
  });
}

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}
