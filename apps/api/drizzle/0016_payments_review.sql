ALTER TABLE "payments" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "flagged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_shop_flagged_idx" ON "payments" USING btree ("barbershop_id","flagged_at") WHERE "payments"."flagged_at" is not null;