ALTER TABLE "outbox_mails" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_dedupe_key_unique" UNIQUE("dedupe_key");