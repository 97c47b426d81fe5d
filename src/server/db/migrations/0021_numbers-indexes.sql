-- The owner's numbers (docs/product/money.md, The owner's numbers): a period's bookings are read by
-- their arrival (arrived, else the slot's start, else booked), and each phone's served visits along
-- the second index, which holds every column of the arrival so the index alone answers them. A walk-in
-- refused at last call keeps its request's Idempotency-Key, so a retried request is counted once
-- (the unique index; rows without a key never clash).
ALTER TABLE "walk_in_refusals" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE INDEX "bookings_arrival_idx" ON "bookings" USING btree ("shop_id",coalesce("arrived_at", "slot_start", "booking_time"));--> statement-breakpoint
CREATE INDEX "bookings_served_phone_idx" ON "bookings" USING btree ("shop_id","customer_phone","arrived_at","slot_start","booking_time") WHERE "bookings"."status" = 'completed' and "bookings"."customer_phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "walk_in_refusals_request_key_unique" ON "walk_in_refusals" USING btree ("shop_id","request_key");