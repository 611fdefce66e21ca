-- Private calendar addresses of a barber or of the shop (issue 19 §4, decision 030).
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"barbershop_id" uuid NOT NULL,
	"barber_id" uuid,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_barbershop_id_barbershops_id_fk" FOREIGN KEY ("barbershop_id") REFERENCES "public"."barbershops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_barber_id_users_id_fk" FOREIGN KEY ("barber_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_shop_id_unique" ON "calendar_feeds" USING btree ("barbershop_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_barber_unique" ON "calendar_feeds" USING btree ("barbershop_id","barber_id") WHERE "calendar_feeds"."barber_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_shop_unique" ON "calendar_feeds" USING btree ("barbershop_id") WHERE "calendar_feeds"."barber_id" is null;
--> statement-breakpoint
-- The waitlist of a full day (issue 19 §3).
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"barbershop_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"barber_id" uuid,
	"day" date NOT NULL,
	"from_minute" smallint NOT NULL,
	"to_minute" smallint NOT NULL,
	"service_ids" uuid[] NOT NULL,
	"duration_minutes" integer NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status" CHECK ("waitlist_entries"."status" in ('WAITING', 'OFFERED', 'BOOKED', 'EXPIRED', 'CANCELLED')),
	CONSTRAINT "waitlist_entries_range" CHECK ("waitlist_entries"."from_minute" >= 0 and "waitlist_entries"."to_minute" <= 1440 and "waitlist_entries"."from_minute" < "waitlist_entries"."to_minute"),
	CONSTRAINT "waitlist_entries_duration" CHECK ("waitlist_entries"."duration_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_barbershop_id_barbershops_id_fk" FOREIGN KEY ("barbershop_id") REFERENCES "public"."barbershops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_barber_id_users_id_fk" FOREIGN KEY ("barber_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_shop_id_unique" ON "waitlist_entries" USING btree ("barbershop_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_live_unique" ON "waitlist_entries" USING btree ("barbershop_id","client_id","day") WHERE "waitlist_entries"."status" in ('WAITING', 'OFFERED');--> statement-breakpoint
CREATE INDEX "waitlist_entries_shop_day_idx" ON "waitlist_entries" USING btree ("barbershop_id","day","created_at");
