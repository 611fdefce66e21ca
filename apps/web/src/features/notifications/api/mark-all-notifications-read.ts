import { notificationsReadSchema } from '@navalha/core/contracts/notifications';
import type { NotificationsRead } from '@navalha/core/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

/** POST /notifications/read-all. */
export function markAllNotificationsRead(): Promise<NotificationsRead> {
  return apiRequest('/notifications/read-all', {
    method: 'POST',
    schema: notificationsReadSchema,
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
