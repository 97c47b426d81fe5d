import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { fromPglite, pgliteExtensions } from '../src/server/db/client.js';
import { barbers } from '../src/server/db/schema.js';

const client = await PGlite.create({ extensions: pgliteExtensions() });
const database = fromPglite(client);
await database.migrate();
const raw = drizzle({ client });
const shop = database.forShop(1);
await raw.execute(sql`set app.shop_id = '1'`);
for (const [name, db] of [['raw', raw], ['shop', shop], ['raw', raw], ['shop', shop]] as const) {
  const start = performance.now();
  for (let i = 0; i < 2000; i++) await db.select().from(barbers);
  console.log(name, ((performance.now() - start) / 2000).toFixed(3), 'ms/query');
}
await database.close();
