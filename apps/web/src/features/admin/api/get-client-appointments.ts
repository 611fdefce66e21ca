import { adminClientAppointmentListSchema } from '@navalha/core/contracts/admin-clients';
import type { AdminClientAppointmentList } from '@navalha/core/contracts/admin-clients';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, toQueryString } from './query-keys';

export const CLIENT_APPOINTMENTS_PAGE_SIZE = 5;

export type ClientAppointmentsWhen = 'upcoming' | 'past';

/** GET /admin/clients/{id}/appointments: the client's upcoming or past bookings, a page. */
export function getClientAppointments(
  id: string,
  when: ClientAppointmentsWhen,
  page: number,
  signal?: AbortSignal,
): Promise<AdminClientAppointmentList> {
  return apiRequest(
    `/admin/clients/${encodeURIComponent(id)}/appointments${toQueryString({ when, page, limit: CLIENT_APPOINTMENTS_PAGE_SIZE })}`,
    { schema: adminClientAppointmentListSchema, signal, silent: true },
  );
}

export function useClientAppointments(id: string, when: ClientAppointmentsWhen, page: number) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.clientAppointments(id, { when, page }),
      queryFn: ({ signal }) => getClientAppointments(id, when, page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
