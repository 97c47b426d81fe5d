ALTER TABLE "bookings" DROP CONSTRAINT "bookings_phone_check";--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "customer_phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "undo" jsonb;--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "not_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "passed_over" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_passed_over_check" CHECK ("bookings"."passed_over" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_phone_check" CHECK ("bookings"."customer_phone" is null or "bookings"."customer_phone" ~ '^[0-9]{10}$');--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK ("messages"."kind" in ('confirmation', 'turn_near', 'moved_earlier', 'running_late', 'shop_closed', 'cancelled_by_shop', 'after_hours', 'barber_changed', 'turn_passed'));