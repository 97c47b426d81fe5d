import { activeShops } from '../data/shops.js';
import type { Tx } from '../db/client.js';

/**
 * The shop this app serves (docs/decisions/0019-shops.md): one shop at the bare paths, the active
 * shop (shop 1, which the migration made), the oldest should there be more than one.
 */
export async function servedShopId(db: Tx): Promise<number> {
  const [served] = await activeShops(db);
  if (!served) throw new Error('Chair has no active shop to serve: the shops table has none with status "active".');
  return served.id;
}
