-- Invites to sign a shop up (docs/decisions/0021-platform-operator.md#sign-up): a global table, the
-- code kept only as its sha256, used once; chair_app gets its rights by 0014's default privileges.
CREATE TABLE "shop_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"shop_id" integer,
	CONSTRAINT "shop_invites_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "shop_invites_used_check" CHECK ("shop_invites"."shop_id" is null or "shop_invites"."used_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "shop_invites" ADD CONSTRAINT "shop_invites_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_invites" ADD CONSTRAINT "shop_invites_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;