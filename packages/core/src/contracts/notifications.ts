import { z } from 'zod/mini';
import { notificationTypes } from '../domain/notifications/notification-types.js';
import { isoDateTimeSchema } from './calendar.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';

/** One notification of the bell. `link` is an app path to open, when there is one. */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  body: z.string(),
  link: z.nullable(z.string()),
  appointmentId: z.nullable(z.string()),
  /**
   * The shop the notification is about (decision 046): its booking's (or its payment's), a
   * waitlist offer's; null for one about the account.
   */
  shop: z.nullable(z.object({ id: z.string(), name: z.string() })),
  readAt: z.nullable(isoDateTimeSchema),
  createdAt: isoDateTimeSchema,
});

export type Notification = z.infer<typeof notificationSchema>;

/** `GET /notifications`: newest first, 20 a page by default, up to 50. */
export const notificationsQuerySchema = paginationQuerySchema({ defaultLimit: 20, maxLimit: 50 });

/** A page of the reader's notifications and how many of all of them are unread. */
export const notificationListSchema = z.extend(paginatedSchema(notificationSchema), {
  unreadCount: z.int(),
});

export type NotificationList = z.infer<typeof notificationListSchema>;

/** `POST /notifications/read-all` and `PATCH /notifications/{id}/read`: what is left unread. */
export const notificationsReadSchema = z.object({ unreadCount: z.int() });
export type NotificationsRead = z.infer<typeof notificationsReadSchema>;

/**
 * The events of `GET /notifications/stream` (server-sent events): `notification` when one was
 * created for the reader (data: its id), `read` when some were read on another device, and
 * `resync` when the server may have missed events (its database listener reconnected). Each
 * asks the page to fetch the list again.
 */
export const notificationStreamEvents = ['notification', 'read', 'resync'] as const;

/**
 * The stream's shop-wide event, sent only to those who run the desk (the roles of the agenda
 * route): a booking of their shop was made, moved, cancelled, paid or otherwise changed, by
 * anyone (issue 17 §1). It carries no data; the agenda fetches its day again. The bell ignores it.
 */
export const agendaStreamEvent = 'agenda';

export type NotificationStreamEvent =
  (typeof notificationStreamEvents)[number] | typeof agendaStreamEvent;
