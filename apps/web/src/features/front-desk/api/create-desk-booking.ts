import { agendaBookingSchema } from '@navalha/core/contracts/front-desk-agenda';
import type { AgendaBooking } from '@navalha/core/contracts/front-desk-agenda';
import type { DeskBookingBody } from '@navalha/core/contracts/front-desk-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { agendaKeys } from './get-agenda';

/** The body as sent: `notes` may be left out. */
export type DeskBookingInput = Omit<DeskBookingBody, 'notes'> & { notes?: string | null };

/** POST /admin/agenda/bookings: the desk books a client (or a new walk-in), confirmed. */
export function createDeskBooking(body: DeskBookingInput): Promise<AgendaBooking> {
  return apiRequest('/admin/agenda/bookings', {
    method: 'POST',
    body,
    schema: agendaBookingSchema,
    silent: true,
  });
}

export function useCreateDeskBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeskBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
