import { minutesUntil } from '../../shared/domain/plan-barber-day.js';
import { rankShops, searchKey, type Place } from '../../shared/domain/shop-ranking.js';
import { SHOP_LIST_MAX, type ListedShop, type ShopList as ShopListAnswer, type ShopListMessage, type ShopSummary } from '../../shared/schemas/shop-list.js';
import type { PlatformContext } from '../context.js';
import { listedShops, listedShopsAmong, SUMMARIES_CHANNEL, writeSummaries, type ListedShopRow, type SummaryWrite } from '../data/shop-list.js';
import { loggableError } from '../log.js';
import type { ShopDirectory } from './shop-directory.js';
import { SHOPS_CHANNEL } from './shop-changes.js';
import { shopSummaryOf } from './shop-summary.js';

/**
 * The platform's list of shops on one instance (docs/product/shop-list.md). Every listed shop's
 * summary is kept in memory, read from `shop_summaries`; a summary is worked out by an instance that
 * holds the shop, once per change made through it (and each minute while held, as waits move with
 * the clock), and written only when it differs. Every instance hears the write and reads those rows
 * again, so an answer costs no query: it ranks what is in memory.
 */
export interface ShopList {
  answer(query: { from: Place | null; search: string }): Promise<ShopListAnswer>;
  /** Every shop kept, listed or a branch of a chain (its chain's page and the suggestions read them), once read. */
  shown(): Promise<Iterable<ShownShop>>;
  /** Calls `listener` with each change of the list heard here; answers the unsubscribe. */
  subscribe(listener: (message: ShopListMessage) => void): () => void;
  /** A change of a shop was committed through this instance (the live updates heard it back): its summary is worked out here. */
  changedHere(shopId: number): void;
  /** Works out the due summaries and writes those that changed (the timer calls it each second). */
  flush(): Promise<void>;
  /** Marks every held listed shop due, and summaries gone stale (the timer calls it each minute). */
  tick(): void;
  /** Resolves once the list heard so far is read. */
  idle(): Promise<void>;
  stop(): void;
}

export const FLUSH_MS = 1_000;
export const TICK_MS = 60_000;
/** A summary older than this is worked out again by any instance, held or not (a shop nobody visits). */
export const STALE_MS = 30 * 60_000;
/** Summaries worked out in one flush, and stale ones marked in one tick: the rest wait their turn. */
const FLUSH_MAX = 100;
const STALE_PER_TICK = 20;

/** A shop the list keeps: listed, or a branch of a chain. */
export interface ShownShop {
  id: number;
  slug: string;
  listed: boolean;
  chainSlug: string | null;
  chainName: string | null;
  latitude: number | null;
  longitude: number | null;
  summary: ShopSummary;
  computedAt: number;
  /** The summary as JSON: a new one that reads the same is not written. */
  written: string;
  name: string;
  area: string;
  pinCode: string;
}

/** When a walk-in who joins at `now` would start at the shop, as its summary says; null when nobody takes one. */
export function startOf(entry: ShownShop, now: number): number | null {
  return entry.summary.startAt === null ? null : Math.max(now, Date.parse(entry.summary.startAt));
}

/** A kept shop as a row of the list, its wait worked out at `now` (docs/product/shop-list.md#what-a-row-shows). */
export function presentShown(entry: ShownShop, now: number, distanceKm: number | null): ListedShop {
  const { services: _names, ...summary } = entry.summary;
  const startAt = startOf(entry, now);
  return {
    ...summary,
    // A free chair's start was the moment the summary was worked out: by now, it is now.
    startAt: startAt === null ? null : new Date(startAt).toISOString(),
    slug: entry.slug,
    latitude: entry.latitude,
    longitude: entry.longitude,
    waitMinutes: startAt === null ? null : minutesUntil(now, startAt),
    computedAt: new Date(entry.computedAt).toISOString(),
    distanceKm,
  };
}

const idsSchema = (payload: string): number[] => {
  try {
    const parsed: unknown = JSON.parse(payload);
    const ids = (parsed as { ids?: unknown; id?: unknown }).ids ?? [(parsed as { id?: unknown }).id];
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
};

export async function startShopList(platform: PlatformContext, shops: ShopDirectory): Promise<ShopList> {
  const { database, log, clock } = platform;
  const entries = new Map<number, ShownShop>();
  /** Listed shops not yet summarized, or summarized long ago: worked out by the next flush. */
  const due = new Set<number>();
  const listeners = new Set<(message: ShopListMessage) => void>();
  let ready: Promise<void> | null = null;
  let reading: Promise<void> = Promise.resolve();
  let flushing: Promise<void> | null = null;
  let stopped = false;

  function entryOf(row: ListedShopRow): ShownShop | null {
    if (row.summary === null || row.computedAt === null) {
      due.add(row.id);
      return null;
    }
    if (clock() - row.computedAt.getTime() > STALE_MS) due.add(row.id);
    const { name, area, pinCode } = row.summary;
    return {
      id: row.id,
      slug: row.slug,
      listed: row.listed,
      chainSlug: row.chainSlug,
      chainName: row.chainName,
      latitude: row.latitude,
      longitude: row.longitude,
      summary: row.summary,
      computedAt: row.computedAt.getTime(),
      written: JSON.stringify(row.summary),
      name,
      area,
      pinCode,
    };
  }

  const liveOf = (entry: ShownShop, now: number) => {
    const { distanceKm: _none, ...live } = presentShown(entry, now, null);
    return live;
  };

  /** Tells the list's sockets; a branch kept for its chain's page but not listed is, to them, gone. */
  function announce(kept: ShownShop[], gone: string[]): void {
    const changed = kept.filter((entry) => entry.listed);
    const removed = [...gone, ...kept.filter((entry) => !entry.listed).map((entry) => entry.slug)];
    if (changed.length === 0 && removed.length === 0) return;
    const now = clock();
    const message: ShopListMessage = { type: 'shopsChanged', data: { changed: changed.map((entry) => liveOf(entry, now)), removed } };
    for (const listener of listeners) listener(message);
  }

  async function readAll(): Promise<void> {
    const rows = await listedShops(database.db);
    const listed = new Set(rows.map((row) => row.id));
    const removed = [...entries.values()].filter((entry) => !listed.has(entry.id)).map((entry) => entry.slug);
    for (const entry of [...entries.values()]) if (!listed.has(entry.id)) entries.delete(entry.id);
    const changed: ShownShop[] = [];
    for (const row of rows) {
      const entry = entryOf(row);
      if (entry) {
        entries.set(row.id, entry);
        changed.push(entry);
      }
    }
    announce(changed, removed);
  }

  /** Reads the named shops' rows again, in order with every other read, and tells the sockets. */
  function reread(ids: readonly number[]): Promise<void> {
    reading = reading.then(async () => {
      if (ready === null) return;
      const rows = await listedShopsAmong(database.db, ids);
      const found = new Map(rows.map((row) => [row.id, row]));
      const changed: ShownShop[] = [];
      const removed: string[] = [];
      for (const id of ids) {
        const row = found.get(id);
        const entry = row ? entryOf(row) : null;
        const before = entries.get(id);
        if (entry) {
          entries.set(id, entry);
          changed.push(entry);
        } else if (!row && before) {
          entries.delete(id);
          removed.push(before.slug);
        }
      }
      announce(changed, removed);
    }).catch((error: unknown) => {
      log.warn({ err: loggableError(error) }, 'reading shops of the list again failed');
      // What could not be read is read whole at the next answer.
      ready = null;
    });
    return reading;
  }

  function whenRead(): Promise<void> {
    ready ??= readAll().catch((error: unknown) => {
      ready = null;
      throw error;
    });
    return ready;
  }

  async function summarize(id: number): Promise<SummaryWrite | null> {
    const held = shops.loaded(id);
    const lookup = held ? { kind: 'open' as const, ctx: held } : await shops.forLook(id);
    if (lookup.kind !== 'open') return null;
    const summary = await shopSummaryOf(lookup.ctx);
    if (JSON.stringify(summary) === entries.get(id)?.written) return null;
    return { shopId: id, summary, computedAt: new Date(lookup.ctx.clock()) };
  }

  async function flushDue(): Promise<void> {
    if (ready === null || due.size === 0) return;
    await ready;
    const ids = [...due].slice(0, FLUSH_MAX);
    for (const id of ids) due.delete(id);
    const writes: SummaryWrite[] = [];
    for (const id of ids) {
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
      log.warn({ err: loggableError(error) }, 'writing shop summaries for the list failed');
    }
  }

  await database.listen(SUMMARIES_CHANNEL, (payload) => {
    if (!stopped) void reread(idsSchema(payload));
  });
  await database.listen(SHOPS_CHANNEL, (payload) => {
    if (!stopped) void reread(idsSchema(payload));
  });
  database.onListenRestored(() => {
    if (stopped || ready === null) return;
    // Changes may have gone unheard: everything is read again.
    ready = null;
    void whenRead().catch(() => undefined);
  });
  // Read at once, so the shops this instance holds are summarized from the start.
  void whenRead().catch((error: unknown) => {
    log.warn({ err: loggableError(error) }, 'reading the list of shops failed; the next answer tries again');
  });

  const list: ShopList = {
    async answer({ from, search }) {
      await whenRead();
      const now = clock();
      const listed = [...entries.values()].filter((entry) => entry.listed);
      const ranked = rankShops(listed, from, searchKey(search));
      return { shops: ranked.slice(0, SHOP_LIST_MAX).map((entry) => presentShown(entry, now, entry.distanceKm)), total: ranked.length };
    },
    async shown() {
      await whenRead();
      return entries.values();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changedHere(shopId) {
      if (entries.has(shopId)) due.add(shopId);
    },
    flush() {
      flushing ??= flushDue()
        .catch((error: unknown) => {
          log.warn({ err: loggableError(error) }, 'the list of shops could not be read; its summaries wait');
        })
        .finally(() => {
          flushing = null;
        });
      return flushing;
    },
    tick() {
      for (const ctx of shops.contexts()) if (entries.has(ctx.shopId)) due.add(ctx.shopId);
      const now = clock();
      const stale = [...entries.values()].filter((entry) => now - entry.computedAt > STALE_MS).slice(0, STALE_PER_TICK);
      for (const entry of stale) due.add(entry.id);
    },
    idle: () => reading,
    stop() {
      stopped = true;
      clearInterval(flushTimer);
      clearInterval(tickTimer);
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
