-- A new shop's first run (docs/product/screens.md Set up your shop). Generated, then edited by hand:
-- a shop that already existed counts as having saved its hours and been opened, which a column's
-- default fills in without updating rows (row level security would hide them from a plain owner).
ALTER TABLE "shop_settings" ADD COLUMN "hours_saved_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "shop_settings" ALTER COLUMN "hours_saved_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "first_opened_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "shop_settings" ALTER COLUMN "first_opened_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "setup_dismissed_at" timestamp with time zone;
