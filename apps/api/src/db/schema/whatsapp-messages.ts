import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments.js';
import { barbershops } from './barbershops.js';
import { users } from './users.js';
import { waitlistEntries } from './waitlist-entries.js';

/** What a WhatsApp message says: about a booking (issue 19 §1) or a waitlist offer (§3). */
export const whatsappMessageKinds = [
  'CONFIRMATION',
  'REMINDER_FIRST',
  'REMINDER_SECOND',
  'LATE',
  'CANCELLATION',
  'RESCHEDULE',
  'WAITLIST_OFFER',
] as const;
export type WhatsappMessageKind = (typeof whatsappMessageKinds)[number];

/** How it leaves: the Cloud API (the outbox sweep sends it) or a staff member's wa.me link. */
export const whatsappChannels = ['CLOUD_API', 'CLICK_TO_CHAT'] as const;
export type WhatsappChannelName = (typeof whatsappChannels)[number];

/**
 * The WhatsApp outbox (decision 028): one row per booking, kind and occasion (the start time a
 * reminder is for), so however many processes sweep at once a message is written once (the
 * unique index) and sent once (claimed with SKIP LOCKED under a lease, like the e-mail outbox).
 * A waitlist offer's row names the entry instead of a booking, its occasion the offer (the time
 * held and until when, decision 038): one message per offer.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: uuid('id').notNull().defaultRandom(),
    barbershopId: uuid('barbershop_id')
      .notNull()
      .references(() => barbershops.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id'),
    waitlistEntryId: uuid('waitlist_entry_id'),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<WhatsappMessageKind>().notNull(),
    channel: text('channel').$type<WhatsappChannelName>().notNull(),
    // The booking's start this message is for: a moved booking gets its reminders again.
    occasion: text('occasion').notNull(),
    template: text('template').notNull(),
    // The template's body parameters, in order, worded when queued.
    parameters: jsonb('parameters').$type<string[]>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    // Meta's id (wamid…) of the sent message; who sent it by hand for click-to-chat.
    providerMessageId: text('provider_message_id'),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Keyed with the shop (decision 045); the sender still marks a message by its id alone.
    primaryKey({ name: 'whatsapp_messages_pk', columns: [table.barbershopId, table.id] }),
    index('whatsapp_messages_id_idx').on(table.id),
    foreignKey({
      name: 'whatsapp_messages_waitlist_entry_fk',
      columns: [table.barbershopId, table.waitlistEntryId],
      foreignColumns: [waitlistEntries.barbershopId, waitlistEntries.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'whatsapp_messages_appointment_fk',
      columns: [table.barbershopId, table.appointmentId],
      foreignColumns: [appointments.barbershopId, appointments.id],
    }).onDelete('cascade'),
    uniqueIndex('whatsapp_messages_once').on(
      table.barbershopId,
      table.appointmentId,
      table.kind,
      table.occasion,
    ),
    uniqueIndex('whatsapp_messages_offer_once')
      .on(table.barbershopId, table.waitlistEntryId, table.occasion)
      .where(sql`${table.waitlistEntryId} is not null`),
    index('whatsapp_messages_due_idx')
      .on(table.nextAttemptAt)
      .where(
        sql`${table.sentAt} is null and ${table.failedAt} is null and ${table.channel} = 'CLOUD_API'`,
      ),
    check(
      'whatsapp_messages_kind',
      sql`${table.kind} in ('CONFIRMATION', 'REMINDER_FIRST', 'REMINDER_SECOND', 'LATE', 'CANCELLATION', 'RESCHEDULE', 'WAITLIST_OFFER')`,
    ),
    // A waitlist offer names its entry; every other message its booking.
    check(
      'whatsapp_messages_subject',
      sql`case when ${table.kind} = 'WAITLIST_OFFER'
        then ${table.waitlistEntryId} is not null and ${table.appointmentId} is null
        else ${table.appointmentId} is not null and ${table.waitlistEntryId} is null end`,
    ),
    check('whatsapp_messages_channel', sql`${table.channel} in ('CLOUD_API', 'CLICK_TO_CHAT')`),
    check('whatsapp_messages_attempts_non_negative', sql`${table.attempts} >= 0`),
  ],
);

export type WhatsappMessageRow = typeof whatsappMessages.$inferSelect;

/**
 * Inbound WhatsApp messages already handled, by Meta's message id: a webhook delivered twice
 * acts once. The shop is the one of the booking it acted on, when there was one.
 */
export const whatsappInbound = pgTable('whatsapp_inbound', {
  messageId: text('message_id').primaryKey(),
  barbershopId: uuid('barbershop_id').references(() => barbershops.id, { onDelete: 'cascade' }),
  fromPhone: text('from_phone').notNull(),
  action: text('action').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
