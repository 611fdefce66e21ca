CREATE TYPE "public"."wallet_method_type" AS ENUM('credit_card', 'debit_card', 'apple_pay', 'google_pay', 'pix');--> statement-breakpoint
CREATE TYPE "public"."wallet_transaction_type" AS ENUM('deposit', 'payment', 'refund');--> statement-breakpoint
ALTER TYPE "public"."payment_flow" ADD VALUE 'wallet';--> statement-breakpoint
ALTER TYPE "public"."payment_gateway" ADD VALUE 'wallet';--> statement-breakpoint
CREATE TABLE "wallet_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "payment_status" DEFAULT 'PENDING' NOT NULL,
	"gateway" "payment_gateway" NOT NULL,
	"gateway_payment_id" text,
	"transaction_id" text,
	"qr_code" text,
	"qr_code_base64" text,
	"payment_url" text,
	"failure_reason" text,
	"idempotency_key" text,
	"submitted_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_deposits_amount_range" CHECK ("wallet_deposits"."amount_cents" between 1 and 500000),
	CONSTRAINT "wallet_deposits_online_gateway" CHECK ("wallet_deposits"."gateway" in ('sandbox', 'mercadopago'))
);
--> statement-breakpoint
CREATE TABLE "wallet_payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet_id" uuid NOT NULL,
	"method_type" "wallet_method_type" NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"card_token" text,
	"card_brand" text,
	"card_last_four" text,
	"cardholder_name" text,
	"expiry_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_payment_methods_card_fields" CHECK (("wallet_payment_methods"."method_type" in ('credit_card', 'debit_card')) = ("wallet_payment_methods"."card_last_four" is not null and "wallet_payment_methods"."card_brand" is not null and "wallet_payment_methods"."expiry_date" is not null and "wallet_payment_methods"."card_token" is not null)),
	CONSTRAINT "wallet_payment_methods_last_four" CHECK ("wallet_payment_methods"."card_last_four" ~ '^[0-9]{4}$'),
	CONSTRAINT "wallet_payment_methods_brand" CHECK (card_brand in ('Visa', 'Mastercard', 'American Express', 'Other')),
	CONSTRAINT "wallet_payment_methods_expiry_first_day" CHECK (extract(day from "wallet_payment_methods"."expiry_date") = 1)
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet_id" uuid NOT NULL,
	"type" "wallet_transaction_type" NOT NULL,
	"direction" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" bigint NOT NULL,
	"status" "payment_status" DEFAULT 'COMPLETED' NOT NULL,
	"deposit_id" uuid,
	"payment_id" uuid,
	"appointment_id" uuid,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_amount_positive" CHECK ("wallet_transactions"."amount_cents" > 0),
	CONSTRAINT "wallet_transactions_balance_after" CHECK ("wallet_transactions"."balance_after_cents" >= 0),
	CONSTRAINT "wallet_transactions_direction" CHECK (("wallet_transactions"."type" = 'payment' and "wallet_transactions"."direction" = 'debit') or ("wallet_transactions"."type" in ('deposit', 'refund') and "wallet_transactions"."direction" = 'credit')),
	CONSTRAINT "wallet_transactions_source" CHECK (("wallet_transactions"."type" = 'deposit' and "wallet_transactions"."deposit_id" is not null and "wallet_transactions"."payment_id" is null) or ("wallet_transactions"."type" in ('payment', 'refund') and "wallet_transactions"."payment_id" is not null and "wallet_transactions"."deposit_id" is null))
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_non_negative" CHECK ("wallets"."balance_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_deposits" ADD CONSTRAINT "wallet_deposits_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_deposits" ADD CONSTRAINT "wallet_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_payment_methods" ADD CONSTRAINT "wallet_payment_methods_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_deposit_id_wallet_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."wallet_deposits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_deposits_gateway_payment_unique" ON "wallet_deposits" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_deposits_user_idempotency_unique" ON "wallet_deposits" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "wallet_deposits_wallet_created_idx" ON "wallet_deposits" USING btree ("wallet_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_deposits_open_expires_idx" ON "wallet_deposits" USING btree ("expires_at") WHERE "wallet_deposits"."status" in ('PENDING', 'PROCESSING');--> statement-breakpoint
CREATE INDEX "wallet_payment_methods_wallet_idx" ON "wallet_payment_methods" USING btree ("wallet_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_payment_methods_one_default" ON "wallet_payment_methods" USING btree ("wallet_id") WHERE "wallet_payment_methods"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_payment_methods_card_unique" ON "wallet_payment_methods" USING btree ("wallet_id","method_type","card_brand","card_last_four","expiry_date") WHERE "wallet_payment_methods"."card_last_four" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_payment_methods_device_unique" ON "wallet_payment_methods" USING btree ("wallet_id","method_type") WHERE "wallet_payment_methods"."card_last_four" is null;--> statement-breakpoint
CREATE INDEX "wallet_transactions_wallet_created_idx" ON "wallet_transactions" USING btree ("wallet_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_deposit_unique" ON "wallet_transactions" USING btree ("deposit_id") WHERE "wallet_transactions"."deposit_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_payment_type_unique" ON "wallet_transactions" USING btree ("payment_id","type") WHERE "wallet_transactions"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_user_unique" ON "wallets" USING btree ("user_id");