ALTER TABLE "shipping_methods" ADD COLUMN "delivery_min_days" integer;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "delivery_max_days" integer;--> statement-breakpoint
-- Databases seeded before this migration: express is next-day (spec §9 delivery promise; seed/index.ts sets it for new ones).
UPDATE "shipping_methods" SET "delivery_min_days" = 1, "delivery_max_days" = 1 WHERE "type" = 'express' AND "delivery_min_days" IS NULL;