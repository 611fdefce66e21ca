ALTER TYPE "public"."user_role" ADD VALUE 'OPERATOR';--> statement-breakpoint
ALTER TABLE "barbershops" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "barbershops" ADD COLUMN "suspension_reason" text;