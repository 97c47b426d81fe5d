import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/server/db/client.js';
import { SERVICE_ICONS } from '../../src/shared/service-icons.js';
import { onPostgres } from '../helpers/db.js';
import { inShop, migrationsUpTo, openRawDatabase, type RawDatabase } from './support/raw-database.js';

/** The last migration before icons became keys. */
const BEFORE = '0011_front_desk';

/** A shop whose services were made while icons were emoji the admin typed. */
describe(`service icons stored as emoji before icons were keys (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let db: RawDatabase;
  let before: string;
  beforeAll(async () => {
    before = await migrationsUpTo(BEFORE);
    db = await openRawDatabase();
    await db.migrate(before);
  });
  afterAll(async () => {
    await db.close();
    await rm(before, { recursive: true, force: true });
  });

  it('become the key that draws the same thing; anything else becomes the scissors', async () => {
    const stored = ['✂️', '🧔', '💈', '🪒', '🎨', '💆', ' 🧖 ', '🚀', 'spa'];
    // Written as the tables were then, before services belonged to a shop.
    for (const [index, icon] of stored.entries()) {
      await db.rows(`insert into services (name, duration, icon) values ($1, 10, $2)`, [`Service ${String(index)}`, icon]);
    }

    await db.migrate(migrationsFolder);
    await inShop(db, 1);
    const icons = (await db.rows<{ icon: string }>(`select icon from services where shop_id = 1 order by id`)).map((row) => row.icon);
    expect(icons).toEqual(['scissors', 'beard', 'pole', 'razor', 'colour', 'massage', 'spa', 'scissors', 'spa']);
    expect(icons.every((icon) => (SERVICE_ICONS as readonly string[]).includes(icon))).toBe(true);
    // A new service belongs to the shop the statement runs for.
    const [added] = await db.rows<{ icon: string; shop_id: number }>(`insert into services (name, duration) values ('New', 10) returning icon, shop_id`);
    expect(added).toEqual({ icon: 'scissors', shop_id: 1 });
  });
});
