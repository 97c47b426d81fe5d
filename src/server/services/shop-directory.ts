import { shopById, shopBySlug, type ShopRow } from '../data/shops.js';
import type { AppContext } from '../context.js';
import { loggableError } from '../log.js';

/**
 * The shops one instance serves, by slug, and the live state of those it holds in memory
 * (docs/decisions/0020-shop-routing.md). A shop's context (its database handle, hot store,
 * rendered answers and messenger) is made on its first request and kept in a bounded
 * least-recently-used list: an idle shop costs nothing beyond its place in it. The instance's one
 * message worker (messages/worker.ts) loads a shop by its id when it has a message to send or a
 * plan to look at.
 */
export type ShopLookup = { kind: 'open'; ctx: AppContext } | { kind: 'missing' } | { kind: 'suspended' };

/** How long a slug's answer (found, suspended, missing) is used before it is looked up again. */
export const SLUG_RECHECK_MS = 15_000;

export interface ShopDirectory {
  /** The shop a slug names: from memory when it was looked up lately (no promise), else from the database. */
  bySlug(slug: string): ShopLookup | Promise<ShopLookup>;
  /** The shop with this id: from memory when held, else from the database (loaded as a request would). */
  byId(shopId: number): ShopLookup | Promise<ShopLookup>;
  /** The context of a shop this instance holds, if it holds it. */
  loaded(shopId: number): AppContext | undefined;
  /** Every context this instance holds. */
  contexts(): IterableIterator<AppContext>;
  heldCount(): number;
  /** How many shops it holds at most (idle ones; a shop with open sockets stays beyond it). */
  readonly capacity: number;
  /** Looks a shop up again at its next request (its status changed). */
  forget(slug: string): void;
  /** Keeps a shop in memory while the test says so (it has open sockets). */
  keepWhile(busy: (shopId: number) => boolean): void;
  /** Called with each context the directory makes (and the shop's row it was made from) and each one it lets go. */
  onLoad(listener: (ctx: AppContext, shop: ShopRow) => void): void;
  onUnload(listener: (ctx: AppContext) => void): void;
  /** Lets every context go. */
  close(): Promise<void>;
}

interface SlugEntry {
  checkedAt: number;
  lookup: ShopLookup;
  /** A lookup under way, so concurrent requests for a new slug share one query. */
  pending?: Promise<ShopLookup>;
}

export interface DirectoryOptions {
  /** Reads a shop's row by its slug (the global handle). */
  findShop?: (slug: string) => Promise<ShopRow | undefined>;
  /** Reads a shop's row by its id (the global handle). */
  findShopById?: (id: number) => Promise<ShopRow | undefined>;
  /** Makes a shop's context; the directory calls it once per shop it loads. */
  makeContext: (shop: ShopRow) => AppContext;
  maxShops: number;
  clock: () => number;
  log: AppContext['log'];
}

export function createShopDirectory(db: AppContext['database']['db'], options: DirectoryOptions): ShopDirectory {
  const findShop = options.findShop ?? ((slug: string) => shopBySlug(db, slug));
  const findShopById = options.findShopById ?? ((id: number) => shopById(db, id));
  const slugs = new Map<string, SlugEntry>();
  /** Insertion order is use order: the first is the least recently used. */
  const held = new Map<number, AppContext>();
  const loadListeners: ((ctx: AppContext, shop: ShopRow) => void)[] = [];
  const unloadListeners: ((ctx: AppContext) => void)[] = [];
  let busy: (shopId: number) => boolean = () => false;

  function release(ctx: AppContext): void {
    held.delete(ctx.shopId);
    for (const listener of unloadListeners) listener(ctx);
  }

  function hold(shop: ShopRow): AppContext {
    const current = held.get(shop.id);
    if (current) {
      held.delete(shop.id);
      held.set(shop.id, current);
      return current;
    }
    const ctx = options.makeContext(shop);
    held.set(shop.id, ctx);
    for (const listener of loadListeners) listener(ctx, shop);
    trim(ctx);
    return ctx;
  }

  /** Past the bound, the least recently used shops nobody is connected to go, never the one in use. */
  function trim(inUse: AppContext): void {
    if (held.size <= options.maxShops) return;
    for (const candidate of held.values()) {
      if (held.size <= options.maxShops) break;
      if (candidate !== inUse && !busy(candidate.shopId)) release(candidate);
    }
  }

  function lookupOf(shop: ShopRow | undefined): ShopLookup {
    if (!shop) return { kind: 'missing' };
    if (shop.status !== 'active') {
      const ctx = held.get(shop.id);
      if (ctx) release(ctx);
      return { kind: 'suspended' };
    }
    return { kind: 'open', ctx: hold(shop) };
  }

  function refresh(slug: string, entry: SlugEntry | undefined): Promise<ShopLookup> {
    if (entry?.pending) return entry.pending;
    const pending = findShop(slug).then(
      (shop) => {
        const lookup = lookupOf(shop);
        slugs.set(slug, { checkedAt: options.clock(), lookup });
        return lookup;
      },
      (error: unknown) => {
        // The database is away: the last answer stands until it is back.
        const current = slugs.get(slug);
        if (current?.checkedAt === 0) slugs.delete(slug);
        else if (current) delete current.pending;
        throw error;
      },
    );
    slugs.set(slug, { checkedAt: entry?.checkedAt ?? 0, lookup: entry?.lookup ?? { kind: 'missing' }, pending });
    // Unknown slugs are remembered too, but a sweep of made-up names cannot grow the map without end.
    if (slugs.size > options.maxShops * 4) {
      const oldest = slugs.keys().next().value;
      if (oldest !== undefined && oldest !== slug) slugs.delete(oldest);
    }
    return pending;
  }

  return {
    bySlug(slug) {
      const entry = slugs.get(slug);
      if (!entry || (entry.pending && entry.checkedAt === 0)) return refresh(slug, entry);
      if (options.clock() - entry.checkedAt >= SLUG_RECHECK_MS && !entry.pending) {
        // Served from memory now; looked up again in the background for the next request.
        refresh(slug, entry).catch((error: unknown) => {
          options.log.warn({ err: loggableError(error) }, 'looking a shop up again failed');
        });
      }
      const { lookup } = entry;
      if (lookup.kind === 'open') {
        // A shop let go to make room is made again on its next request.
        if (held.get(lookup.ctx.shopId) !== lookup.ctx) return refresh(slug, undefined);
        held.delete(lookup.ctx.shopId);
        held.set(lookup.ctx.shopId, lookup.ctx);
        // Shops kept past the bound while someone was connected go once they are idle.
        trim(lookup.ctx);
      }
      return lookup;
    },
    byId(shopId) {
      const ctx = held.get(shopId);
      if (ctx) return { kind: 'open', ctx };
      // Not remembered by slug: the shop's next request by slug looks it up, and finds it held.
      return findShopById(shopId).then(lookupOf);
    },
    loaded: (shopId) => held.get(shopId),
    contexts: () => held.values(),
    heldCount: () => held.size,
    capacity: options.maxShops,
    forget(slug) {
      slugs.delete(slug);
    },
    keepWhile(test) {
      busy = test;
    },
    onLoad(listener) {
      loadListeners.push(listener);
    },
    onUnload(listener) {
      unloadListeners.push(listener);
    },
    close() {
      held.clear();
      return Promise.resolve();
    },
  };
}
