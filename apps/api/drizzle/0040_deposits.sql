ALTER TABLE "appointments" ADD COLUMN "deposit_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'BOOKING' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_balance_per_appointment" ON "payments" USING btree ("appointment_id") WHERE "payments"."purpose" = 'BALANCE' and "payments"."status" = 'COMPLETED';--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_deposit_within_total" CHECK ("appointments"."deposit_cents" is null or ("appointments"."deposit_cents" >= 0 and "appointments"."deposit_cents" <= "appointments"."total_cents"));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_known" CHECK ("payments"."purpose" in ('BOOKING', 'DEPOSIT', 'BALANCE'));