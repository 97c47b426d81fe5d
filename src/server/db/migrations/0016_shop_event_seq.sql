-- A change number per shop (docs/product/architecture.md#live-updates). Generated, then edited by
-- hand: the counters start where the one sequence all shops shared stopped, so a page open across
-- the upgrade never hears a number go back.
ALTER TABLE "shops" ADD COLUMN "event_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "shops" SET "event_seq" = (
  SELECT CASE WHEN "is_called" THEN "last_value" ELSE "last_value" - 1 END FROM "booking_events_id_seq"
);
