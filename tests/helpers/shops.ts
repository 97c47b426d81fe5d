import { sql } from 'drizzle-orm';
import type { AppContext } from '../../src/server/context.js';
import { rowsOf, type Db } from '../../src/server/db/client.js';
import type { TestApp } from './app.js';

/** Adds a shop with raw SQL (the shops table is global) and answers its id. */
export async function addShop(db: Db, slug: string): Promise<number> {
  const [row] = rowsOf<{ id: number }>(await db.execute(sql`insert into shops (slug) values (${slug}) returning id`));
  if (!row) throw new Error('insert shops returned nothing');
  return row.id;
}

/** Adds a shop to a running app and answers its context, as its first request would load it. */
export async function addShopContext(t: TestApp, slug: string): Promise<AppContext> {
  await addShop(t.database.db, slug);
  const found = await t.shops.bySlug(slug);
  if (found.kind !== 'open') throw new Error(`shop ${slug} is ${found.kind}`);
  return found.ctx;
}
