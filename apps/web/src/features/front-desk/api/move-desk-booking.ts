import { agendaBookingSchema } from '@navalha/core/contracts/front-desk-agenda';
import type { AgendaBooking } from '@navalha/core/contracts/front-desk-agenda';
import type { DeskMoveBody } from '@navalha/core/contracts/front-desk-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { agendaKeys } from './get-agenda';

/** PATCH /admin/agenda/bookings/{id}: the booking, now with this barber at this time. */
export function moveDeskBooking({
  id,
  ...body
}: DeskMoveBody & { id: string }): Promise<AgendaBooking> {
  return apiRequest(`/admin/agenda/bookings/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: agendaBookingSchema,
    silent: true,
  });
}

export function useMoveDeskBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveDeskBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
