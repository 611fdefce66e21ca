import { notificationsReadSchema } from '@navalha/core/contracts/notifications';
import type { NotificationsRead } from '@navalha/core/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

/** PATCH /notifications/{id}/read. */
export function markNotificationRead(id: string): Promise<NotificationsRead> {
  return apiRequest(`/notifications/${encodeURIComponent(id)}/read`, {
    method: 'PATCH',
    schema: notificationsReadSchema,
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
