ALTER TABLE "messages" DROP CONSTRAINT "messages_kind_check";--> statement-breakpoint
ALTER TABLE "barbers" ADD COLUMN "weekly_hours" jsonb;--> statement-breakpoint
ALTER TABLE "barbers" ADD COLUMN "days_off" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "barbers" ADD COLUMN "break_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "barbers" ADD COLUMN "break_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "after_hours_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "closed_dates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "barbers" ADD CONSTRAINT "barbers_break_check" CHECK (("barbers"."break_start" is null) = ("barbers"."break_end" is null) and ("barbers"."break_end" is null or "barbers"."break_end" > "barbers"."break_start"));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK ("messages"."kind" in ('confirmation', 'turn_near', 'moved_earlier', 'running_late', 'shop_closed', 'cancelled_by_shop', 'after_hours'));