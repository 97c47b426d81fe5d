import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client.js';
import { barbers } from '../../src/server/db/schema.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/db.js';
import { seedTwoShops } from './support/two-shops.js';

// Statements run prepared on PostgreSQL (docs/decisions/0019-shops.md, "Prepared statements"): one
// text is parsed once per connection, and a plan kept for one shop or role never shows another's rows.
describe.skipIf(!onPostgres)('prepared statements (PostgreSQL)', () => {
  let database: TestDatabase;
  let second: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    second = (await database.owner.transaction((tx) => seedTwoShops(tx))).second;
  });
  afterAll(async () => {
    await database.close();
  });

  it('parses a statement once on a connection and runs it by name after', async () => {
    const prepared = await database.forShop(1).transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await tx.select({ id: barbers.id }).from(barbers).where(eq(barbers.isAvailable, true));
      return rowsOf<{ statement: string }>(
        await tx.execute(sql`select statement from pg_prepared_statements where name like 'chair\_%' and statement like '%"is_available" = $1%' and statement not like '%pg_prepared_statements%'`),
      );
    });
    expect(prepared).toHaveLength(1);
  });

  it('names a statement afresh when a migration changed what it returns while it was prepared', async () => {
    await database.owner.execute(sql`create table prepared_probe (id integer primary key, v integer)`);
    await database.owner.execute(sql`grant select on prepared_probe to public`);
    await database.owner.execute(sql`insert into prepared_probe values (1, 7)`);
    const read = () => database.db.transaction(async (tx) => rowsOf<{ v: unknown }>(await tx.execute(sql`select v from prepared_probe where id = ${1}`)));
    expect(await read()).toEqual([{ v: 7 }]);
    await database.owner.execute(sql`alter table prepared_probe alter column v type text`);
    // The run that meets the changed plan fails; the next is parsed anew.
    await read().catch(() => undefined);
    expect(await read()).toEqual([{ v: '7' }]);
  });

  it("keeps each shop's rows and each role's to itself when one statement serves them all in turn", async () => {
    const names = async (db: typeof database.platform) =>
      (await db.select({ shopId: barbers.shopId }).from(barbers).where(eq(barbers.isAvailable, true))).map((row) => row.shopId);
    // More runs than PostgreSQL makes custom plans for before it may keep a generic one.
    for (let round = 0; round < 8; round++) {
      expect(new Set(await names(database.forShop(1)))).toEqual(new Set([1]));
      expect(new Set(await names(database.forShop(second)))).toEqual(new Set([second]));
      expect(await names(database.db)).toEqual([]);
      expect(new Set(await names(database.platform))).toEqual(new Set([1, second]));
    }
  });
});
