import { activeShopCount, activeShops, type ShopRow } from '../data/shops.js';
import type { AppContext } from '../context.js';
import type { Database, Tx } from '../db/client.js';
import type { Env } from '../env.js';
import type { ShopDirectory } from './shop-directory.js';

/** The oldest active shop (docs/decisions/0019-shops.md): shop 1 of an install, unless it was suspended. */
export async function oldestActiveShop(db: Tx): Promise<ShopRow | undefined> {
  const [oldest] = await activeShops(db);
  return oldest;
}

/**
 * Whether the server is a platform of many shops (docs/decisions/0020-shop-routing.md): it hosts
 * more than one, or is set up to take more (a platform domain, sign-up, no home shop).
 */
export async function hostsManyShops(env: Pick<Env, 'PLATFORM_DOMAIN' | 'SIGNUP' | 'HOME_SHOP'>, db: Tx): Promise<boolean> {
  if (env.PLATFORM_DOMAIN !== undefined || env.SIGNUP !== 'off' || env.HOME_SHOP === '') return true;
  return (await activeShopCount(db)) > 1;
}

/** The context of the shop the bare paths serve, else of the oldest active shop (tests and the start box use it). */
export async function homeContext(shops: ShopDirectory, env: Env, database: Database): Promise<AppContext> {
  const home = env.HOME_SHOP === '' ? null : await shops.bySlug(env.HOME_SHOP);
  if (home?.kind === 'open') return home.ctx;
  const oldest = await oldestActiveShop(database.db);
  if (!oldest) throw new Error('Chair has no active shop to serve: the shops table has none with status "active".');
  const found = await shops.bySlug(oldest.slug);
  if (found.kind !== 'open') throw new Error(`The shop "${oldest.slug}" could not be loaded.`);
  return found.ctx;
}
