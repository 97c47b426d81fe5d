import type { ShopFinders, ShopRow } from '../data/shops.js';
import type { AppContext } from '../context.js';
import { loggableError } from '../log.js';
import { createRecheckedAnswers } from './rechecked-answers.js';

/**
 * The shops one instance serves, by slug and by their own domains, and the live state of those it holds in memory
 * (docs/decisions/0020-shop-routing.md). A shop's context (its database handle, hot store,
 * rendered answers and messenger) is made on its first request and kept in a bounded
 * least-recently-used list: an idle shop costs nothing beyond its place in it. The instance's one
 * message worker (messages/worker.ts) loads a shop by its id when it has a message to send or a
 * plan to look at.
 */
export type ShopLookup = { kind: 'open'; ctx: AppContext } | { kind: 'missing' } | { kind: 'suspended' };

/**
 * How long a slug's answer (found, suspended, missing), or a host's (its shop's slug, or none), is
 * used before it is looked up again. A change of a shop's slug, status or domain is heard at once
 * (`changed`, from the database's notification: services/shop-changes.ts); this only bounds how long
 * an answer could outlive a change made with its notification turned off.
 */
export const SLUG_RECHECK_MS = 10 * 60_000;

/**
 * How long a context made for looks (`forLook`) is used again while its shop's change counter
 * (`event_seq`) stands still. Every change a page shows moves it; the messages' own bookkeeping on
 * a booking (the start told, the turn told near) does not, and a look from rows older than it is
 * refused by that bookkeeping's compare and set, after which the look reads the barber's bookings
 * again (messages/apply-decision.ts). So this only bounds how long the context could outlive a
 * change made with its notification turned off.
 */
export const LOOK_REUSE_MS = 5 * 60_000;

export interface ShopDirectory {
  /** The shop a slug names: from memory when it was looked up lately (no promise), else from the database. */
  bySlug(slug: string): ShopLookup | Promise<ShopLookup>;
  /**
   * The slug of the shop whose own domain this host name is (whatever the shop's status), or null:
   * from memory when it was looked up lately (no promise), else from the database.
   */
  slugOfDomain(host: string): string | null | Promise<string | null>;
  /** The shop with this id: from memory when held, else from the database (loaded as a request would). */
  byId(shopId: number): ShopLookup | Promise<ShopLookup>;
  /**
   * The shop with this id for a look by the message worker or the list of shops: its context when
   * held, else one made for looks, neither held nor announced, so looking at a shop pushes no other
   * out. That one is used again at the shop's next look while its change counter stands still, so a
   * shop nobody changed is looked at from memory.
   */
  forLook(shopId: number): ShopLookup | Promise<ShopLookup>;
  /** The context of a shop this instance holds, if it holds it. */
  loaded(shopId: number): AppContext | undefined;
  /** Every context this instance holds. */
  contexts(): IterableIterator<AppContext>;
  heldCount(): number;
  /** How many shops it holds at most (idle ones; a shop with open sockets stays beyond it). */
  readonly capacity: number;
  /** Looks a shop up again at its next request (its status changed). */
  forget(slug: string): void;
  /**
   * A shop's slug, status or domain changed, on this instance or another: its slugs and hosts, before
   * and after, are looked up again at their next request.
   */
  changed(change: { slugs: readonly string[]; domains: readonly string[] }): void;
  /** Looks every slug and host up again at its next request (changes may have gone unheard). */
  forgetAll(): void;
  /**
   * A shop's domain changed on this instance: its old and new host are looked up again at their
   * next request, and its held context's links carry the new one at once.
   */
  domainChanged(shop: Pick<ShopRow, 'id' | 'slug' | 'domain'>): void;
  /** Keeps a shop in memory while the test says so (it has open sockets). */
  keepWhile(busy: (shopId: number) => boolean): void;
  /** Called with each context the directory makes (and the shop's row it was made from) and each one it lets go. */
  onLoad(listener: (ctx: AppContext, shop: ShopRow) => void): void;
  onUnload(listener: (ctx: AppContext) => void): void;
  /** Lets every context go. */
  close(): Promise<void>;
}

export interface DirectoryOptions {
  /** Reads shops' rows (the global handle: data/shops.ts `shopFinders`). */
  find: ShopFinders;
  /** Makes a shop's context; the directory calls it once per shop it loads. */
  makeContext: (shop: ShopRow) => AppContext;
  maxShops: number;
  clock: () => number;
  log: AppContext['log'];
}

export function createShopDirectory(options: DirectoryOptions): ShopDirectory {
  const { find } = options;
  /** Insertion order is use order: the first is the least recently used. */
  const held = new Map<number, AppContext>();
  /**
   * Contexts made for looks at shops not held, each with the change counter of the row it was made
   * from, least recently used first, as many at most as shops held.
   */
  const looks = new Map<number, { ctx: AppContext; seq: number; madeAt: number }>();
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
      // Each fresh read of the row brings a domain the operator changed on another instance.
      current.shopDomain.current = shop.domain;
      return current;
    }
    const ctx = options.makeContext(shop);
    // Held from now on, and told of every change: a context of its looks would only go stale.
    looks.delete(shop.id);
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

  const recheck = {
    recheckMs: SLUG_RECHECK_MS,
    // Unknown slugs and hosts are remembered too, but a sweep of made-up names cannot grow memory.
    bound: options.maxShops * 4,
    clock: options.clock,
    onBackgroundError: (error: unknown) => {
      options.log.warn({ err: loggableError(error) }, 'looking a shop up again failed');
    },
  };
  /**
   * Grows with each change of a shop heard (`changed`, `forgetAll`): a row read before it may be
   * older than the change, so what it says is not remembered.
   */
  let heard = 0;
  /** Reads a shop's row, again while changes are heard during the read (a few times at most). */
  async function freshRow(read: () => Promise<ShopRow | undefined>): Promise<{ shop: ShopRow | undefined; fresh: boolean }> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = heard;
      const shop = await read();
      if (heard === before) return { shop, fresh: true };
    }
    return { shop: await read(), fresh: false };
  }

  const slugs = createRecheckedAnswers<ShopLookup>({ ...recheck, find: async (slug) => lookupOf(await find.bySlug(slug)) });
  const hosts = createRecheckedAnswers<string | null>({
    ...recheck,
    find: async (host) => {
      const { shop, fresh } = await freshRow(() => find.byDomain(host));
      if (!shop) return null;
      // The same row answers the slug, so the host's first request costs one query.
      if (fresh) slugs.remember(shop.slug, lookupOf(shop));
      return shop.slug;
    },
  });

  /** Has each held shop read its row again: one suspended meanwhile is let go, and its sockets close. */
  function recheckHeld(named: (slug: string) => boolean): void {
    for (const ctx of held.values()) {
      if (named(ctx.shopSlug)) slugs.lookUp(ctx.shopSlug).catch(recheck.onBackgroundError);
    }
  }

  return {
    bySlug(slug) {
      const lookup = slugs.get(slug);
      if (lookup instanceof Promise || lookup.kind !== 'open') return lookup;
      // A shop let go to make room is made again on its next request.
      if (held.get(lookup.ctx.shopId) !== lookup.ctx) return slugs.lookUp(slug);
      held.delete(lookup.ctx.shopId);
      held.set(lookup.ctx.shopId, lookup.ctx);
      // Shops kept past the bound while someone was connected go once they are idle.
      trim(lookup.ctx);
      return lookup;
    },
    slugOfDomain: (host) => hosts.get(host),
    byId(shopId) {
      const ctx = held.get(shopId);
      if (ctx) {
        // A shop the worker serves with nobody asking for it still hears of its status and domain,
        // also when its slug was never asked for or was pushed out of the remembered ones.
        if (slugs.has(ctx.shopSlug)) slugs.recheck(ctx.shopSlug);
        else slugs.lookUp(ctx.shopSlug).catch(recheck.onBackgroundError);
        return { kind: 'open', ctx };
      }
      // Remembered by its slug from here on, so the shop is looked at again like any other.
      return freshRow(() => find.byId(shopId)).then(({ shop, fresh }) => {
        if (!fresh) return shop ? slugs.lookUp(shop.slug) : { kind: 'missing' as const };
        const lookup = lookupOf(shop);
        if (shop) slugs.remember(shop.slug, lookup);
        return lookup;
      });
    },
    forLook(shopId) {
      const ctx = held.get(shopId);
      if (ctx) return { kind: 'open', ctx };
      return find.byId(shopId).then((shop): ShopLookup => {
        const kept = looks.get(shopId);
        looks.delete(shopId);
        // Held while its row was read: the held context is the one told of changes.
        const heldNow = held.get(shopId);
        if (heldNow) return { kind: 'open', ctx: heldNow };
        if (!shop) return { kind: 'missing' };
        if (shop.status !== 'active') return { kind: 'suspended' };
        const now = options.clock();
        // Nothing changed since the last look: its store still holds what it read then.
        const reused = kept && kept.seq === shop.eventSeq && now - kept.madeAt < LOOK_REUSE_MS ? kept : null;
        const look = reused ?? { ctx: options.makeContext(shop), seq: shop.eventSeq, madeAt: now };
        look.ctx.shopDomain.current = shop.domain;
        looks.set(shopId, look);
        for (const id of looks.keys()) {
          if (looks.size <= options.maxShops) break;
          looks.delete(id);
        }
        return { kind: 'open', ctx: look.ctx };
      });
    },
    loaded: (shopId) => held.get(shopId),
    contexts: () => held.values(),
    heldCount: () => held.size,
    capacity: options.maxShops,
    forget(slug) {
      slugs.forget(slug);
    },
    changed(change) {
      heard += 1;
      for (const slug of change.slugs) slugs.forget(slug);
      for (const domain of change.domains) hosts.forget(domain);
      hosts.forgetWhere((slug) => slug !== null && change.slugs.includes(slug));
      // Its links take a new domain, too.
      recheckHeld((slug) => change.slugs.includes(slug));
    },
    forgetAll() {
      heard += 1;
      slugs.clear();
      hosts.clear();
      recheckHeld(() => true);
    },
    domainChanged(shop) {
      hosts.forgetWhere((slug) => slug === shop.slug);
      if (shop.domain !== null) hosts.forget(shop.domain);
      const ctx = held.get(shop.id);
      if (ctx) ctx.shopDomain.current = shop.domain;
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
      looks.clear();
      return Promise.resolve();
    },
  };
}
