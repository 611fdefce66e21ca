-- Citus-ready keys for the booking core (issue 20 §5, decision 045): a booking, its services, its
-- payments and its review are keyed by (barbershop_id, id), the no-double-booking exclusion is
-- per shop, and every foreign key into them pairs the shop, so a row can never point into
-- another shop. Safe order: the foreign keys naming the old keys go first; the shop is copied
-- onto the rows that lacked it from their booking before NOT NULL; then the keys are replaced and
-- the foreign keys come back paired. A row whose shop disagrees with its booking's fails loudly.
ALTER TABLE "appointment_services" DROP CONSTRAINT "appointment_services_appointment_id_appointments_id_fk";--> statement-breakpoint
ALTER TABLE "appointment_services" DROP CONSTRAINT "appointment_services_service_id_services_id_fk";--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_promo_code_id_promo_codes_id_fk";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_appointment_id_appointments_id_fk";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_appointment_id_appointments_id_fk";--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_appointment_id_appointments_id_fk";--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_payment_id_payments_id_fk";--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_appointment_id_appointments_id_fk";--> statement-breakpoint
ALTER TABLE "whatsapp_messages" DROP CONSTRAINT "whatsapp_messages_appointment_id_appointments_id_fk";--> statement-breakpoint
ALTER TABLE "appointment_services" ADD COLUMN "barbershop_id" uuid;--> statement-breakpoint
UPDATE "appointment_services" s SET "barbershop_id" = a."barbershop_id" FROM "appointments" a WHERE a."id" = s."appointment_id";--> statement-breakpoint
ALTER TABLE "appointment_services" ALTER COLUMN "barbershop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "barbershop_id" uuid;--> statement-breakpoint
UPDATE "reviews" r SET "barbershop_id" = a."barbershop_id" FROM "appointments" a WHERE a."id" = r."appointment_id";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "barbershop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "barbershop_id" uuid;--> statement-breakpoint
UPDATE "notifications" n SET "barbershop_id" = a."barbershop_id" FROM "appointments" a WHERE a."id" = n."appointment_id";--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_pkey";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_pk" PRIMARY KEY("barbershop_id","id");--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_double_booking";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_double_booking"
  EXCLUDE USING gist ("barbershop_id" WITH =, "barber_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" IN ('PENDING', 'CONFIRMED'));--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_pkey";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pk" PRIMARY KEY("barbershop_id","id");--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_pkey";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_pk" PRIMARY KEY("barbershop_id","id");--> statement-breakpoint
ALTER TABLE "appointment_services" DROP CONSTRAINT "appointment_services_pk";--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_pk" PRIMARY KEY("barbershop_id","appointment_id","position");--> statement-breakpoint
CREATE INDEX "appointments_id_idx" ON "appointments" USING btree ("id");--> statement-breakpoint
CREATE INDEX "appointment_services_appointment_idx" ON "appointment_services" USING btree ("appointment_id","position");--> statement-breakpoint
CREATE INDEX "payments_id_idx" ON "payments" USING btree ("id");--> statement-breakpoint
DROP INDEX "payments_gateway_payment_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment_unique" ON "payments" USING btree ("barbershop_id","gateway","gateway_payment_id");--> statement-breakpoint
CREATE INDEX "payments_gateway_payment_idx" ON "payments" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
DROP INDEX "payments_client_idempotency_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_client_idempotency_unique" ON "payments" USING btree ("barbershop_id","client_id","idempotency_key");--> statement-breakpoint
DROP INDEX "payments_one_open_per_appointment";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_appointment" ON "payments" USING btree ("barbershop_id","appointment_id") WHERE "payments"."status" in ('PENDING', 'PROCESSING');--> statement-breakpoint
DROP INDEX "payments_one_balance_per_appointment";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_balance_per_appointment" ON "payments" USING btree ("barbershop_id","appointment_id") WHERE "payments"."purpose" = 'BALANCE' and "payments"."status" = 'COMPLETED';--> statement-breakpoint
DROP INDEX "reviews_appointment_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_appointment_unique" ON "reviews" USING btree ("barbershop_id","appointment_id");--> statement-breakpoint
CREATE INDEX "reviews_appointment_idx" ON "reviews" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_shop_id_unique" ON "promo_codes" USING btree ("barbershop_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_shop_id_unique" ON "services" USING btree ("barbershop_id","id");--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_barbershop_id_barbershops_id_fk" FOREIGN KEY ("barbershop_id") REFERENCES "public"."barbershops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_appointment_fk" FOREIGN KEY ("barbershop_id","appointment_id") REFERENCES "public"."appointments"("barbershop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_service_fk" FOREIGN KEY ("barbershop_id","service_id") REFERENCES "public"."services"("barbershop_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- A deleted promo code clears only the booking's code, never its shop (PostgreSQL 15's column
-- list; drizzle's snapshot records plain 'set null').
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_promo_code_fk" FOREIGN KEY ("barbershop_id","promo_code_id") REFERENCES "public"."promo_codes"("barbershop_id","id") ON DELETE SET NULL ("promo_code_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_barbershop_id_barbershops_id_fk" FOREIGN KEY ("barbershop_id") REFERENCES "public"."barbershops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_appointment_fk" FOREIGN KEY ("barbershop_id","appointment_id") REFERENCES "public"."appointments"("barbershop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_appointment_has_shop" CHECK ("notifications"."appointment_id" is null or "notifications"."barbershop_id" is not null);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_appointment_fk" FOREIGN KEY ("barbershop_id","appointment_id") REFERENCES "public"."appointments"("barbershop_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_barbershop_id_barbershops_id_fk" FOREIGN KEY ("barbershop_id") REFERENCES "public"."barbershops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_appointment_fk" FOREIGN KEY ("barbershop_id","appointment_id") REFERENCES "public"."appointments"("barbershop_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_payment_fk" FOREIGN KEY ("barbershop_id","payment_id") REFERENCES "public"."payments"("barbershop_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_appointment_fk" FOREIGN KEY ("barbershop_id","appointment_id") REFERENCES "public"."appointments"("barbershop_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_appointment_fk" FOREIGN KEY ("barbershop_id","appointment_id") REFERENCES "public"."appointments"("barbershop_id","id") ON DELETE cascade ON UPDATE no action;
