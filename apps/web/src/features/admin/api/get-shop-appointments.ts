import { adminAppointmentListSchema } from '@navalha/core/contracts/admin-appointments';
import type { AdminAppointmentList } from '@navalha/core/contracts/admin-appointments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, toQueryString } from './query-keys';

/** The list's filters as the screen holds them (dates shop-local 'YYYY-MM-DD'). */
export interface AppointmentFilters {
  from?: string;
  to?: string;
  barberId?: string;
  status?: string;
  paymentStatus?: string;
}

export const APPOINTMENTS_PAGE_SIZE = 20;

/** GET /admin/appointments: one page of the shop's bookings, newest first. */
export function getShopAppointments(
  filters: AppointmentFilters,
  page: number,
  signal?: AbortSignal,
): Promise<AdminAppointmentList> {
  return apiRequest(
    `/admin/appointments${toQueryString({ ...filters, page, limit: APPOINTMENTS_PAGE_SIZE })}`,
    { schema: adminAppointmentListSchema, signal, silent: true },
  );
}

export function shopAppointmentsQueryOptions(filters: AppointmentFilters, page: number) {
  return queryOptions({
    queryKey: adminKeys.appointments({ ...filters, page }),
    queryFn: ({ signal }) => getShopAppointments(filters, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useShopAppointments(filters: AppointmentFilters, page: number) {
  return useQuery(shopAppointmentsQueryOptions(filters, page));
}
