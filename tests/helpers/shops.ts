import { sql } from 'drizzle-orm';
import type { AppContext } from '../../src/server/context.js';
import type { BarberRow } from '../../src/server/data/barbers.js';
import { insertBarber } from '../../src/server/db/factories.js';
import { shopSettings } from '../../src/server/db/schema.js';
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

/** The second shop of the many-shops tests: `imran-cuts`, named Imran Cuts, with one barber, Imran Ali. */
export const SECOND_SHOP = { slug: 'imran-cuts', name: 'Imran Cuts', barber: { name: 'Imran Ali', experience: 5, username: 'imran', password: 'imran-password-1' } };

/** Adds the second shop with its settings and its barber, and answers its context and barber. */
export async function addSecondShop(t: TestApp): Promise<{ ctx: AppContext; barber: BarberRow }> {
  const ctx = await addShopContext(t, SECOND_SHOP.slug);
  await ctx.db.insert(shopSettings).values({ shopName: SECOND_SHOP.name });
  const { barber } = await insertBarber(ctx.db, SECOND_SHOP.barber);
  ctx.store.clear();
  return { ctx, barber };
}
