import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/server/db/client.js';

/** Adds a shop with raw SQL (the shops table is global) and answers its id. */
export async function addShop(db: Db, slug: string): Promise<number> {
  const [row] = rowsOf<{ id: number }>(await db.execute(sql`insert into shops (slug) values (${slug}) returning id`));
  if (!row) throw new Error('insert shops returned nothing');
  return row.id;
}
