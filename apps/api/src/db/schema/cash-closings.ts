import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { barbershops } from './barbershops.js';
import { users } from './users.js';

/**
 * 'Fechar caixa' (issue 17 §5): the cash counted in the drawer at the end of a shop-local day,
 * the cash the day's payments say should be there, and the difference. Append-only: closing a
 * day again adds a row (a correction) and the latest one is the day's closing, so nothing
 * counted is ever lost.
 */
export const cashClosings = pgTable(
  'cash_closings',
  {
    id: uuid('id').notNull().defaultRandom(),
    barbershopId: uuid('barbershop_id')
      .notNull()
      .references(() => barbershops.id, { onDelete: 'cascade' }),
    // The shop-local day closed.
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    countedCents: integer('counted_cents').notNull(),
    expectedCents: integer('expected_cents').notNull(),
    // counted − expected: positive is cash over, negative cash short.
    differenceCents: integer('difference_cents').notNull(),
    note: text('note'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Tenancy: a shop's rows are keyed with the shop (architecture §12, decision 045).
    primaryKey({ name: 'cash_closings_pk', columns: [table.barbershopId, table.id] }),
    // The day's closings, latest first: the cash screen's one read.
    index('cash_closings_shop_day_idx').on(table.barbershopId, table.businessDate, table.closedAt),
    check('cash_closings_counted_not_negative', sql`${table.countedCents} >= 0`),
    check(
      'cash_closings_difference',
      sql`${table.differenceCents} = ${table.countedCents} - ${table.expectedCents}`,
    ),
  ],
);

export type CashClosingRow = typeof cashClosings.$inferSelect;
