import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, pgliteExtensions } from '../../src/server/db/client.js';
import { services } from '../../src/server/db/schema.js';
import { SERVICE_ICONS } from '../../src/shared/service-icons.js';

const MIGRATION = '0012_service_icon_keys';

/** A shop whose services were made while icons were emoji the admin typed. */
describe('service icons stored as emoji before icons were keys', () => {
  let before: string;
  beforeAll(async () => {
    before = await mkdtemp(path.join(tmpdir(), 'chair-migrations-'));
    await cp(migrationsFolder, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
    expect(upTo).toBeGreaterThan(0);
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
  });
  afterAll(async () => {
    await rm(before, { recursive: true, force: true });
  });

  it('become the key that draws the same thing; anything else becomes the scissors', async () => {
    const client = new PGlite({ extensions: pgliteExtensions() });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    const stored = ['✂️', '🧔', '💈', '🪒', '🎨', '💆', ' 🧖 ', '🚀', 'spa'];
    // Written as the tables were then, before services belonged to a shop.
    for (const [index, icon] of stored.entries()) {
      await db.execute(sql`insert into services (name, duration, icon) values (${`Service ${index}`}, 10, ${icon})`);
    }

    await migrate(db, { migrationsFolder });
    const icons = (await db.select({ icon: services.icon }).from(services).orderBy(services.id)).map((row) => row.icon);
    expect(icons).toEqual(['scissors', 'beard', 'pole', 'razor', 'colour', 'massage', 'spa', 'scissors', 'spa']);
    expect(icons.every((icon) => (SERVICE_ICONS as readonly string[]).includes(icon))).toBe(true);
    // A new service belongs to the shop the statement runs for.
    await db.execute(sql`select set_config('app.shop_id', '1', false)`);
    const [added] = await db.insert(services).values({ name: 'New', duration: 10 }).returning();
    expect(added?.icon).toBe('scissors');
    await client.close();
  });
});
