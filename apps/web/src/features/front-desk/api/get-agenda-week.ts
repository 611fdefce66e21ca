import { weekAgendaSchema } from '@navalha/core/contracts/front-desk-agenda';
import type { WeekAgenda } from '@navalha/core/contracts/front-desk-agenda';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { agendaKeys } from './get-agenda';

/** Under the agenda's key, so the stream's refresh and signing out reach it too. */
export const agendaWeekKeys = {
  week: (barberId: string, date: string | undefined) =>
    [...agendaKeys.all, 'week', barberId, date ?? 'today'] as const,
};

/** GET /admin/agenda/week: one barber's week, Sunday to Saturday, holding `date`. */
export function getAgendaWeek(
  barberId: string,
  date: string | undefined,
  signal?: AbortSignal,
): Promise<WeekAgenda> {
  const params = new URLSearchParams({ barberId });
  if (date) params.set('date', date);
  return apiRequest(`/admin/agenda/week?${params.toString()}`, {
    schema: weekAgendaSchema,
    signal,
    silent: true,
  });
}

export function agendaWeekQueryOptions(barberId: string, date: string | undefined) {
  return queryOptions({
    queryKey: agendaWeekKeys.week(barberId, date),
    queryFn: ({ signal }) => getAgendaWeek(barberId, date, signal),
    placeholderData: keepPreviousData,
    // Only the fallback: the stream's `agenda` event refetches it at once.
    refetchInterval: 30_000,
  });
}

export function useAgendaWeek(barberId: string | undefined, date: string | undefined) {
  return useQuery({
    ...agendaWeekQueryOptions(barberId ?? '', date),
    enabled: Boolean(barberId),
  });
}
