-- A closed shop date's figures for the owner's numbers (docs/product/money.md, How it is worked out),
-- kept so a year's report reads a row a day. The table is shop-owned (0014's rules): row level
-- security is forced here, which the schema DSL cannot say, and chair_app is granted its rights
-- here too, as the triggers below write the table in every transaction that writes an old booking.
--
-- Writing a booking whose arrival is over a day old (inserting, deleting, or changing what the
-- figures count) deletes its day's row, under the per-shop advisory lock a report holds while it
-- writes rows; a report writes only days that ended two days before. That takes READ COMMITTED
-- (PostgreSQL's default): at a stricter level the trigger's delete could miss a row a report
-- committed after the transaction began, so the trigger refuses such a write. Emptying bookings
-- empties the figures. A later migration that rewrites past bookings while row level security binds
-- it must empty day_figures itself (TRUNCATE).
CREATE TABLE "day_figures" (
	"shop_id" integer DEFAULT current_shop_id() NOT NULL,
	"day_start" timestamp with time zone NOT NULL,
	"day_end" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"turn_minute" smallint NOT NULL,
	"counting" smallint NOT NULL,
	"arrived" integer[] NOT NULL,
	"walk_ins" integer NOT NULL,
	"appointments" integer NOT NULL,
	"no_shows" integer NOT NULL,
	"by_customer" integer NOT NULL,
	"by_shop" integer NOT NULL,
	"long_waits" integer NOT NULL,
	"wait_hours" smallint[] NOT NULL,
	"wait_minutes" double precision[] NOT NULL,
	CONSTRAINT "day_figures_pkey" PRIMARY KEY("shop_id","day_start"),
	CONSTRAINT "day_figures_day_check" CHECK ("day_figures"."day_end" > "day_figures"."day_start"),
	CONSTRAINT "day_figures_arrived_check" CHECK (cardinality("day_figures"."arrived") = 24),
	CONSTRAINT "day_figures_waits_check" CHECK (cardinality("day_figures"."wait_hours") = cardinality("day_figures"."wait_minutes"))
);
--> statement-breakpoint
ALTER TABLE "day_figures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "day_figures" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "day_figures" ADD CONSTRAINT "day_figures_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "shop_isolation" ON "day_figures" AS PERMISSIVE FOR ALL TO public USING ("day_figures"."shop_id" = current_shop_id()) WITH CHECK ("day_figures"."shop_id" = current_shop_id());--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'chair_app') THEN
    GRANT SELECT, INSERT, UPDATE, DELETE ON "day_figures" TO chair_app;
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION day_figures_forget_day(shop integer, arrival timestamptz) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtext('day_figures'), shop);
  -- A shop date lasts at most 25 hours: the key's range holds the one day it can be.
  DELETE FROM day_figures
   WHERE shop_id = shop AND day_start <= arrival AND day_start > arrival - interval '26 hours' AND day_end > arrival;
$$;--> statement-breakpoint
CREATE FUNCTION day_figures_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- PostgreSQL runs read uncommitted as read committed.
  IF current_setting('transaction_isolation') NOT IN ('read committed', 'read uncommitted') THEN
    RAISE EXCEPTION 'a booking over a day old is written at % isolation: its day''s kept figures (day_figures) need read committed', current_setting('transaction_isolation');
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM day_figures_forget_day(OLD.shop_id, coalesce(OLD.arrived_at, OLD.slot_start, OLD.booking_time));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM day_figures_forget_day(NEW.shop_id, coalesce(NEW.arrived_at, NEW.slot_start, NEW.booking_time));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION day_figures_forget_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE day_figures;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER day_figures_forget_inserted AFTER INSERT ON bookings FOR EACH ROW
  WHEN (coalesce(NEW.arrived_at, NEW.slot_start, NEW.booking_time) < now() - interval '1 day')
  EXECUTE FUNCTION day_figures_forget();--> statement-breakpoint
-- Only a change of what the figures count: not a message's flags or a UPI amount.
CREATE TRIGGER day_figures_forget_updated AFTER UPDATE ON bookings FOR EACH ROW
  WHEN ((coalesce(OLD.arrived_at, OLD.slot_start, OLD.booking_time) < now() - interval '1 day'
      OR coalesce(NEW.arrived_at, NEW.slot_start, NEW.booking_time) < now() - interval '1 day')
    AND (OLD.booking_type, OLD.status, OLD.cancelled_by, OLD.cancel_reason, OLD.booking_time, OLD.arrived_at,
         OLD.slot_start, OLD.serving_started_at, OLD.finished_at)
        IS DISTINCT FROM (NEW.booking_type, NEW.status, NEW.cancelled_by, NEW.cancel_reason, NEW.booking_time,
         NEW.arrived_at, NEW.slot_start, NEW.serving_started_at, NEW.finished_at))
  EXECUTE FUNCTION day_figures_forget();--> statement-breakpoint
CREATE TRIGGER day_figures_forget_deleted AFTER DELETE ON bookings FOR EACH ROW
  WHEN (coalesce(OLD.arrived_at, OLD.slot_start, OLD.booking_time) < now() - interval '1 day')
  EXECUTE FUNCTION day_figures_forget();--> statement-breakpoint
CREATE TRIGGER day_figures_forget_truncated AFTER TRUNCATE ON bookings FOR EACH STATEMENT
  EXECUTE FUNCTION day_figures_forget_all();
