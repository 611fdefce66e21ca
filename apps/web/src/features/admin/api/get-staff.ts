import { staffListSchema } from '@navalha/core/contracts/admin-staff';
import type { StaffMember } from '@navalha/core/contracts/admin-staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export type StaffKind = 'barbers' | 'admins';

/** GET /admin/barbers or /admin/admins (the owner's): the shop's people, active or not. */
export function getStaff(kind: StaffKind, signal?: AbortSignal): Promise<StaffMember[]> {
  return apiRequest(`/admin/${kind}`, { schema: staffListSchema, signal, silent: true });
}

export function staffQueryOptions(kind: StaffKind) {
  return queryOptions({
    queryKey: kind === 'barbers' ? adminKeys.barbers() : adminKeys.admins(),
    queryFn: ({ signal }) => getStaff(kind, signal),
  });
}

export function useStaff(kind: StaffKind) {
  return useQuery(staffQueryOptions(kind));
}
