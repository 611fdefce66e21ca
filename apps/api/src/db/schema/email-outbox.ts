import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { notifications } from './notifications.js';

/**
 * The e-mail copy of a notification, waiting for the outbox sweep (ARCHITECTURE §7). Written in
 * the transaction of the event; sent later, outside any transaction. A sweep claims a row by
 * moving `next_attempt_at` forward (a lease), so two instances never send it twice at once; a
 * failure pushes it further (backoff) until it is sent or given up (`failed_at`).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_outbox_notification_unique').on(table.notificationId),
    // The sweep's lookup: what is due and neither sent nor given up.
    index('email_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
    check('email_outbox_attempts_non_negative', sql`${table.attempts} >= 0`),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
