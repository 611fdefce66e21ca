import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { barbershops } from './barbershops.js';
import { users } from './users.js';

/**
 * A shop's private note on one of its clients ('máquina 2 nas laterais', issue 17 §3): one per
 * shop and client, keyed by both, so one shop's staff never read another's. Saved with who wrote
 * it last, and when.
 */
export const clientNotes = pgTable(
  'client_notes',
  {
    barbershopId: uuid('barbershop_id')
      .notNull()
      .references(() => barbershops.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'client_notes_pkey', columns: [table.barbershopId, table.clientId] }),
    check('client_notes_body_length', sql`char_length(${table.body}) <= 2000`),
  ],
);

export type ClientNoteRow = typeof clientNotes.$inferSelect;
