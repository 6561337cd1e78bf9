CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"currency" text NOT NULL,
	"price_cents" integer NOT NULL,
	"sale_price_cents" integer,
	CONSTRAINT "product_prices_product_id_currency_pk" PRIMARY KEY("product_id","currency"),
	CONSTRAINT "product_prices_price_check" CHECK ("product_prices"."price_cents" > 0),
	CONSTRAINT "product_prices_sale_check" CHECK ("product_prices"."sale_price_cents" IS NULL OR "product_prices"."sale_price_cents" < "product_prices"."price_cents")
);
--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;