-- Hand-edited: extensions for trigram suggestions and accent-insensitive full-text search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"salutation" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"street" text NOT NULL,
	"zipcode" text NOT NULL,
	"city" text NOT NULL,
	"country_iso" text NOT NULL,
	"phone_number" text,
	"additional_address_line1" text,
	"additional_address_line2" text
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name"),
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cart_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_token" text NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_line_items_quantity_check" CHECK ("cart_line_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"token" text PRIMARY KEY NOT NULL,
	"store_key" text NOT NULL,
	"placed_order_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"key" text NOT NULL,
	"level" integer NOT NULL,
	"gender" text NOT NULL,
	"kind" text,
	"path" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "category_translations_category_id_lang_pk" PRIMARY KEY("category_id","lang")
);
--> statement-breakpoint
CREATE TABLE "contexts" (
	"token" text PRIMARY KEY NOT NULL,
	"store_key" text NOT NULL,
	"customer_id" uuid,
	"shipping_method_id" text,
	"payment_method_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_number" text NOT NULL,
	"guest" boolean DEFAULT true NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"salutation" text,
	"store_key" text NOT NULL,
	"default_billing_address_id" uuid,
	"default_shipping_address_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"variant_id" integer,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"size" text,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"regular_price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"deep_link_code" text NOT NULL,
	"store_key" text NOT NULL,
	"cart_token" text NOT NULL,
	"customer_id" uuid,
	"customer" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"position_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"tax_lines" jsonb NOT NULL,
	"vat_rate" integer NOT NULL,
	"shipping_method_id" text,
	"payment_method_id" text,
	"delivery_earliest" date NOT NULL,
	"delivery_latest" date NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"payment_state" text DEFAULT 'open' NOT NULL,
	"customer_comment" text,
	"restored" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"store_key" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"finish_url" text NOT NULL,
	"error_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "physical_stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"title" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"reference" text NOT NULL,
	CONSTRAINT "physical_stores_provider_id_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"color_name" text NOT NULL,
	"slug" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector",
	CONSTRAINT "product_translations_product_id_lang_pk" PRIMARY KEY("product_id","lang")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"parent_sku" text NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"kind" text NOT NULL,
	"product_type" text NOT NULL,
	"gender" text NOT NULL,
	"color_key" text NOT NULL,
	"color_hex" text NOT NULL,
	"accent_hex" text NOT NULL,
	"price_cents" integer NOT NULL,
	"sale_price_cents" integer,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_presented_by_sneakers" boolean DEFAULT false NOT NULL,
	"is_one_size" boolean DEFAULT false NOT NULL,
	"release_date" date,
	"coming_soon_date" date,
	"marketing_label" text,
	"position" integer DEFAULT 0 NOT NULL,
	"price_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_price_check" CHECK ("products"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"store_key" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	"free_from_cents" integer,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_stock" (
	"physical_store_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "store_stock_physical_store_id_variant_id_pk" PRIMARY KEY("physical_store_id","variant_id"),
	CONSTRAINT "store_stock_qty_check" CHECK ("store_stock"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "url_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_key" text NOT NULL,
	"url" text NOT NULL,
	"page_type" text NOT NULL,
	"category_id" integer,
	"sku" text,
	"label" text NOT NULL,
	"gender" text,
	"parents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"filters" jsonb
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"size" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"sku" text NOT NULL,
	"legacy_sku" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"delivery_time" text,
	CONSTRAINT "variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "variants_stock_check" CHECK ("variants"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line_items" ADD CONSTRAINT "cart_line_items_cart_token_carts_token_fk" FOREIGN KEY ("cart_token") REFERENCES "public"."carts"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line_items" ADD CONSTRAINT "cart_line_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_token_contexts_token_fk" FOREIGN KEY ("token") REFERENCES "public"."contexts"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contexts" ADD CONSTRAINT "contexts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD CONSTRAINT "order_line_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_physical_store_id_physical_stores_id_fk" FOREIGN KEY ("physical_store_id") REFERENCES "public"."physical_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "url_records" ADD CONSTRAINT "url_records_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_line_items_cart_variant_idx" ON "cart_line_items" USING btree ("cart_token","variant_id");--> statement-breakpoint
CREATE INDEX "orders_cart_token_idx" ON "orders" USING btree ("cart_token");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "product_translations_search_idx" ON "product_translations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_translations_name_trgm_idx" ON "product_translations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_translations_search_text_trgm_idx" ON "product_translations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_parent_sku_idx" ON "products" USING btree ("parent_sku");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "store_stock_variant_idx" ON "store_stock" USING btree ("variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "url_records_store_url_idx" ON "url_records" USING btree ("store_key","url");--> statement-breakpoint
CREATE INDEX "url_records_store_sku_idx" ON "url_records" USING btree ("store_key","sku");--> statement-breakpoint
CREATE INDEX "url_records_label_trgm_idx" ON "url_records" USING gin ("label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "variants_legacy_sku_idx" ON "variants" USING btree ("legacy_sku");