import type { Notification } from '@navalha/core/contracts/notifications';
import type { NotificationRow } from '../../db/schema/notifications.js';

export function toNotificationDto(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    appointmentId: row.appointmentId,
    readAt: row.readAt,
    createdAt: row.createdAt,
  };
}
