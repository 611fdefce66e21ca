import { checklistSchema } from '@navalha/core/contracts/admin-checklist';
import type { Checklist } from '@navalha/core/contracts/admin-checklist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /admin/checklist: what is left after the first-run setup. */
export function getSetupChecklist(signal?: AbortSignal): Promise<Checklist> {
  return apiRequest('/admin/checklist', { schema: checklistSchema, signal, silent: true });
}

export const setupChecklistQueryOptions = queryOptions({
  queryKey: adminKeys.checklist(),
  queryFn: ({ signal }) => getSetupChecklist(signal),
});

export function useSetupChecklist() {
  return useQuery(setupChecklistQueryOptions);
}
