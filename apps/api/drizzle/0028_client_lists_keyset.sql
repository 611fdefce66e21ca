-- 'Minha Agenda' pages by keyset on (starts_at, id) (issue 18 §3): the client's index carries
-- the tie-break so the cursor's row comparison is an index condition. Same name, wider key.
DROP INDEX IF EXISTS "appointments_client_starts_at_idx";--> statement-breakpoint
CREATE INDEX "appointments_client_starts_at_idx" ON "appointments" USING btree ("client_id","starts_at","id");
