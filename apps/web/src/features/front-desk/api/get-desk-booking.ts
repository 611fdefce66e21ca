import { deskBookingSchema } from '@navalha/core/contracts/front-desk-actions';
import type { DeskBooking } from '@navalha/core/contracts/front-desk-actions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { agendaKeys } from './get-agenda';

/** Under the agenda's key: what refreshes the day refreshes the open booking too. */
export const deskBookingKeys = {
  one: (id: string) => [...agendaKeys.all, 'booking', id] as const,
};

/** GET /admin/agenda/bookings/{id}: the booking as the desk's panel shows it. */
export function getDeskBooking(id: string, signal?: AbortSignal): Promise<DeskBooking> {
  return apiRequest(`/admin/agenda/bookings/${encodeURIComponent(id)}`, {
    schema: deskBookingSchema,
    signal,
    silent: true,
  });
}

export function deskBookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: deskBookingKeys.one(id),
    queryFn: ({ signal }) => getDeskBooking(id, signal),
  });
}

export function useDeskBooking(id: string) {
  return useQuery(deskBookingQueryOptions(id));
}
