CREATE TYPE "public"."one_time_token_purpose" AS ENUM('SETUP', 'PASSWORD_RESET', 'EMAIL_CONFIRMATION');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'PASSWORD_CHANGED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'ACCOUNT_SECURITY';--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"barbershop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"role" "user_role" NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "invitations_staff_role" CHECK ("invitations"."role" in ('BARBER', 'ADMIN')),
	CONSTRAINT "invitations_email_lower_case" CHECK ("invitations"."email" = lower("invitations"."email")),
	CONSTRAINT "invitations_accepted_or_revoked" CHECK ("invitations"."accepted_at" is null or "invitations"."revoked_at" is null)
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" "one_time_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid,
	"barbershop_id" uuid,
	"email" text,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "one_time_tokens_user_unless_setup" CHECK ("one_time_tokens"."purpose" = 'SETUP' or "one_time_tokens"."user_id" is not null),
	CONSTRAINT "one_time_tokens_email_confirmation_address" CHECK ("one_time_tokens"."purpose" <> 'EMAIL_CONFIRMATION' or "one_time_tokens"."email" is not null)
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setup_progress" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"draft" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "setup_progress_single_row" CHECK ("setup_progress"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "notification_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "to_address" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "text_body" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "html_body" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "takes_bookings" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_barbershop_id_barbershops_id_fk" FOREIGN KEY ("barbershop_id") REFERENCES "public"."barbershops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_barbershop_id_barbershops_id_fk" FOREIGN KEY ("barbershop_id") REFERENCES "public"."barbershops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_shop_id_unique" ON "invitations" USING btree ("barbershop_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_shop_pending_email_unique" ON "invitations" USING btree ("barbershop_id","email") WHERE "invitations"."accepted_at" is null and "invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "invitations_shop_created_idx" ON "invitations" USING btree ("barbershop_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_purpose_idx" ON "one_time_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_notification_or_message" CHECK ("email_outbox"."notification_id" is not null or ("email_outbox"."to_address" is not null and "email_outbox"."subject" is not null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_takes_bookings_staff" CHECK (not "users"."takes_bookings" or "users"."role" in ('ADMIN', 'OWNER'));--> statement-breakpoint
-- A database seeded before seeds were recorded: its demo data ran once already (issue 14 §1).
INSERT INTO "seed_runs" ("name") SELECT 'demo' WHERE EXISTS (SELECT 1 FROM "barbershops" WHERE "id" = '6e617661-6c68-4100-8000-000000000001');
