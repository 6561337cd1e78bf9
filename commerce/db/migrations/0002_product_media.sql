ALTER TABLE "products" ADD COLUMN "threesixty_frames" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "video" text;