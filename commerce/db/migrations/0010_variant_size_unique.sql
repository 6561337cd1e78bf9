DROP INDEX "variants_product_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "variants_product_size_unique" ON "variants" USING btree ("product_id","size");