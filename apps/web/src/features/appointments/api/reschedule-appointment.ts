import { appointmentSchema } from '@navalha/core/contracts/appointments';
import type { Appointment, RescheduleAppointmentBody } from '@navalha/core/contracts/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { appointmentKeys } from './query-keys';

/**
 * PATCH /appointments/{id} {scheduledDate, scheduledTime}: a PENDING booking moves to another
 * free time of its barber. Silent: a 409 (the time was taken) shows inside the dialog.
 */
export function rescheduleAppointment(
  id: string,
  body: RescheduleAppointmentBody,
): Promise<Appointment> {
  return apiRequest(`/appointments/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: appointmentSchema,
    silent: true,
  });
}

export function useRescheduleAppointment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RescheduleAppointmentBody) => rescheduleAppointment(id, body),
    onSuccess: (appointment) => {
      queryClient.setQueryData(appointmentKeys.detail(id), appointment);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}
