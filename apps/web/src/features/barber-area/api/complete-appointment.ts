import { appointmentSchema } from '@navalha/core/contracts/appointments';
import type { Appointment } from '@navalha/core/contracts/appointments';
import { apiRequest } from '../../../lib/api-client';
import { useAgendaMutation } from './agenda-mutation';

/** PATCH /appointments/{id}/complete: CONFIRMED → COMPLETED once started. Silent. */
export function completeAppointment(id: string): Promise<Appointment> {
  return apiRequest(`/appointments/${encodeURIComponent(id)}/complete`, {
    method: 'PATCH',
    schema: appointmentSchema,
    silent: true,
  });
}

export function useCompleteAppointment() {
  return useAgendaMutation(completeAppointment);
}
