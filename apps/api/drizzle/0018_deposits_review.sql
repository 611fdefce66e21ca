ALTER TABLE "wallet_deposits" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "wallet_deposits" ADD COLUMN "flagged_at" timestamp with time zone;