ALTER TABLE "barbershops" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "barbershops" ADD COLUMN "privacy_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_deleted_inactive" CHECK ("users"."deleted_at" is null or not "users"."is_active");