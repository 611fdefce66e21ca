-- Citus-ready keys for the rest of a shop's tables (issue 20 §5, decision 045 and its addendum):
-- each is keyed by (barbershop_id, id) and every foreign key into one pairs the shop. Safe order,
-- as in 0046: the foreign keys naming the old keys go first; a barber's rows take their shop
-- (a service link the service's, hours and time off the barber's) before NOT NULL; then the keys
-- are replaced and the foreign keys come back paired, so a row whose shop disagrees with its
-- parent's fails loudly rather than being moved.
ALTER TABLE "appointment_services" DROP CONSTRAINT "appointment_services_service_fk";--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_promo_code_fk";--> statement-breakpoint
ALTER TABLE "barber_services" DROP CONSTRAINT "barber_services_service_id_services_id_fk";--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_deposit_id_wallet_deposits_id_fk";--> statement-breakpoint
ALTER TABLE "whatsapp_messages" DROP CONSTRAINT "whatsapp_messages_waitlist_entry_id_waitlist_entries_id_fk";--> statement-breakpoint
ALTER TABLE "barber_services" ADD COLUMN "barbershop_id" uuid;--> statement-breakpoint
UPDATE "barber_services" bs SET "barbershop_id" = s."barbershop_id" FROM "services" s WHERE s."id" = bs."service_id";--> statement-breakpoint
ALTER TABLE "barber_services" ALTER COLUMN "barbershop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "working_hours" ADD COLUMN "barbershop_id" uuid;--> statement-breakpoint
UPDATE "working_hours" w SET "barbershop_id" = u."barbershop_id" FROM "users" u WHERE u."id" = w."barber_id";--> statement-breakpoint
ALTER TABLE "working_hours" ALTER COLUMN "barbershop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "time_off" ADD COLUMN "barbershop_id" uuid;--> statement-breakpoint
UPDATE "time_off" t SET "barbershop_id" = u."barbershop_id" FROM "users" u WHERE u."id" = t."barber_id";--> statement-breakpoint
ALTER TABLE "time_off" ALTER COLUMN "barbershop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_pkey";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_pk" PRIMARY KEY("barbershop_id","id");--> statement-breakpoint
ALTER TABLE "barber_services" DROP CONSTRAINT "barber_services_pk";--> statement-breakpoint
ALTER TABLE "barber_services" ADD CONSTRAINT "barber_services_pk" PRIMARY KEY("barbershop_id","barber_id","service_id");--> statement-breakpoint
CREATE INDEX "barber_services_barber_id_idx" ON "barber_services" USING btree ("barber_id");--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_pkey";--> statement-breakpoint
DROP INDEX "calendar_feeds_shop_id_unique";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_pk" PRIMARY KEY("barbershop_id","id");--> statement-breakpoint
-- A feed's or an invitation's link carries its token alone: found by the hash over a plain
-- index, unique per shop (a random 256-bit token never repeats anyway).
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_token_hash_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_unique" ON "calendar_feeds" USING btree ("barbershop_id","token_hash");--> statement-breakpoint
CREATE INDEX "calendar_feeds_token_hash_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "cash_closings" DROP CONSTRAINT "cash_closings_pkey";--> statement-breakpoint
DROP INDEX "cash_closings_shop_id_unique";--> statement-breakpoint
ALTER TABLE "cash_closings" ADD CONSTRAINT "cash_closings_pk" PRIMARY KEY("barbershop_id","id");--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_pkey";--> statement-breakpoint
DROP INDEX "invitations_shop_id_unique";--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_pk" PRIMARY KEY("barbershop_id","id");--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_token_hash_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_unique" ON "invitations" USING btree ("barbershop_id","token_hash");--> statement-breakpoint
CREATE INDEX "invitations_token_hash_idx" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_pkey";--> statement-breakpoint
DROP INDEX "promo_codes_shop_id_unique";--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_pk" PRIMARY KEY("barbershop_id","id");--> statement-breakpoint
CREATE INDEX "promo_codes_id_idx" ON "promo_codes" USING btree ("id");--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_pkey";--> statement-breakpoint
DROP INDEX "services_shop_id_unique";--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_pk" PRIMARY KEY("barbershop_id","id");--> statement-breakpoint
CREATE INDEX "services_id_idx" ON "services" USING btree ("id");--> statement-breakpoint
ALTER TABLE "time_off" DROP CONSTRAINT "time_off_pkey";--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_pk" PRIMARY KEY("barbershop_id","id");--> statement-breakpoint
CREATE INDEX "time_off_id_idx" ON "time_off" USING btree ("id");--> statement-breakpoint
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_pkey";--> statement-breakpoint
DROP INDEX "waitlist_entries_shop_id_unique";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_pk" PRIMARY KEY("barbershop_id","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_id_idx" ON "waitlist_entries" USING btree ("id");--> statement-breakpoint
ALTER TABLE "wallet_deposits" DROP CONSTRAINT "wallet_deposits_pkey";--> statement-breakpoint
ALTER TABLE "wallet_deposits" ADD CONSTRAINT "wallet_deposits_pk" PRIMARY KEY("barbershop_id","id");--> statement-breakpoint
CREATE INDEX "wallet_deposits_id_idx" ON "wallet_deposits" USING btree ("id");--> statement-breakpoint
-- The webhook and the sandbox bank still find a deposit by the gateway's id alone.
DROP INDEX "wallet_deposits_gateway_payment_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_deposits_gateway_payment_unique" ON "wallet_deposits" USING btree ("barbershop_id","gateway","gateway_payment_id");--> statement-breakpoint
CREATE INDEX "wallet_deposits_gateway_payment_idx" ON "wallet_deposits" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
DROP INDEX "wallet_deposits_user_idempotency_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_deposits_user_idempotency_unique" ON "wallet_deposits" USING btree ("barbershop_id","user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_pkey";--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_pk" PRIMARY KEY("barbershop_id","id");--> statement-breakpoint
DROP INDEX "wallet_transactions_deposit_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_deposit_unique" ON "wallet_transactions" USING btree ("barbershop_id","deposit_id") WHERE "wallet_transactions"."deposit_id" is not null;--> statement-breakpoint
DROP INDEX "wallet_transactions_payment_type_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_payment_type_unique" ON "wallet_transactions" USING btree ("barbershop_id","payment_id","type") WHERE "wallet_transactions"."payment_id" is not null;--> statement-breakpoint
ALTER TABLE "wallets" DROP CONSTRAINT "wallets_pkey";--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_pk" PRIMARY KEY("barbershop_id","id");--> statement-breakpoint
ALTER TABLE "whatsapp_messages" DROP CONSTRAINT "whatsapp_messages_pkey";--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_pk" PRIMARY KEY("barbershop_id","id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_id_idx" ON "whatsapp_messages" USING btree ("id");--> statement-breakpoint
ALTER TABLE "working_hours" DROP CONSTRAINT "working_hours_pkey";--> statement-breakpoint
ALTER TABLE "working_hours" ADD CONSTRAINT "working_hours_pk" PRIMARY KEY("barbershop_id","id");--> statement-breakpoint
CREATE INDEX "working_hours_id_idx" ON "working_hours" USING btree ("id");--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_service_fk" FOREIGN KEY ("barbershop_id","service_id") REFERENCES "public"."services"("barbershop_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- A deleted promo code clears only the booking's code, never its shop (as in 0046).
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_promo_code_fk" FOREIGN KEY ("barbershop_id","promo_code_id") REFERENCES "public"."promo_codes"("barbershop_id","id") ON DELETE SET NULL ("promo_code_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barber_services" ADD CONSTRAINT "barber_services_barbershop_id_barbershops_id_fk" FOREIGN KEY ("barbershop_id") REFERENCES "public"."barbershops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barber_services" ADD CONSTRAINT "barber_services_service_fk" FOREIGN KEY ("barbershop_id","service_id") REFERENCES "public"."services"("barbershop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_barbershop_id_barbershops_id_fk" FOREIGN KEY ("barbershop_id") REFERENCES "public"."barbershops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_deposit_fk" FOREIGN KEY ("barbershop_id","deposit_id") REFERENCES "public"."wallet_deposits"("barbershop_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_waitlist_entry_fk" FOREIGN KEY ("barbershop_id","waitlist_entry_id") REFERENCES "public"."waitlist_entries"("barbershop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_hours" ADD CONSTRAINT "working_hours_barbershop_id_barbershops_id_fk" FOREIGN KEY ("barbershop_id") REFERENCES "public"."barbershops"("id") ON DELETE cascade ON UPDATE no action;
