-- The live agenda's NOTIFY leaves the writers' transactions (decision 031): PostgreSQL holds one
-- lock on the database from a notifying transaction's pre-commit until its commit is flushed,
-- so with the trigger of 0023 every booking write waited for the one before it. The
-- appointments repository, the one writer of the table, now signals the shop's agenda after
-- the commit (db/signals.ts).
DROP TRIGGER IF EXISTS "appointments_agenda_changed" ON "appointments";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "navalha_notify_agenda_changed"();
