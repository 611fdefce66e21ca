import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments.js';
import { barbershops } from './barbershops.js';
import { users } from './users.js';

/**
 * A client's rating of a completed appointment: one per appointment (the unique index decides
 * a race between two submissions), 1–5 stars and an optional comment of up to 500 characters.
 * The barber and the shop are copied from the appointment so a barber's reviews and average
 * need no join, and the review lives with its booking (decision 045).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').notNull().defaultRandom(),
    barbershopId: uuid('barbershop_id')
      .notNull()
      .references(() => barbershops.id, { onDelete: 'restrict' }),
    appointmentId: uuid('appointment_id').notNull(),
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
    primaryKey({ name: 'reviews_pk', columns: [table.barbershopId, table.id] }),
    foreignKey({
      name: 'reviews_appointment_fk',
      columns: [table.barbershopId, table.appointmentId],
      foreignColumns: [appointments.barbershopId, appointments.id],
    }).onDelete('restrict'),
    uniqueIndex('reviews_appointment_unique').on(table.barbershopId, table.appointmentId),
    // A booking's review is read by the booking's id alone.
    index('reviews_appointment_idx').on(table.appointmentId),
    // A barber's reviews, newest first, and their average and count.
    index('reviews_barber_created_idx').on(table.barberId, table.createdAt.desc()),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('reviews_comment_length', sql`char_length(${table.comment}) <= 500`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;
