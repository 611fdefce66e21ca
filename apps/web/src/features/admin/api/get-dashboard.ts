import { dashboardSchema } from '@navalha/core/contracts/admin-dashboard';
import type { Dashboard, DashboardPeriodKind } from '@navalha/core/contracts/admin-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /admin/dashboard: the shop's figures for the week or the month. */
export function getDashboard(
  period: DashboardPeriodKind,
  signal?: AbortSignal,
): Promise<Dashboard> {
  return apiRequest(`/admin/dashboard?period=${period}`, {
    schema: dashboardSchema,
    signal,
    silent: true,
  });
}

export function dashboardQueryOptions(period: DashboardPeriodKind) {
  return queryOptions({
    queryKey: adminKeys.dashboard(period),
    queryFn: ({ signal }) => getDashboard(period, signal),
    refetchOnWindowFocus: true,
  });
}

export function useDashboard(period: DashboardPeriodKind) {
  return useQuery(dashboardQueryOptions(period));
}
