-- An owner's shops as branches of one chain (docs/product/shop-list.md#branches): global tables,
-- since a chain spans shops. A change of a shop's membership tells every instance's list of shops
-- on chair_shops, naming the shop, as a change of its listing does (0025).
CREATE TABLE "chain_members" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chains" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chains_slug_unique" UNIQUE("slug"),
	CONSTRAINT "chains_slug_check" CHECK ("chains"."slug" ~ '^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$')
);
--> statement-breakpoint
ALTER TABLE "chain_members" ADD CONSTRAINT "chain_members_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_members" ADD CONSTRAINT "chain_members_chain_id_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."chains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_members" ADD CONSTRAINT "chain_members_owner_fk" FOREIGN KEY ("shop_id","owner_user_id") REFERENCES "public"."users"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION chain_members_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('chair_shops', json_build_object(
    'id', CASE WHEN TG_OP = 'DELETE' THEN OLD.shop_id ELSE NEW.shop_id END,
    'slugs', json_build_array(),
    'domains', json_build_array())::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER chain_members_changed AFTER INSERT OR DELETE OR UPDATE ON chain_members
  FOR EACH ROW EXECUTE FUNCTION chain_members_notify_changed();--> statement-breakpoint
DO $$
BEGIN
  -- The platform's role reads a chain's branches with their names (0015's role, where it exists).
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'chair_platform') THEN
    GRANT SELECT ON "chains", "chain_members" TO chair_platform;
  END IF;
END
$$;
