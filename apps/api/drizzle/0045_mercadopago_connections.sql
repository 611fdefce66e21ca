ALTER TYPE "public"."one_time_token_purpose" ADD VALUE 'MERCADOPAGO_OAUTH';--> statement-breakpoint
CREATE TABLE "mercadopago_connections" (
	"barbershop_id" uuid PRIMARY KEY NOT NULL,
	"mp_user_id" text NOT NULL,
	"nickname" text,
	"email" text,
	"public_key" text,
	"access_token_encrypted" text NOT NULL,
	"refresh_token_encrypted" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"connected_by" uuid,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mercadopago_connections" ADD CONSTRAINT "mercadopago_connections_barbershop_id_barbershops_id_fk" FOREIGN KEY ("barbershop_id") REFERENCES "public"."barbershops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mercadopago_connections" ADD CONSTRAINT "mercadopago_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;