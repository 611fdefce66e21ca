-- A wallet balance belongs to one shop (issue 20 §2, decision 042). An existing wallet moves to
-- the shop where its client booked most recently, else to the install's first shop (in a
-- one-shop install: its only shop). Its ledger rows and deposits follow their wallet. Saved
-- payment methods become the person's (user_id) rather than a wallet's.
ALTER TABLE "wallets" ADD COLUMN "barbershop_id" uuid;--> statement-breakpoint
UPDATE "wallets" w SET "barbershop_id" = coalesce(
  (select a."barbershop_id" from "appointments" a where a."client_id" = w."user_id"
    order by a."created_at" desc, a."id" desc limit 1),
  (select s."id" from "barbershops" s order by s."created_at", s."id" limit 1));--> statement-breakpoint
ALTER TABLE "wallets" ALTER COLUMN "barbershop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_barbershop_id_barbershops_id_fk" FOREIGN KEY ("barbershop_id") REFERENCES "public"."barbershops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
DROP INDEX "wallets_user_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_shop_user_unique" ON "wallets" USING btree ("barbershop_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_id_shop_unique" ON "wallets" USING btree ("id","barbershop_id");--> statement-breakpoint
CREATE INDEX "wallets_user_idx" ON "wallets" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_wallet_id_wallets_id_fk";--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "barbershop_id" uuid;--> statement-breakpoint
UPDATE "wallet_transactions" t SET "barbershop_id" = w."barbershop_id" FROM "wallets" w WHERE w."id" = t."wallet_id";--> statement-breakpoint
ALTER TABLE "wallet_transactions" ALTER COLUMN "barbershop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_barbershop_id_barbershops_id_fk" FOREIGN KEY ("barbershop_id") REFERENCES "public"."barbershops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_wallet_shop_fk" FOREIGN KEY ("wallet_id","barbershop_id") REFERENCES "public"."wallets"("id","barbershop_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_deposits" DROP CONSTRAINT "wallet_deposits_wallet_id_wallets_id_fk";--> statement-breakpoint
ALTER TABLE "wallet_deposits" ADD COLUMN "barbershop_id" uuid;--> statement-breakpoint
UPDATE "wallet_deposits" d SET "barbershop_id" = w."barbershop_id" FROM "wallets" w WHERE w."id" = d."wallet_id";--> statement-breakpoint
ALTER TABLE "wallet_deposits" ALTER COLUMN "barbershop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_deposits" ADD CONSTRAINT "wallet_deposits_barbershop_id_barbershops_id_fk" FOREIGN KEY ("barbershop_id") REFERENCES "public"."barbershops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_deposits" ADD CONSTRAINT "wallet_deposits_wallet_shop_fk" FOREIGN KEY ("wallet_id","barbershop_id") REFERENCES "public"."wallets"("id","barbershop_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_payment_methods" ADD COLUMN "user_id" uuid;--> statement-breakpoint
UPDATE "wallet_payment_methods" m SET "user_id" = w."user_id" FROM "wallets" w WHERE w."id" = m."wallet_id";--> statement-breakpoint
ALTER TABLE "wallet_payment_methods" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_payment_methods" DROP CONSTRAINT "wallet_payment_methods_wallet_id_wallets_id_fk";--> statement-breakpoint
DROP INDEX "wallet_payment_methods_wallet_idx";--> statement-breakpoint
DROP INDEX "wallet_payment_methods_one_default";--> statement-breakpoint
DROP INDEX "wallet_payment_methods_card_unique";--> statement-breakpoint
DROP INDEX "wallet_payment_methods_device_unique";--> statement-breakpoint
ALTER TABLE "wallet_payment_methods" DROP COLUMN "wallet_id";--> statement-breakpoint
ALTER TABLE "wallet_payment_methods" ADD CONSTRAINT "wallet_payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_payment_methods_user_idx" ON "wallet_payment_methods" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_payment_methods_one_default" ON "wallet_payment_methods" USING btree ("user_id") WHERE "wallet_payment_methods"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_payment_methods_card_unique" ON "wallet_payment_methods" USING btree ("user_id","method_type","card_brand","card_last_four","expiry_date") WHERE "wallet_payment_methods"."card_last_four" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_payment_methods_device_unique" ON "wallet_payment_methods" USING btree ("user_id","method_type") WHERE "wallet_payment_methods"."card_last_four" is null;
