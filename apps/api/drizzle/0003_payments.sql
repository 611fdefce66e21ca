CREATE TYPE "public"."payment_flow" AS ENUM('pix', 'card', 'checkout', 'cash');--> statement-breakpoint
CREATE TYPE "public"."payment_gateway" AS ENUM('sandbox', 'mercadopago', 'shop');--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" "payment_gateway" NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"gateway_payment_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"barbershop_id" uuid NOT NULL,
	"method" "payment_method" NOT NULL,
	"flow" "payment_flow" NOT NULL,
	"status" "payment_status" DEFAULT 'PENDING' NOT NULL,
	"amount_cents" integer NOT NULL,
	"gateway" "payment_gateway" NOT NULL,
	"gateway_payment_id" text,
	"preference_id" text,
	"transaction_id" text,
	"qr_code" text,
	"qr_code_base64" text,
	"payment_url" text,
	"installments" integer DEFAULT 1 NOT NULL,
	"card_brand" text,
	"card_last_four" text,
	"description" text,
	"failure_reason" text,
	"cancellation_reason" text,
	"idempotency_key" text,
	"refunded_amount_cents" integer,
	"refund_fee_cents" integer,
	"refund_reason" text,
	"refund_requested_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amounts_non_negative" CHECK ("payments"."amount_cents" >= 0 and coalesce("payments"."refunded_amount_cents", 0) >= 0 and coalesce("payments"."refund_fee_cents", 0) >= 0),
	CONSTRAINT "payments_installments_range" CHECK ("payments"."installments" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"cardholder_name" text NOT NULL,
	"expiration_month" integer NOT NULL,
	"expiration_year" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"preference_id" text,
	"kind" text NOT NULL,
	"method" "payment_method" NOT NULL,
	"status" text NOT NULL,
	"status_detail" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"merchant_name" text NOT NULL,
	"external_reference" text NOT NULL,
	"qr_code" text,
	"qr_code_base64" text,
	"installments" integer DEFAULT 1 NOT NULL,
	"card_brand" text,
	"card_last_four" text,
	"transaction_id" text,
	"refunded_amount_cents" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_kind" CHECK ("sandbox_payments"."kind" in ('pix', 'card', 'checkout'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_barbershop_id_barbershops_id_fk" FOREIGN KEY ("barbershop_id") REFERENCES "public"."barbershops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_card_tokens" ADD CONSTRAINT "sandbox_card_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_gateway_event_unique" ON "payment_events" USING btree ("gateway","event_id");--> statement-breakpoint
CREATE INDEX "payments_appointment_created_idx" ON "payments" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_client_created_idx" ON "payments" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment_unique" ON "payments" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
CREATE INDEX "payments_preference_idx" ON "payments" USING btree ("preference_id");--> statement-breakpoint
CREATE INDEX "payments_status_expires_idx" ON "payments" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_client_idempotency_unique" ON "payments" USING btree ("client_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_appointment" ON "payments" USING btree ("appointment_id") WHERE "payments"."status" in ('PENDING', 'PROCESSING');--> statement-breakpoint
CREATE INDEX "sandbox_card_tokens_expires_idx" ON "sandbox_card_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_preference_unique" ON "sandbox_payments" USING btree ("preference_id");--> statement-breakpoint
CREATE INDEX "appointments_pending_created_idx" ON "appointments" USING btree ("created_at") WHERE "appointments"."status" = 'PENDING';