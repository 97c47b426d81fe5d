-- Shops as tenants (docs/decisions/0019-shops.md). Written by hand: drizzle's schema DSL cannot say
-- the backfill, FORCE ROW LEVEL SECURITY, the exclusion constraint, the function or the app role.
-- Every existing row moves into shop 1, "main".
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_slug_unique" UNIQUE("slug"),
	CONSTRAINT "shops_slug_check" CHECK ("shops"."slug" ~ '^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$'),
	CONSTRAINT "shops_status_check" CHECK ("shops"."status" in ('active', 'suspended')),
	CONSTRAINT "shops_location_check" CHECK (("shops"."latitude" is null) = ("shops"."longitude" is null) and ("shops"."latitude" is null or ("shops"."latitude" between -90 and 90 and "shops"."longitude" between -180 and 180)))
);
--> statement-breakpoint
INSERT INTO "shops" ("id", "slug") VALUES (1, 'main');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"shops"', 'id'), 1);
--> statement-breakpoint
-- The shop a transaction runs for: set by the app per transaction or per connection; null when unset.
create function current_shop_id() returns integer language sql stable as
$$ select nullif(current_setting('app.shop_id', true), '')::integer $$;
--> statement-breakpoint
-- Existing rows get shop 1; new rows the current shop, or none (refused) outside one.
ALTER TABLE "users" ADD COLUMN "shop_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "shop_id" SET DEFAULT current_shop_id();
--> statement-breakpoint
ALTER TABLE "barbers" ADD COLUMN "shop_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "barbers" ALTER COLUMN "shop_id" SET DEFAULT current_shop_id();
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "shop_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "shop_id" SET DEFAULT current_shop_id();
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "shop_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_settings" ALTER COLUMN "shop_id" SET DEFAULT current_shop_id();
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "shop_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "shop_id" SET DEFAULT current_shop_id();
--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "shop_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "booking_events" ALTER COLUMN "shop_id" SET DEFAULT current_shop_id();
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "shop_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "shop_id" SET DEFAULT current_shop_id();
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "shop_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ALTER COLUMN "shop_id" SET DEFAULT current_shop_id();
--> statement-breakpoint
-- Sessions stay global: a staff session names its user's shop, a customer's none.
ALTER TABLE "sessions" ADD COLUMN "shop_id" integer;
--> statement-breakpoint
UPDATE "sessions" SET "shop_id" = 1 WHERE "user_id" IS NOT NULL;
--> statement-breakpoint
-- References between shop-owned tables become composite: a row can only point into its own shop.
ALTER TABLE "barbers" DROP CONSTRAINT "barbers_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_barber_id_barbers_id_fk";
--> statement-breakpoint
ALTER TABLE "booking_events" DROP CONSTRAINT "booking_events_booking_id_bookings_id_fk";
--> statement-breakpoint
ALTER TABLE "booking_events" DROP CONSTRAINT "booking_events_barber_id_barbers_id_fk";
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_booking_id_bookings_id_fk";
--> statement-breakpoint
ALTER TABLE "push_subscriptions" DROP CONSTRAINT "push_subscriptions_booking_id_bookings_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_users_id_fk";
--> statement-breakpoint
-- Primary keys lead with the shop; ids stay unique across shops (their sequences are unchanged).
ALTER TABLE "users" DROP CONSTRAINT "users_pkey";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pkey" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "barbers" DROP CONSTRAINT "barbers_pkey";
--> statement-breakpoint
ALTER TABLE "barbers" ADD CONSTRAINT "barbers_pkey" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_pkey";
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_pkey" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_pkey";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pkey" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "booking_events" DROP CONSTRAINT "booking_events_pkey";
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_pkey" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_pkey";
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_pkey" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "push_subscriptions" DROP CONSTRAINT "push_subscriptions_pkey";
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_pkey" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
-- One settings row per shop, keyed by it: the singleton id goes.
ALTER TABLE "shop_settings" DROP CONSTRAINT "shop_settings_singleton";
--> statement-breakpoint
ALTER TABLE "shop_settings" DROP CONSTRAINT "shop_settings_pkey";
--> statement-breakpoint
ALTER TABLE "shop_settings" DROP COLUMN "id";
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_pkey" PRIMARY KEY("shop_id");
--> statement-breakpoint
-- Every shop_id names a shop.
ALTER TABLE "users" ADD CONSTRAINT "users_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "barbers" ADD CONSTRAINT "barbers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "barbers" ADD CONSTRAINT "barbers_user_fk" FOREIGN KEY ("shop_id","user_id") REFERENCES "public"."users"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_barber_fk" FOREIGN KEY ("shop_id","barber_id") REFERENCES "public"."barbers"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_fk" FOREIGN KEY ("shop_id","booking_id") REFERENCES "public"."bookings"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_barber_fk" FOREIGN KEY ("shop_id","barber_id") REFERENCES "public"."barbers"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_booking_fk" FOREIGN KEY ("shop_id","booking_id") REFERENCES "public"."bookings"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_booking_fk" FOREIGN KEY ("shop_id","booking_id") REFERENCES "public"."bookings"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_fk" FOREIGN KEY ("shop_id","user_id") REFERENCES "public"."users"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_shop_check" CHECK ("sessions"."user_id" is null or "sessions"."shop_id" is not null);
--> statement-breakpoint
-- Every uniqueness holds within a shop.
DROP INDEX "users_username_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("shop_id",lower("username"));
--> statement-breakpoint
ALTER TABLE "barbers" DROP CONSTRAINT "barbers_user_id_unique";
--> statement-breakpoint
CREATE UNIQUE INDEX "barbers_user_id_unique" ON "barbers" USING btree ("shop_id","user_id");
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_idempotency_key_unique";
--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_key_unique" ON "bookings" USING btree ("shop_id","idempotency_key");
--> statement-breakpoint
DROP INDEX "bookings_one_active_per_phone";
--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_active_per_phone" ON "bookings" USING btree ("shop_id","customer_phone") WHERE "bookings"."status" in ('waiting', 'serving');
--> statement-breakpoint
DROP INDEX "bookings_one_serving_per_barber";
--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_serving_per_barber" ON "bookings" USING btree ("shop_id","barber_id") WHERE "bookings"."status" = 'serving';
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_dedupe_key_unique";
--> statement-breakpoint
CREATE UNIQUE INDEX "messages_dedupe_key_unique" ON "messages" USING btree ("shop_id","dedupe_key");
--> statement-breakpoint
DROP INDEX "push_subscriptions_booking_endpoint_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_booking_endpoint_key" ON "push_subscriptions" USING btree ("shop_id","booking_id","endpoint");
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlapping_slots";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlapping_slots"
  EXCLUDE USING gist ("shop_id" WITH =, "barber_id" WITH =, tstzrange("slot_start", "slot_end") WITH &&)
  WHERE ("booking_type" = 'slot' AND "status" IN ('waiting', 'serving'));
--> statement-breakpoint
-- The per-shop lists (history of all barbers, accuracy, messages) read along indexes that lead with the shop.
DROP INDEX "bookings_history_idx";
--> statement-breakpoint
CREATE INDEX "bookings_history_idx" ON "bookings" USING btree ("shop_id",coalesce("slot_start", "booking_time") desc,"id" desc) WHERE "bookings"."status" in ('completed', 'cancelled');
--> statement-breakpoint
DROP INDEX "bookings_accuracy_idx";
--> statement-breakpoint
CREATE INDEX "bookings_accuracy_idx" ON "bookings" USING btree ("shop_id","serving_started_at") WHERE "bookings"."booking_type" = 'queue' and "bookings"."promised_start" is not null;
--> statement-breakpoint
DROP INDEX "messages_created_idx";
--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("shop_id","created_at" desc,"id" desc);
--> statement-breakpoint
-- Row level security: a shop-owned row is seen and written only in its shop's transactions. FORCE
-- binds the tables' owner too; only superusers and BYPASSRLS roles pass.
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "shop_isolation" ON "users" AS PERMISSIVE FOR ALL TO public USING ("users"."shop_id" = current_shop_id()) WITH CHECK ("users"."shop_id" = current_shop_id());
--> statement-breakpoint
ALTER TABLE "barbers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "barbers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "shop_isolation" ON "barbers" AS PERMISSIVE FOR ALL TO public USING ("barbers"."shop_id" = current_shop_id()) WITH CHECK ("barbers"."shop_id" = current_shop_id());
--> statement-breakpoint
ALTER TABLE "services" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "services" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "shop_isolation" ON "services" AS PERMISSIVE FOR ALL TO public USING ("services"."shop_id" = current_shop_id()) WITH CHECK ("services"."shop_id" = current_shop_id());
--> statement-breakpoint
ALTER TABLE "shop_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "shop_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "shop_isolation" ON "shop_settings" AS PERMISSIVE FOR ALL TO public USING ("shop_settings"."shop_id" = current_shop_id()) WITH CHECK ("shop_settings"."shop_id" = current_shop_id());
--> statement-breakpoint
ALTER TABLE "bookings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "bookings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "shop_isolation" ON "bookings" AS PERMISSIVE FOR ALL TO public USING ("bookings"."shop_id" = current_shop_id()) WITH CHECK ("bookings"."shop_id" = current_shop_id());
--> statement-breakpoint
ALTER TABLE "booking_events" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "booking_events" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "shop_isolation" ON "booking_events" AS PERMISSIVE FOR ALL TO public USING ("booking_events"."shop_id" = current_shop_id()) WITH CHECK ("booking_events"."shop_id" = current_shop_id());
--> statement-breakpoint
ALTER TABLE "messages" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "messages" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "shop_isolation" ON "messages" AS PERMISSIVE FOR ALL TO public USING ("messages"."shop_id" = current_shop_id()) WITH CHECK ("messages"."shop_id" = current_shop_id());
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "push_subscriptions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "shop_isolation" ON "push_subscriptions" AS PERMISSIVE FOR ALL TO public USING ("push_subscriptions"."shop_id" = current_shop_id()) WITH CHECK ("push_subscriptions"."shop_id" = current_shop_id());
--> statement-breakpoint
-- The role the app runs as. Roles belong to the whole server, and databases on one server may migrate
-- side by side: the one that loses the race to create it takes the other's. A user that may not create
-- roles leaves it to the server's administrator.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'chair_app')
     AND EXISTS (SELECT FROM pg_roles WHERE rolname = current_user AND (rolsuper OR rolcreaterole)) THEN
    BEGIN
      CREATE ROLE chair_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
  -- A user that is not a superuser needs the membership to SET ROLE to it.
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'chair_app')
     AND NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    BEGIN
      EXECUTE format('GRANT chair_app TO %I', current_user);
    EXCEPTION WHEN insufficient_privilege OR invalid_grant_operation OR unique_violation THEN
      NULL;
    END;
  END IF;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'chair_app') THEN
    GRANT USAGE ON SCHEMA public TO chair_app;
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO chair_app;
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO chair_app;
    GRANT EXECUTE ON FUNCTION current_shop_id() TO chair_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO chair_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO chair_app;
  END IF;
END
$$;
