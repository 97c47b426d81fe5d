CREATE TABLE "app_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "barbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"photo" text,
	"bio" text DEFAULT '' NOT NULL,
	"specialty" text DEFAULT 'Barber' NOT NULL,
	"experience" integer DEFAULT 0 NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "barbers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "barbers_experience_check" CHECK ("barbers"."experience" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"barber_id" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"barber_id" integer NOT NULL,
	"customer_id" integer,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"booking_type" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"cancelled_by" text,
	"service_ids" integer[] NOT NULL,
	"service_details" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"estimated_duration" integer NOT NULL,
	"time_adjustment" integer DEFAULT 0 NOT NULL,
	"slot_start" timestamp with time zone,
	"slot_end" timestamp with time zone,
	"barber_name" text NOT NULL,
	"barber_photo" text,
	"idempotency_key" text,
	"booking_time" timestamp with time zone DEFAULT now() NOT NULL,
	"serving_started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "bookings_phone_check" CHECK ("bookings"."customer_phone" ~ '^[0-9]{10}$'),
	CONSTRAINT "bookings_type_check" CHECK ("bookings"."booking_type" in ('queue', 'slot')),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('waiting', 'serving', 'completed', 'cancelled')),
	CONSTRAINT "bookings_cancelled_by_check" CHECK (("bookings"."status" = 'cancelled') = ("bookings"."cancelled_by" is not null) and ("bookings"."cancelled_by" is null or "bookings"."cancelled_by" in ('customer', 'barber'))),
	CONSTRAINT "bookings_slot_check" CHECK (("bookings"."booking_type" = 'slot') = ("bookings"."slot_start" is not null and "bookings"."slot_end" is not null) and ("bookings"."slot_end" is null or "bookings"."slot_end" > "bookings"."slot_start")),
	CONSTRAINT "bookings_duration_check" CHECK ("bookings"."estimated_duration" > 0),
	CONSTRAINT "bookings_serving_check" CHECK ("bookings"."status" <> 'serving' or "bookings"."serving_started_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_phone_unique" UNIQUE("phone"),
	CONSTRAINT "customers_phone_check" CHECK ("customers"."phone" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hmac" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_attempts_check" CHECK ("one_time_codes"."failed_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration" integer NOT NULL,
	"icon" text DEFAULT '✂️' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_duration_check" CHECK ("services"."duration" between 1 and 600)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"customer_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_owner_check" CHECK (num_nonnulls("sessions"."user_id", "sessions"."customer_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"open_time" text DEFAULT '09:00' NOT NULL,
	"close_time" text DEFAULT '18:00' NOT NULL,
	"slot_interval" integer DEFAULT 30 NOT NULL,
	"time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_singleton" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_open_time_check" CHECK ("shop_settings"."open_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "shop_settings_close_time_check" CHECK ("shop_settings"."close_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "shop_settings_slot_interval_check" CHECK ("shop_settings"."slot_interval" in (15, 30, 45, 60))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'barber'))
);
--> statement-breakpoint
ALTER TABLE "barbers" ADD CONSTRAINT "barbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_barber_id_barbers_id_fk" FOREIGN KEY ("barber_id") REFERENCES "public"."barbers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_barber_id_barbers_id_fk" FOREIGN KEY ("barber_id") REFERENCES "public"."barbers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_barber_idx" ON "booking_events" USING btree ("barber_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_active_per_phone" ON "bookings" USING btree ("customer_phone") WHERE "bookings"."status" in ('waiting', 'serving');--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_serving_per_barber" ON "bookings" USING btree ("barber_id") WHERE "bookings"."status" = 'serving';--> statement-breakpoint
CREATE INDEX "bookings_barber_status_idx" ON "bookings" USING btree ("barber_id","status");--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "one_time_codes_phone_idx" ON "one_time_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_customer_idx" ON "sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));