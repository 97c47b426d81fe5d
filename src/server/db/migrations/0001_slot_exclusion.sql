-- No two active slot bookings of one barber overlap (docs/product/data.md#invariants). Drizzle's schema DSL has no
-- exclusion constraints, so this one is written by hand.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlapping_slots"
  EXCLUDE USING gist ("barber_id" WITH =, tstzrange("slot_start", "slot_end") WITH &&)
  WHERE ("booking_type" = 'slot' AND "status" IN ('waiting', 'serving'));
