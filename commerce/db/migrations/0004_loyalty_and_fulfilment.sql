CREATE TABLE "loyalty_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"earned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"barcode" text NOT NULL,
	"value_cents" integer NOT NULL,
	"min_purchase_cents" integer DEFAULT 0 NOT NULL,
	"max_products" integer,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"redeemed_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_barcode_unique" UNIQUE("barcode")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_type" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "allocation_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pick_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "track_trace_url" text;--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD CONSTRAINT "loyalty_points_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_points_customer_idx" ON "loyalty_points" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_points_order_idx" ON "loyalty_points" USING btree ("order_id","reason");--> statement-breakpoint
CREATE INDEX "vouchers_customer_idx" ON "vouchers" USING btree ("customer_id");