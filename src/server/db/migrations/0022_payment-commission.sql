-- Each payment keeps its barber's commission rate when it is written (docs/product/money.md,
-- Takings): a period's share is worked out at the rates its entries were taken at, so a later
-- change of rate leaves past periods as they were. Entries written before this migration get their
-- barber's current rate. Both tables force row level security (0014), which would hide every row
-- from an owner that neither is a superuser nor bypasses it: the filling update runs with forcing
-- off, inside this migration's transaction, and forcing comes back before it ends.
ALTER TABLE "payments" ADD COLUMN "commission_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "barbers" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "payments" SET "commission_basis_points" = "barbers"."commission_basis_points"
  FROM "barbers" WHERE "barbers"."shop_id" = "payments"."shop_id" AND "barbers"."id" = "payments"."barber_id";--> statement-breakpoint
ALTER TABLE "barbers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "commission_basis_points" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_commission_check" CHECK ("payments"."commission_basis_points" between 0 and 10000);
