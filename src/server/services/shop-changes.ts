import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { ShopDirectory } from './shop-directory.js';

/**
 * Every instance hears each change of a shop's slug, status or domain from the database itself
 * (a trigger on `shops`, migration 0024) and forgets what it remembered of the shop's routing, so
 * a suspended shop stops answering, and a created or resumed one starts, on every instance at once
 * (docs/decisions/0020-shop-routing.md).
 */
export const SHOPS_CHANNEL = 'chair_shops';

const changeSchema = z.object({
  slugs: z.array(z.string().nullable()),
  domains: z.array(z.string().nullable()),
});

const named = (values: readonly (string | null)[]) => values.filter((value): value is string => value !== null);

function parsed(payload: string): z.infer<typeof changeSchema> | null {
  try {
    const result = changeSchema.safeParse(JSON.parse(payload));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export async function listenForShopChanges(database: Database, shops: ShopDirectory, log: FastifyBaseLogger): Promise<void> {
  await database.listen(SHOPS_CHANNEL, (payload) => {
    const change = parsed(payload);
    if (!change) {
      log.warn('ignored a shop change notification it could not read');
      return;
    }
    shops.changed({ slugs: named(change.slugs), domains: named(change.domains) });
  });
  // Changes made while the listening connection was away went unheard.
  database.onListenRestored(() => {
    shops.forgetAll();
  });
}
