ALTER TABLE "bookings" ADD COLUMN "promised_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_seconds" integer;--> statement-breakpoint
CREATE INDEX "bookings_barber_learning_idx" ON "bookings" USING btree ("barber_id","finished_at" desc) WHERE "bookings"."service_seconds" is not null;--> statement-breakpoint
CREATE INDEX "bookings_accuracy_idx" ON "bookings" USING btree ("serving_started_at") WHERE "bookings"."booking_type" = 'queue' and "bookings"."promised_start" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_seconds_check" CHECK ("bookings"."service_seconds" is null or "bookings"."service_seconds" >= 0);--> statement-breakpoint
-- Bookings completed before this migration: their real time in the chair from what was recorded.
UPDATE "bookings" SET "service_seconds" = greatest(0, round(extract(epoch from "finished_at" - "serving_started_at")))::integer WHERE "status" = 'completed' AND "serving_started_at" IS NOT NULL AND "finished_at" IS NOT NULL;