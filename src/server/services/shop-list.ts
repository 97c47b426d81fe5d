import { inAreaOrder, rankInOrder, type Place } from '../../shared/domain/shop-ranking.js';
import { SHOP_LIST_MAX, type ShopList as ShopListAnswer, type ShopListMessage } from '../../shared/schemas/shop-list.js';
import type { PlatformContext } from '../context.js';
import { listedShops, listedShopsAmong, SUMMARIES_CHANNEL, writeSummaries, type SummaryWrite } from '../data/shop-list.js';
import { loggableError } from '../log.js';
import type { ShopDirectory } from './shop-directory.js';
import { SHOPS_CHANNEL } from './shop-changes.js';
import { canonical, presentShown, shownShopOf, type ShownShop } from './shop-list-rows.js';
import { shopSummaryOf } from './shop-summary.js';

export { presentShown, startOf, type ShownShop } from './shop-list-rows.js';

/**
 * The platform's list of shops on one instance (docs/product/shop-list.md). Every listed shop's
 * summary, and every branch's, is kept in memory, read from `shop_summaries`; a summary is worked
 * out by an instance that holds the shop, once per change made through it (and each minute while
 * held, as waits move with the clock), and written only when it differs. Every instance hears the
 * write and reads those rows again, so an answer costs no query: it ranks what is in memory.
 */
export interface ShopList {
  answer(query: { from: Place | null; search: string }): Promise<ShopListAnswer>;
  /** Every shop kept, listed or a branch of a chain (its chain's page and the suggestions read them). */
  shown(): Promise<ShownShop[]>;
  /** Calls `listener` with each change of the list heard here; answers the unsubscribe. */
  subscribe(listener: (message: ShopListMessage) => void): () => void;
  /** A change of a shop was committed through this instance (the live updates heard it back): its summary is worked out here. */
  changedHere(shopId: number): void;
  /** Works out the due summaries and writes those that changed (the timer calls it each second). */
  flush(): Promise<void>;
  /** Marks every held kept shop due, and the stalest summaries (the timer calls it each minute). */
  tick(): void;
  stop(): Promise<void>;
}

export const FLUSH_MS = 1_000;
export const TICK_MS = 60_000;
/** A summary older than this is worked out again by any instance, held or not (a shop nobody visits). */
export const STALE_MS = 30 * 60_000;
/** Summaries worked out in one flush, and stale ones marked in one tick: the rest wait their turn. */
const FLUSH_MAX = 100;
const STALE_PER_TICK = 20;
/** After a failed read or write, the next try waits this long, doubling up to the most. */
const RETRY_MS = 1_000;
const RETRY_MAX_MS = 30_000;

function idsOf(payload: string): number[] {
  try {
    const parsed = JSON.parse(payload) as { ids?: unknown; id?: unknown };
    const ids = parsed.ids ?? [parsed.id];
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export async function startShopList(platform: PlatformContext, shops: ShopDirectory): Promise<ShopList> {
  const { database, log, clock } = platform;
  const entries = new Map<number, ShownShop>();
  /** Kept shops whose summary is to be worked out by the next flush. */
  const due = new Set<number>();
  /** The listed shops in area order, made once per change of the list rather than per read. */
  let listedInOrder: ShownShop[] | null = null;
  /** Shops to keep whose row has no summary yet: shown once one is written. */
  const unsummarized = new Set<number>();
  const listeners = new Set<(message: ShopListMessage) => void>();
  /** Whether `entries` are what the database held at the last full read, kept up by the notifications since. */
  let read = false;
  /** Every read runs in this one line, so an older answer never lands after a newer one. */
  let reading: Promise<void> = Promise.resolve();
  let flushing: Promise<void> | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RETRY_MS;
  let writesPausedUntil = 0;

  function queue(task: () => Promise<void>): Promise<void> {
    const run = reading.then(task);
    reading = run.catch(() => undefined);
    return run;
  }

  /** Tells the list's sockets; a branch kept for its chain's page but not listed is, to them, gone. */
  function announce(kept: ShownShop[], gone: string[]): void {
    // The list's order is made again at the next read that needs it.
    if (kept.length > 0 || gone.length > 0) listedInOrder = null;
    if (listeners.size === 0) return;
    const changed = kept.filter((shop) => shop.listed);
    const removed = [...gone, ...kept.filter((shop) => !shop.listed).map((shop) => shop.slug)];
    if (changed.length === 0 && removed.length === 0) return;
    const now = clock();
    const message: ShopListMessage = {
      type: 'shopsChanged',
      data: {
        changed: changed.map((shop) => {
          const { distanceKm: _none, ...live } = presentShown(shop, now, null);
          return live;
        }),
        removed,
      },
    };
    for (const listener of listeners) {
      try {
        listener(message);
      } catch (error) {
        log.warn({ err: loggableError(error) }, 'a listener of the list of shops failed');
      }
    }
  }

  /** Takes in rows read for `ids` (every kept shop when null): a shop with no summary yet, or new here, is due. */
  function takeIn(rows: Awaited<ReturnType<typeof listedShops>>, ids: readonly number[] | null): void {
    const found = new Map(rows.map((row) => [row.id, row]));
    const changed: ShownShop[] = [];
    const gone: string[] = [];
    for (const id of ids ?? [...new Set([...entries.keys(), ...found.keys()])]) {
      const row = found.get(id);
      const before = entries.get(id);
      const shop = row ? shownShopOf(row) : null;
      // No summary yet: one is worked out. Named by a notification and newly kept with a summary
      // written before (a shop listed again): that summary may be old, so it is worked out again.
      // A summary that was awaited has just been worked out; a full read leaves old ones to the
      // stale sweep.
      if (row && (!shop || (ids !== null && !before && !unsummarized.has(id)))) due.add(id);
      if (row && !shop) unsummarized.add(id);
      else unsummarized.delete(id);
      if (shop) {
        entries.set(id, shop);
        changed.push(shop);
      } else if (!row && before) {
        entries.delete(id);
        gone.push(before.slug);
      }
    }
    announce(changed, gone);
  }

  function retryLater(): void {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void whenRead().catch(() => undefined);
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
  }

  function failed(what: string, error: unknown): void {
    read = false;
    log.warn({ err: loggableError(error) }, `${what} failed; the list of shops is read again`);
    retryLater();
  }

  /** Reads every kept shop, unless the list is read already; rejects when the database does not answer. */
  function whenRead(): Promise<void> {
    if (read) return Promise.resolve();
    return queue(async () => {
      if (read) return;
      try {
        takeIn(await listedShops(database.db), null);
      } catch (error) {
        failed('reading the list of shops', error);
        throw error;
      }
      read = true;
      retryMs = RETRY_MS;
      // Changes made here while notifications were not heard: their summaries are worked out again.
      for (const ctx of shops.contexts()) if (entries.has(ctx.shopId)) due.add(ctx.shopId);
    });
  }

  /** Reads the named shops' rows again, in order with every other read, and tells the sockets. */
  function reread(ids: readonly number[]): void {
    if (ids.length === 0) return;
    void queue(async () => {
      if (!read) return;
      try {
        takeIn(await listedShopsAmong(database.db, ids), ids);
      } catch (error) {
        failed('reading shops of the list again', error);
      }
    });
  }

  async function summarize(id: number): Promise<SummaryWrite | null> {
    const held = shops.loaded(id);
    const lookup = held ? { kind: 'open' as const, ctx: held } : await shops.forLook(id);
    if (lookup.kind !== 'open') return null;
    const now = lookup.ctx.clock();
    let summary = await shopSummaryOf(lookup.ctx);
    const before = entries.get(id);
    // A free chair starts a walk-in now at every look: while it stays free, the start kept stands.
    const kept = before?.summary.startAt ?? null;
    if (kept !== null && summary.startAt !== null && Date.parse(kept) <= now && Date.parse(summary.startAt) <= now) summary = { ...summary, startAt: kept };
    // Unchanged: written again only to mark it fresh, well before anyone would call it stale.
    if (before && canonical(summary) === before.canonical && now - before.computedAt < STALE_MS / 2) return null;
    return { shopId: id, summary, computedAt: new Date(now) };
  }

  async function flushDue(): Promise<void> {
    if (due.size === 0 || clock() < writesPausedUntil) return;
    await whenRead();
    const ids = [...due].slice(0, FLUSH_MAX);
    for (const id of ids) due.delete(id);
    const writes: SummaryWrite[] = [];
    for (const id of ids) {
      if (!entries.has(id) && !unsummarized.has(id)) continue;
      try {
        const write = await summarize(id);
        if (write) writes.push(write);
      } catch (error) {
        due.add(id);
        log.warn({ err: loggableError(error), shopId: id }, 'working out a shop summary for the list failed');
      }
    }
    try {
      await writeSummaries(database.db, writes);
    } catch (error) {
      for (const write of writes) due.add(write.shopId);
      writesPausedUntil = clock() + RETRY_MS * 5;
      log.warn({ err: loggableError(error) }, 'writing shop summaries for the list failed; they are written again shortly');
    }
  }

  await database.listen(SUMMARIES_CHANNEL, (payload) => {
    if (!stopped) reread(idsOf(payload));
  });
  await database.listen(SHOPS_CHANNEL, (payload) => {
    if (!stopped) reread(idsOf(payload));
  });
  database.onListenRestored(() => {
    if (stopped) return;
    // Changes may have gone unheard: everything is read again.
    read = false;
    void whenRead().catch(() => undefined);
  });
  void whenRead().catch(() => undefined);

  const list: ShopList = {
    async answer({ from, search }) {
      await whenRead();
      const now = clock();
      listedInOrder ??= inAreaOrder([...entries.values()].filter((shop) => shop.listed));
      const ranked = rankInOrder(listedInOrder, from, search);
      return { shops: ranked.slice(0, SHOP_LIST_MAX).map(({ shop, distanceKm }) => presentShown(shop, now, distanceKm)), total: ranked.length };
    },
    async shown() {
      await whenRead();
      return [...entries.values()];
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changedHere(shopId) {
      // A shop not kept here yet is marked due when its row first comes in.
      if (entries.has(shopId) || unsummarized.has(shopId)) due.add(shopId);
    },
    flush() {
      flushing ??= flushDue()
        .catch(() => undefined)
        .finally(() => {
          flushing = null;
        });
      return flushing;
    },
    tick() {
      for (const ctx of shops.contexts()) if (entries.has(ctx.shopId)) due.add(ctx.shopId);
      const now = clock();
      const stale = [...entries.values()].filter((shop) => now - shop.computedAt > STALE_MS).sort((a, b) => a.computedAt - b.computedAt);
      for (const shop of stale.slice(0, STALE_PER_TICK)) due.add(shop.id);
    },
    async stop() {
      stopped = true;
      clearInterval(flushTimer);
      clearInterval(tickTimer);
      clearTimeout(retryTimer);
      await Promise.all([flushing, reading]);
    },
  };
  const flushTimer = setInterval(() => void list.flush(), FLUSH_MS);
  const tickTimer = setInterval(() => {
    list.tick();
  }, TICK_MS);
  flushTimer.unref();
  tickTimer.unref();
  return list;
}
