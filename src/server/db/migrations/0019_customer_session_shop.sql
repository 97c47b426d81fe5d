-- A customer's session made on a shop's own domain holds in that shop only (docs/decisions/0020-shop-routing.md).
ALTER TABLE "sessions" ADD COLUMN "customer_shop_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_shop_id_shops_id_fk" FOREIGN KEY ("customer_shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_shop_check" CHECK ("sessions"."customer_shop_id" is null or "sessions"."customer_id" is not null);