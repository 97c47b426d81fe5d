-- The platform's operator (docs/decisions/0020-platform-operator.md). Generated, then edited by hand:
-- the platform's role and its policies exist only where the role does, which the schema DSL cannot say.
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_owner_check";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_shop_check";--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "domain" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "operator_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "operators_username_key" ON "operators" USING btree (lower("username"));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_operator_idx" ON "sessions" USING btree ("operator_id");--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_domain_unique" UNIQUE("domain");--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_domain_check" CHECK ("shops"."domain" = lower("shops"."domain"));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_owner_check" CHECK (num_nonnulls("sessions"."user_id", "sessions"."customer_id", "sessions"."operator_id") = 1);--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_shop_check" CHECK (("sessions"."user_id" is null) = ("sessions"."shop_id" is null));--> statement-breakpoint
-- The role the platform's handle runs as, made and granted exactly as chair_app (0014): it reads
-- every shop's bookings, settings, barbers and logins, and reads and claims every shop's messages.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'chair_platform')
     AND EXISTS (SELECT FROM pg_roles WHERE rolname = current_user AND (rolsuper OR rolcreaterole)) THEN
    BEGIN
      CREATE ROLE chair_platform NOLOGIN NOSUPERUSER NOBYPASSRLS;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
  -- A user that is not a superuser needs the membership to SET ROLE to it.
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'chair_platform')
     AND NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    BEGIN
      EXECUTE format('GRANT chair_platform TO %I', current_user);
    EXCEPTION WHEN insufficient_privilege OR invalid_grant_operation OR unique_violation THEN
      NULL;
    END;
  END IF;
END
$$;
--> statement-breakpoint
-- Its rights and policies: reading only, but for claiming messages. A policy may name only a role
-- that exists, so without the role there is neither.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'chair_platform') THEN
    GRANT USAGE ON SCHEMA public TO chair_platform;
    GRANT SELECT ON "shops", "bookings", "shop_settings", "barbers", "users", "messages" TO chair_platform;
    GRANT UPDATE ON "messages" TO chair_platform;
    GRANT EXECUTE ON FUNCTION current_shop_id() TO chair_platform;
    CREATE POLICY "platform_read" ON "barbers" AS PERMISSIVE FOR SELECT TO "chair_platform" USING (true);
    CREATE POLICY "platform_read" ON "shop_settings" AS PERMISSIVE FOR SELECT TO "chair_platform" USING (true);
    CREATE POLICY "platform_read" ON "bookings" AS PERMISSIVE FOR SELECT TO "chair_platform" USING (true);
    CREATE POLICY "platform_read" ON "messages" AS PERMISSIVE FOR SELECT TO "chair_platform" USING (true);
    CREATE POLICY "platform_update" ON "messages" AS PERMISSIVE FOR UPDATE TO "chair_platform" USING (true) WITH CHECK (true);
    CREATE POLICY "platform_read" ON "users" AS PERMISSIVE FOR SELECT TO "chair_platform" USING (true);
  END IF;
END
$$;
