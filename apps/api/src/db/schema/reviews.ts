import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments.js';
import { users } from './users.js';

/**
 * A client's rating of a completed appointment: one per appointment (the unique index decides
 * a race between two submissions), 1–5 stars and an optional comment of up to 500 characters.
 * The barber is copied from the appointment so a barber's reviews and average need no join.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'restrict' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    barberId: uuid('barber_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_appointment_unique').on(table.appointmentId),
    // A barber's reviews, newest first, and their average and count.
    index('reviews_barber_created_idx').on(table.barberId, table.createdAt.desc()),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('reviews_comment_length', sql`char_length(${table.comment}) <= 500`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;
