import { appointmentSchema } from '@navalha/core/contracts/appointments';
import type { Appointment } from '@navalha/core/contracts/appointments';
import { apiRequest } from '../../../lib/api-client';
import { useAgendaMutation } from './agenda-mutation';

/** PATCH /appointments/{id}/confirm: PENDING → CONFIRMED. Silent: the caller toasts. */
export function confirmAppointment(id: string): Promise<Appointment> {
  return apiRequest(`/appointments/${encodeURIComponent(id)}/confirm`, {
    method: 'PATCH',
    schema: appointmentSchema,
    silent: true,
  });
}

export function useConfirmAppointment() {
  return useAgendaMutation(confirmAppointment);
}
