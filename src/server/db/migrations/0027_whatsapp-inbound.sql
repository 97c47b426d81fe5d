-- Messages customers write to a shop's WhatsApp number (docs/product/messages.md#replies-on-whatsapp),
-- stored by the webhook before anything is done and acted on once by a worker; the provider ids it
-- took, across shops; the number id of a shop's own WhatsApp number; and an index of a phone's
-- active bookings across shops. inbound_messages is shop-owned (0014's rules): row level security
-- is forced here, which the schema DSL cannot say; the platform's role claims its rows across
-- shops, as it does messages (0015), and may change only the columns the worker writes.
CREATE TABLE "inbound_messages" (
	"shop_id" integer DEFAULT current_shop_id() NOT NULL,
	"id" serial NOT NULL,
	"provider_id" text NOT NULL,
	"number_id" text NOT NULL,
	"phone10" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"action" text,
	"booking_id" integer,
	"reply" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_messages_pkey" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "inbound_messages_status_check" CHECK ("inbound_messages"."status" in ('pending', 'acted', 'done', 'failed')),
	CONSTRAINT "inbound_messages_action_check" CHECK ("inbound_messages"."action" in ('here', 'late', 'cancel', 'coming', 'help', 'refused')),
	CONSTRAINT "inbound_messages_phone_check" CHECK ("inbound_messages"."phone10" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "inbound_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "inbound_messages" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "inbound_receipts" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "whatsapp_number_id" text;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_booking_fk" FOREIGN KEY ("shop_id","booking_id") REFERENCES "public"."bookings"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_messages_provider_id_unique" ON "inbound_messages" USING btree ("shop_id","provider_id");--> statement-breakpoint
CREATE INDEX "inbound_messages_open_idx" ON "inbound_messages" USING btree ("sent_at","id") WHERE "inbound_messages"."status" in ('pending', 'acted');--> statement-breakpoint
CREATE INDEX "inbound_messages_created_idx" ON "inbound_messages" USING btree ("shop_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "bookings_active_phone_idx" ON "bookings" USING btree ("customer_phone") WHERE "bookings"."status" in ('waiting', 'serving');--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_whatsapp_number_id_unique" UNIQUE("whatsapp_number_id");--> statement-breakpoint
CREATE POLICY "shop_isolation" ON "inbound_messages" AS PERMISSIVE FOR ALL TO public USING ("inbound_messages"."shop_id" = current_shop_id()) WITH CHECK ("inbound_messages"."shop_id" = current_shop_id());--> statement-breakpoint
CREATE POLICY "platform_read" ON "inbound_messages" AS PERMISSIVE FOR SELECT TO "chair_platform" USING (true);--> statement-breakpoint
CREATE POLICY "platform_update" ON "inbound_messages" AS PERMISSIVE FOR UPDATE TO "chair_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'chair_app') THEN
    GRANT SELECT, INSERT, UPDATE, DELETE ON "inbound_messages", "inbound_receipts" TO chair_app;
    GRANT USAGE, SELECT ON SEQUENCE "inbound_messages_id_seq" TO chair_app;
  END IF;
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'chair_platform') THEN
    GRANT SELECT ON "inbound_messages" TO chair_platform;
    GRANT UPDATE ("status", "action", "booking_id", "reply", "attempts", "lease_until", "last_error", "done_at") ON "inbound_messages" TO chair_platform;
  END IF;
END
$$;
