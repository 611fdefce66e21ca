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
 * The e-mail copy of a notification, waiting for the outbox sweep (architecture §7). Written in
 * the transaction of the event; sent later, outside any transaction. A sweep claims a row by
 * moving `next_attempt_at` forward (a lease), so two instances never send it twice at once; a
 * failure pushes it further (backoff) until it is sent or given up (`failed_at`).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The notification this e-mail copies; null for a message with no in-app twin (an invitation,
    // a reset or confirmation link), which carries its own address and texts below.
    notificationId: uuid('notification_id').references(() => notifications.id, {
      onDelete: 'cascade',
    }),
    toAddress: text('to_address'),
    subject: text('subject'),
    // The bodies of a link-carrying message are erased once it is sent or given up: the link's
    // token is kept hashed everywhere else.
    textBody: text('text_body'),
    htmlBody: text('html_body'),
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
    check(
      'email_outbox_notification_or_message',
      sql`${table.notificationId} is not null or (${table.toAddress} is not null and ${table.subject} is not null)`,
    ),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
