import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/server/db/client.js';
import { onPostgres } from '../helpers/db.js';
import { inShop, migrationsUpTo, openRawDatabase, type RawDatabase } from './support/raw-database.js';

// Migration 0022 (docs/product/money.md, Takings) on payments written before it: each entry gets
// its barber's rate, and the column then has no default, so a new entry must name its rate. On
// PostgreSQL also as an owner that is no superuser, whom forced row security binds: the migration
// must still see every shop's rows.

const BEFORE = '0021_numbers-indexes';

const owners = onPostgres ? (['the connecting user', 'a plain owner'] as const) : (['the connecting user'] as const);

describe.each(owners)(`migration 0022 on payments written before it (${onPostgres ? 'PostgreSQL' : 'PGlite'}), run by %s`, (owner) => {
  let db: RawDatabase;
  let before: string;

  beforeAll(async () => {
    before = await migrationsUpTo(BEFORE);
    db = await openRawDatabase({ plainOwner: owner === 'a plain owner' });
    await db.migrate(before);
  });
  afterAll(async () => {
    await db.close();
    await rm(before, { recursive: true, force: true });
  });

  it("gives each existing entry its barber's current rate, in each shop, and leaves no default", async () => {
    // Each shop's rows written in its scope (which binds a plain owner), each row's shop named.
    const [second] = await db.rows<{ id: number }>(`insert into shops (slug) values ('second') returning id`);
    const shops = [[1, [2500, 3333]], [second?.id ?? 0, [1000]]] as const;
    const entries: { shop: number; rate: number }[] = [];
    for (const [shop, rates] of shops) {
      await inShop(db, shop);
      for (const [index, rate] of rates.entries()) {
        const [user] = await db.rows<{ id: number }>(
          `insert into users (shop_id, username, password_hash, role) values ($1, $2, 'x', 'barber') returning id`,
          [shop, `barber${String(index)}`],
        );
        const [barber] = await db.rows<{ id: number }>(
          `insert into barbers (shop_id, user_id, name, commission_basis_points) values ($1, $2, $3, $4) returning id`,
          [shop, user?.id, `Barber ${String(index)}`, rate],
        );
        for (const phone of ['9876500001', '9876500002']) {
          const [booking] = await db.rows<{ id: number }>(
            `insert into bookings (shop_id, barber_id, customer_name, customer_phone, booking_type, service_ids, service_details, estimated_duration, barber_name, status)
             values ($1, $2, 'Asha', $3, 'queue', '{}', '[]', 30, 'Ravi', 'completed') returning id`,
            [shop, barber?.id, phone],
          );
          await db.rows(`insert into payments (shop_id, booking_id, barber_id, items, services_paise, method, taken_at) values ($1, $2, $3, '[]', 25000, 'cash', now())`, [
            shop,
            booking?.id,
            barber?.id,
          ]);
          entries.push({ shop, rate });
        }
      }
    }

    // The migrations run in no shop's scope.
    await inShop(db, null);
    await db.migrate(migrationsFolder);

    const rows: { shop_id: number; commission_basis_points: number }[] = [];
    for (const [shop] of shops) {
      await inShop(db, shop);
      const found = await db.rows<{ shop_id: number; commission_basis_points: number }>(
        `select shop_id, commission_basis_points from payments where shop_id = $1 order by id`,
        [shop],
      );
      rows.push(...found);
    }
    expect(rows.map((row) => ({ shop: row.shop_id, rate: row.commission_basis_points }))).toEqual(entries);
    const [column] = await db.rows<{ column_default: string | null; is_nullable: string }>(
      `select column_default, is_nullable from information_schema.columns where table_name = 'payments' and column_name = 'commission_basis_points'`,
    );
    expect(column).toEqual({ column_default: null, is_nullable: 'NO' });
    // Row security is forced again on both tables.
    const forced = await db.rows<{ relname: string; relforcerowsecurity: boolean }>(
      `select relname, relforcerowsecurity from pg_class where relname in ('payments', 'barbers') and relnamespace = 'public'::regnamespace order by relname`,
    );
    expect(forced).toEqual([
      { relname: 'barbers', relforcerowsecurity: true },
      { relname: 'payments', relforcerowsecurity: true },
    ]);
    await expect(db.rows(`update payments set commission_basis_points = 10001`)).rejects.toThrow(/payments_commission_check/);
  });
});
