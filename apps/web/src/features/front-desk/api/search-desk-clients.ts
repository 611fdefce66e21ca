import { deskClientListSchema } from '@navalha/core/contracts/front-desk-bookings';
import type { DeskClientList } from '@navalha/core/contracts/front-desk-bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import {
  SEARCH_DEBOUNCE_MS,
  useDebouncedValue,
} from '../../../shared/debounce/use-debounced-value';
import { agendaKeys } from './get-agenda';

/** GET /admin/agenda/clients?search=: up to 10 of the shop's clients by name, phone or e-mail. */
export function searchDeskClients(search: string, signal?: AbortSignal): Promise<DeskClientList> {
  const query = new URLSearchParams({ search });
  return apiRequest(`/admin/agenda/clients?${query}`, {
    schema: deskClientListSchema,
    signal,
    silent: true,
  });
}

export function deskClientsQueryOptions(search: string) {
  return queryOptions({
    queryKey: [...agendaKeys.all, 'clients', search] as const,
    queryFn: ({ signal }) => searchDeskClients(search, signal),
  });
}

/**
 * Searches once two letters or digits are typed and the typing pauses (250 ms). A search the
 * next one replaces is aborted: its query loses its observer, and React Query aborts the
 * `signal` the request was given.
 */
export function useDeskClientSearch(search: string) {
  const text = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return useQuery({ ...deskClientsQueryOptions(text), enabled: text.length >= 2 });
}
