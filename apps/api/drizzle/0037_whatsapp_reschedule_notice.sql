ALTER TABLE "whatsapp_messages" DROP CONSTRAINT "whatsapp_messages_kind";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "rescheduled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "appointments_rescheduled_at_idx" ON "appointments" USING btree ("rescheduled_at") WHERE "appointments"."rescheduled_at" is not null;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_kind" CHECK ("whatsapp_messages"."kind" in ('CONFIRMATION', 'REMINDER_FIRST', 'REMINDER_SECOND', 'LATE', 'CANCELLATION', 'RESCHEDULE'));