import { checklistSchema } from '@navalha/core/contracts/admin-checklist';
import type { Checklist } from '@navalha/core/contracts/admin-checklist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** POST /admin/checklist/dismiss: the owner puts the card away. */
export function dismissSetupChecklist(): Promise<Checklist> {
  return apiRequest('/admin/checklist/dismiss', { method: 'POST', schema: checklistSchema });
}

export function useDismissSetupChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissSetupChecklist,
    onSuccess: (checklist) => queryClient.setQueryData(adminKeys.checklist(), checklist),
  });
}
