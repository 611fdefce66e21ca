import { checklistSchema } from '@navalha/core/contracts/admin-checklist';
import type { Checklist } from '@navalha/core/contracts/admin-checklist';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

const checklistKey = [...adminKeys.all, 'checklist'] as const;

/** GET /admin/checklist: what is left after the first-run setup. */
export function getSetupChecklist(signal?: AbortSignal): Promise<Checklist> {
  return apiRequest('/admin/checklist', { schema: checklistSchema, signal, silent: true });
}

export function useSetupChecklist() {
  return useQuery(
    queryOptions({ queryKey: checklistKey, queryFn: ({ signal }) => getSetupChecklist(signal) }),
  );
}

/** POST /admin/checklist/dismiss: the owner puts the card away. */
export function useDismissSetupChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/admin/checklist/dismiss', { method: 'POST', schema: checklistSchema }),
    onSuccess: (checklist) => queryClient.setQueryData(checklistKey, checklist),
  });
}
