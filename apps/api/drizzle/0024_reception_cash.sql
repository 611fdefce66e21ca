ALTER TYPE "public"."user_role" ADD VALUE 'RECEPTION';--> statement-breakpoint
CREATE TABLE "cash_closings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"barbershop_id" uuid NOT NULL,
	"business_date" date NOT NULL,
	"counted_cents" integer NOT NULL,
	"expected_cents" integer NOT NULL,
	"difference_cents" integer NOT NULL,
	"note" text,
	"closed_by" uuid,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_closings_counted_not_negative" CHECK ("cash_closings"."counted_cents" >= 0),
	CONSTRAINT "cash_closings_difference" CHECK ("cash_closings"."difference_cents" = "cash_closings"."counted_cents" - "cash_closings"."expected_cents")
);
--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_staff_role";--> statement-breakpoint
ALTER TABLE "cash_closings" ADD CONSTRAINT "cash_closings_barbershop_id_barbershops_id_fk" FOREIGN KEY ("barbershop_id") REFERENCES "public"."barbershops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closings" ADD CONSTRAINT "cash_closings_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_closings_shop_id_unique" ON "cash_closings" USING btree ("barbershop_id","id");--> statement-breakpoint
CREATE INDEX "cash_closings_shop_day_idx" ON "cash_closings" USING btree ("barbershop_id","business_date","closed_at");--> statement-breakpoint
CREATE INDEX "payments_shop_paid_at_idx" ON "payments" USING btree ("barbershop_id","paid_at") WHERE "payments"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "payments_shop_refunded_at_idx" ON "payments" USING btree ("barbershop_id","refunded_at") WHERE "payments"."refunded_at" is not null;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_staff_role" CHECK ("invitations"."role"::text in ('BARBER', 'ADMIN', 'RECEPTION'));