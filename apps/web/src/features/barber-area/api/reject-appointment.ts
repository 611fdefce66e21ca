import { appointmentSchema } from '@navalha/core/contracts/appointments';
import { apiRequest } from '../../../lib/api-client';
import { useAgendaMutation } from './agenda-mutation';

/** PATCH /appointments/{id}/reject {reason}: PENDING or CONFIRMED → CANCELLED. Silent. */
export function rejectAppointment({ id, reason }: { id: string; reason: string }) {
  return apiRequest(`/appointments/${encodeURIComponent(id)}/reject`, {
    method: 'PATCH',
    body: { reason },
    schema: appointmentSchema,
    silent: true,
  });
}

export function useRejectAppointment() {
  return useAgendaMutation(rejectAppointment);
}
