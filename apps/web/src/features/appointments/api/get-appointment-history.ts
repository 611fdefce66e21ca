import { appointmentListSchema } from '@navalha/core/contracts/appointments';
import type { AppointmentList } from '@navalha/core/contracts/appointments';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { appointmentKeys } from './query-keys';

/** 'Minha Agenda' loads 20 bookings a page and the next as the list nears its end. */
export const BOOKING_LIST_PAGE = 20;

/**
 * GET /appointments/my-history: every booking of the client, newest first, a page after the
 * `cursor` (the previous page's `nextCursor`; issue 18 §3). Silent: the list says
 * 'Erro ao buscar agendamentos.' itself.
 */
export function getAppointmentHistory(
  limit: number,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AppointmentList> {
  const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest(`/appointments/my-history?limit=${limit}${after}`, {
    schema: appointmentListSchema,
    silent: true,
    signal,
  });
}

export function appointmentHistoryQueryOptions(limit = BOOKING_LIST_PAGE) {
  return infiniteQueryOptions({
    queryKey: appointmentKeys.history(limit),
    queryFn: ({ signal, pageParam }) => getAppointmentHistory(limit, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? null,
  });
}

export function useAppointmentHistory(limit = BOOKING_LIST_PAGE) {
  return useInfiniteQuery(appointmentHistoryQueryOptions(limit));
}
