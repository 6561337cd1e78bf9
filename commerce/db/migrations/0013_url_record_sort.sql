ALTER TABLE "url_records" ADD COLUMN "sort" text;--> statement-breakpoint
UPDATE "url_records" SET "sort" = 'sale' WHERE "page_type" = 'plp' AND "category_id" IS NULL AND "filters" = '{"sale": ["true"]}'::jsonb;
