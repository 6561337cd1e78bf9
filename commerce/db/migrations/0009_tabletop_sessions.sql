CREATE TABLE "tabletop_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_digest" text NOT NULL,
	"store_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ttl_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"replaced_by_id" integer,
	CONSTRAINT "tabletop_sessions_id_digest_unique" UNIQUE("id_digest")
);
--> statement-breakpoint
CREATE TABLE "tabletop_staff_credentials" (
	"store_id" integer NOT NULL,
	"pin_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tabletop_staff_credentials_store_id_unique" UNIQUE("store_id")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "branch_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "branch_code" text;--> statement-breakpoint
ALTER TABLE "physical_stores" ADD COLUMN "branch_code" text;--> statement-breakpoint
-- Stores seeded before branch codes existed: country + two digits in id order per country, the rule
-- the seed's codes follow (seed/physical-stores.ts), so they get the codes a fresh seed gives them.
UPDATE "physical_stores" AS "p" SET "branch_code" = "n"."code" FROM (SELECT "id", "country" || lpad((row_number() OVER (PARTITION BY "country" ORDER BY "id"))::text, 2, '0') AS "code" FROM "physical_stores") AS "n" WHERE "p"."id" = "n"."id";--> statement-breakpoint
ALTER TABLE "physical_stores" ALTER COLUMN "branch_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tabletop_sessions" ADD CONSTRAINT "tabletop_sessions_store_id_physical_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."physical_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tabletop_sessions" ADD CONSTRAINT "tabletop_sessions_replaced_by_id_tabletop_sessions_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."tabletop_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tabletop_staff_credentials" ADD CONSTRAINT "tabletop_staff_credentials_store_id_physical_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."physical_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tabletop_sessions_store_idx" ON "tabletop_sessions" USING btree ("store_id");--> statement-breakpoint
ALTER TABLE "physical_stores" ADD CONSTRAINT "physical_stores_branch_code_unique" UNIQUE("branch_code");