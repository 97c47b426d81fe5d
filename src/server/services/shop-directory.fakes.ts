import { pino } from 'pino';
import type { AppContext } from '../context.js';
import type { ShopFinders, ShopRow } from '../data/shops.js';
import { createShopDirectory } from './shop-directory.js';

/* The directory's tests' shops table and directory (shop-directory*.test.ts). */

/** A shops table in memory, counting the lookups the directory makes of it. */
function fakeShops(rows: ShopRow[]) {
  const lookups: string[] = [];
  return {
    rows,
    lookups,
    find: {
      bySlug: (slug) => {
        lookups.push(`slug ${slug}`);
        return Promise.resolve(rows.find((row) => row.slug === slug));
      },
      byId: (id) => {
        lookups.push(`id ${String(id)}`);
        return Promise.resolve(rows.find((row) => row.id === id));
      },
      byDomain: (host) => {
        lookups.push(`host ${host}`);
        return Promise.resolve(rows.find((row) => row.domain === host));
      },
    } satisfies ShopFinders,
  };
}

export const shop = (id: number, slug: string, domain: string | null = null): ShopRow => ({
  id,
  slug,
  domain,
  status: 'active',
  latitude: null,
  listed: false,
  whatsappNumberId: null,
  longitude: null,
  eventSeq: 0,
  createdAt: new Date('2026-01-01T00:00:00Z'),
});

/** The directory over those rows, with a clock the test moves; a context is only what links read. */
export function directory(rows: ShopRow[], maxShops = 10) {
  const table = fakeShops(rows);
  const clock = { now: 1_000_000 };
  const shops = createShopDirectory({
    find: table.find,
    makeContext: (row) => ({ shopId: row.id, shopSlug: row.slug, shopDomain: { current: row.domain } }) as AppContext,
    maxShops,
    clock: () => clock.now,
    log: pino({ level: 'silent' }),
  });
  return { shops, table, clock };
}
