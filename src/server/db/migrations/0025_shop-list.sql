-- The platform's list of shops (docs/product/shop-list.md): a shop's owner lists it and gives its
-- area and PIN code; shop_summaries keeps what the list shows of each shop as it works, written by
-- an instance that holds the shop, read by every instance. The shops trigger (0024) also tells of a
-- change of a shop's listing or location, and names the shop's id, so every instance's list reads
-- that one row again.
CREATE TABLE "shop_summaries" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"summary" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "area" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "pin_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_summaries" ADD CONSTRAINT "shop_summaries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_pin_code_check" CHECK ("shop_settings"."pin_code" ~ '^([1-9][0-9]{5})?$');--> statement-breakpoint
CREATE OR REPLACE FUNCTION shops_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_slug text;
  before_domain text;
  after_slug text;
  after_domain text;
  shop integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    before_slug := OLD.slug;
    before_domain := OLD.domain;
    shop := OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    after_slug := NEW.slug;
    after_domain := NEW.domain;
    shop := NEW.id;
  END IF;
  PERFORM pg_notify('chair_shops', json_build_object(
    'id', shop,
    'slugs', json_build_array(before_slug, after_slug),
    'domains', json_build_array(before_domain, after_domain))::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER shops_changed ON shops;--> statement-breakpoint
CREATE TRIGGER shops_changed AFTER INSERT OR DELETE OR UPDATE OF slug, status, domain, listed, latitude, longitude ON shops
  FOR EACH ROW EXECUTE FUNCTION shops_notify_changed();
