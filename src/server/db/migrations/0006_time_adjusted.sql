ALTER TABLE "bookings" ADD COLUMN "time_adjusted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Bookings adjusted before this migration: any adjustment left standing came from the barber.
UPDATE "bookings" SET "time_adjusted" = true WHERE "time_adjustment" <> 0;