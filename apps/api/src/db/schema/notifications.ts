import { notificationTypes } from '@navalha/core/domain/notifications/notification-types';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments.js';
import { barbershops } from './barbershops.js';
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
    // A notice about a booking names the booking's shop too (decision 045): the inbox is the
    // person's across shops, and the foreign key pairs the booking with its shop.
    barbershopId: uuid('barbershop_id').references(() => barbershops.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'notifications_appointment_fk',
      columns: [table.barbershopId, table.appointmentId],
      foreignColumns: [appointments.barbershopId, appointments.id],
    }).onDelete('cascade'),
    // Without its shop a booking's id would escape the foreign key (MATCH SIMPLE skips nulls).
    check(
      'notifications_appointment_has_shop',
      sql`${table.appointmentId} is null or ${table.barbershopId} is not null`,
    ),
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
