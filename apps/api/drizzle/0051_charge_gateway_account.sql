ALTER TABLE "payments" ADD COLUMN "gateway_account" text;--> statement-breakpoint
ALTER TABLE "wallet_deposits" ADD COLUMN "gateway_account" text;