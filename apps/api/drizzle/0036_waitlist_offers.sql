-- The waitlist's offers (issue 19 §3, decision 032): the time an entry holds, the times it declined,
-- the booking it made; one freed time offered to one entry at a time.
ALTER TYPE "public"."notification_type" ADD VALUE 'WAITLIST_OFFER';--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "offer_barber_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "offer_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "declined_slot_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "appointment_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_offer_barber_id_users_id_fk" FOREIGN KEY ("offer_barber_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_open_offer_unique" ON "waitlist_entries" USING btree ("barbershop_id","offer_barber_id","offer_starts_at") WHERE "waitlist_entries"."status" = 'OFFERED';--> statement-breakpoint
CREATE INDEX "waitlist_entries_offer_expiry_idx" ON "waitlist_entries" USING btree ("offer_expires_at") WHERE "waitlist_entries"."status" = 'OFFERED';--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_offer" CHECK (("waitlist_entries"."status" = 'OFFERED') = ("waitlist_entries"."offer_barber_id" is not null and "waitlist_entries"."offer_starts_at" is not null and "waitlist_entries"."offer_expires_at" is not null));