CREATE TABLE "carrier_points" (
	"provider" text NOT NULL,
	"provider_id" text NOT NULL,
	"location_type" text NOT NULL,
	"title" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"house_number_addition" text,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"telephone" text,
	"additional_information" text,
	"language" text NOT NULL,
	"opening_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "carrier_points_provider_provider_id_pk" PRIMARY KEY("provider","provider_id")
);
--> statement-breakpoint
ALTER TABLE "contexts" ADD COLUMN "service_point" jsonb;--> statement-breakpoint
ALTER TABLE "physical_stores" ADD COLUMN "house_number_addition" text;--> statement-breakpoint
ALTER TABLE "physical_stores" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "physical_stores" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "physical_stores" ADD COLUMN "telephone" text;--> statement-breakpoint
ALTER TABLE "physical_stores" ADD COLUMN "additional_information" text;--> statement-breakpoint
ALTER TABLE "physical_stores" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "physical_stores" ADD COLUMN "holiday_region" text;--> statement-breakpoint
ALTER TABLE "physical_stores" ADD COLUMN "opening_days" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "physical_stores" ADD COLUMN "special_openings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "service_points_provider" text;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "service_point_types" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "physical_stores_reference_idx" ON "physical_stores" USING btree ("reference");