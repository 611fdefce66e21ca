import { agendaSchema } from '@navalha/core/contracts/front-desk-agenda';
import type { Agenda } from '@navalha/core/contracts/front-desk-agenda';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Under 'admin', so signing out forgets the agenda with the rest of the admin area. */
export const agendaKeys = {
  all: ['admin', 'agenda'] as const,
  day: (date: string | undefined) => [...agendaKeys.all, date ?? 'today'] as const,
};

/** GET /admin/agenda: the shop's day (today in the shop's zone when `date` is undefined). */
export function getAgenda(date: string | undefined, signal?: AbortSignal): Promise<Agenda> {
  const query = date ? `?date=${encodeURIComponent(date)}` : '';
  return apiRequest(`/admin/agenda${query}`, { schema: agendaSchema, signal, silent: true });
}

export function agendaQueryOptions(date: string | undefined) {
  return queryOptions({
    queryKey: agendaKeys.day(date),
    queryFn: ({ signal }) => getAgenda(date, signal),
    placeholderData: keepPreviousData,
    // The stream's `agenda` event refetches it at once; this poll is only the fallback for a
    // stream that is down (a proxy that drops it, a browser without EventSource).
    refetchInterval: 30_000,
  });
}

export function useAgenda(date: string | undefined) {
  return useQuery(agendaQueryOptions(date));
}
