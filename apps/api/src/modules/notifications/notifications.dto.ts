import type { Notification } from '@navalha/core/contracts/notifications';
import type { NotificationWithShop } from './notifications.repository.js';

export function toNotificationDto(row: NotificationWithShop): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    appointmentId: row.appointmentId,
    shop: row.shop,
    readAt: row.readAt,
    createdAt: row.createdAt,
  };
}
