ALTER TABLE "barbershops" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "barbershops" ADD COLUMN "public_page_home" boolean DEFAULT false NOT NULL;--> statement-breakpoint
WITH "derived" AS (
	SELECT "id", "created_at", coalesce(nullif(left(trim(both '-' from regexp_replace(lower(translate("name", 'ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ', 'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn')), '[^a-z0-9]+', '-', 'g')), 50), ''), 'barbearia') AS "base"
	FROM "barbershops"
), "numbered" AS (
	SELECT "id", "base", row_number() OVER (PARTITION BY "base" ORDER BY "created_at", "id") AS "n" FROM "derived"
)
UPDATE "barbershops" SET "slug" = CASE
	WHEN length(trim(both '-' from "numbered"."base")) < 3 THEN 'barbearia-' || left("numbered"."id"::text, 8)
	WHEN "numbered"."n" = 1 THEN trim(both '-' from "numbered"."base")
	ELSE trim(both '-' from "numbered"."base") || '-' || "numbered"."n"
END
FROM "numbered" WHERE "numbered"."id" = "barbershops"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "barbershops_slug_unique" ON "barbershops" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "barbershops" ADD CONSTRAINT "barbershops_slug_format" CHECK ("barbershops"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("barbershops"."slug") between 3 and 60);
