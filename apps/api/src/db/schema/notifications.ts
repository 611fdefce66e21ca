import { notificationTypes } from '@navalha/core/domain/notifications/notification-types';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.js';
import { users } from './users.js';

export const notificationTypeEnum = pgEnum('notification_type', notificationTypes);

/**
 * What the bell lists: one row per reader. Title and body are written in pt-BR when the event
 * happens (shop-local times), so a later edit of the booking never rewrites what was said.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    // An app path ('/appointment/…'), never an outside address.
    link: text('link'),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'cascade',
    }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The bell's list, newest first.
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc(), table.id),
    // The badge's count.
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    // The 24 h reminder is written once per booking and reader, whichever instance sweeps.
    uniqueIndex('notifications_reminder_once')
      .on(table.appointmentId, table.userId)
      .where(sql`${table.type} = 'APPOINTMENT_REMINDER'`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
