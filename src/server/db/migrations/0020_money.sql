-- The shop's money (docs/product/money.md): payments at the chair, each barber's commission, the
-- shop's UPI payee, the UPI amount a booking's QR code shows, and the walk-ins refused at last call.
-- Both tables are shop-owned (0014's rules): row level security is forced here, which the schema
-- DSL cannot say; chair_app gets its rights by 0014's default privileges.
CREATE TABLE "payments" (
	"shop_id" integer DEFAULT current_shop_id() NOT NULL,
	"id" serial NOT NULL,
	"booking_id" integer NOT NULL,
	"barber_id" integer NOT NULL,
	"items" jsonb NOT NULL,
	"services_paise" integer NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"tip_paise" integer DEFAULT 0 NOT NULL,
	"method" text NOT NULL,
	"corrects_id" integer,
	"taken_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" integer,
	CONSTRAINT "payments_pkey" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('cash', 'upi', 'card', 'unpaid')),
	CONSTRAINT "payments_amounts_check" CHECK ("payments"."services_paise" >= 0 and "payments"."tip_paise" >= 0 and "payments"."discount_paise" >= 0 and "payments"."discount_paise" <= "payments"."services_paise"),
	CONSTRAINT "payments_not_self_check" CHECK ("payments"."corrects_id" is null or "payments"."corrects_id" <> "payments"."id")
);
--> statement-breakpoint
ALTER TABLE "payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "walk_in_refusals" (
	"shop_id" integer DEFAULT current_shop_id() NOT NULL,
	"id" serial NOT NULL,
	"barber_id" integer,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "walk_in_refusals_pkey" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "walk_in_refusals_reason_check" CHECK ("walk_in_refusals"."reason" in ('last_call'))
);
--> statement-breakpoint
ALTER TABLE "walk_in_refusals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "walk_in_refusals" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "barbers" ADD COLUMN "commission_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "upi_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "upi_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "upi_due_paise" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_fk" FOREIGN KEY ("shop_id","booking_id") REFERENCES "public"."bookings"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_barber_fk" FOREIGN KEY ("shop_id","barber_id") REFERENCES "public"."barbers"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_corrects_fk" FOREIGN KEY ("shop_id","corrects_id") REFERENCES "public"."payments"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walk_in_refusals" ADD CONSTRAINT "walk_in_refusals_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walk_in_refusals" ADD CONSTRAINT "walk_in_refusals_barber_fk" FOREIGN KEY ("shop_id","barber_id") REFERENCES "public"."barbers"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_first_per_booking" ON "payments" USING btree ("shop_id","booking_id") WHERE "payments"."corrects_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_corrected_once" ON "payments" USING btree ("shop_id","corrects_id");--> statement-breakpoint
CREATE INDEX "payments_taken_idx" ON "payments" USING btree ("shop_id","taken_at");--> statement-breakpoint
CREATE INDEX "walk_in_refusals_at_idx" ON "walk_in_refusals" USING btree ("shop_id","at");--> statement-breakpoint
ALTER TABLE "barbers" ADD CONSTRAINT "barbers_commission_check" CHECK ("barbers"."commission_basis_points" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_upi_due_check" CHECK ("bookings"."upi_due_paise" is null or "bookings"."upi_due_paise" > 0);--> statement-breakpoint
CREATE POLICY "shop_isolation" ON "payments" AS PERMISSIVE FOR ALL TO public USING ("payments"."shop_id" = current_shop_id()) WITH CHECK ("payments"."shop_id" = current_shop_id());--> statement-breakpoint
CREATE POLICY "shop_isolation" ON "walk_in_refusals" AS PERMISSIVE FOR ALL TO public USING ("walk_in_refusals"."shop_id" = current_shop_id()) WITH CHECK ("walk_in_refusals"."shop_id" = current_shop_id());