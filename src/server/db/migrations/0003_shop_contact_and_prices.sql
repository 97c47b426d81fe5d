ALTER TABLE "services" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "shop_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "shop_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "shop_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "map_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_price_check" CHECK ("services"."price" is null or "services"."price" between 0 and 100000);