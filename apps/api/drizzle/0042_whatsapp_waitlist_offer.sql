ALTER TABLE "whatsapp_messages" DROP CONSTRAINT "whatsapp_messages_kind";--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ALTER COLUMN "appointment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "waitlist_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_waitlist_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("waitlist_entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_offer_once" ON "whatsapp_messages" USING btree ("barbershop_id","waitlist_entry_id","occasion") WHERE "whatsapp_messages"."waitlist_entry_id" is not null;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_subject" CHECK (case when "whatsapp_messages"."kind" = 'WAITLIST_OFFER'
        then "whatsapp_messages"."waitlist_entry_id" is not null and "whatsapp_messages"."appointment_id" is null
        else "whatsapp_messages"."appointment_id" is not null and "whatsapp_messages"."waitlist_entry_id" is null end);--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_kind" CHECK ("whatsapp_messages"."kind" in ('CONFIRMATION', 'REMINDER_FIRST', 'REMINDER_SECOND', 'LATE', 'CANCELLATION', 'RESCHEDULE', 'WAITLIST_OFFER'));