CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "messages_kind_check" CHECK ("messages"."kind" in ('confirmation', 'turn_near', 'moved_earlier', 'running_late', 'shop_closed', 'cancelled_by_shop')),
	CONSTRAINT "messages_channel_check" CHECK ("messages"."channel" in ('whatsapp', 'echo', 'push')),
	CONSTRAINT "messages_status_check" CHECK ("messages"."status" in ('pending', 'sending', 'sent', 'failed', 'skipped')),
	CONSTRAINT "messages_attempts_check" CHECK ("messages"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "messages_stopped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "told_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "moves_told" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "turn_near_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "turn_near_told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "turn_near_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("due_at") WHERE "messages"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "messages_booking_idx" ON "messages" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_booking_endpoint_key" ON "push_subscriptions" USING btree ("booking_id","endpoint");--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_turn_near_minutes_check" CHECK ("shop_settings"."turn_near_minutes" between 5 and 60);--> statement-breakpoint
-- Active bookings made before messages existed were told their promised start at booking.
UPDATE "bookings" SET "told_start" = "promised_start" WHERE "status" in ('waiting', 'serving');
