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
