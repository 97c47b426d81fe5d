import { randomUUID } from 'node:crypto';
import { liveBarbers, type BarberRow } from '../data/barbers.js';
import { activeBookingsOfBarber, type BookingRow } from '../data/bookings.js';
import { recentServiceTimesOfBarber } from '../data/booking-figures.js';
import { offeredServices, type ServiceRow } from '../data/services.js';
import { settingsRow, type SettingsRow } from '../data/shop-settings.js';
import type { ShopDb } from '../db/client.js';
import { DEFAULT_SHOP_SETTINGS } from '../../shared/constants.js';
import { HISTORY_WINDOW, learnDurations, type DurationModel } from '../../shared/domain/learned-durations.js';

export type { BarberRow, BookingRow, ServiceRow, SettingsRow };

/** What changed, as far as the hot reads care. */
export type Change =
  | { kind: 'settings' }
  | { kind: 'services' }
  | { kind: 'barbers' }
  | { kind: 'bookings'; barberId: number }
  /** A booking of this barber was completed: what was learned of their durations is stale. */
  | { kind: 'durations'; barberId: number };

/** Where a change was made: through this instance, or on another one (heard by its notification). */
export type ChangeSource = 'here' | 'elsewhere';

/**
 * Hot reads served from memory (docs/product/architecture.md#live-updates): shop settings, services, barbers and each barber's
 * active bookings. Every change invalidates its entry, locally right after commit and on every
 * other instance through the change notification, so a page view costs no query.
 */
export interface ShopStore {
  settings(): Promise<SettingsRow>;
  services(): Promise<ServiceRow[]>;
  barbers(): Promise<BarberRow[]>;
  activeBookings(barberId: number): Promise<BookingRow[]>;
  /** What was learned of the barber's real service times (docs/product/waits.md), from their latest completed bookings. */
  durations(barberId: number): Promise<DurationModel>;
  invalidate(change: Change, source?: ChangeSource): void;
  /**
   * The active bookings the store holds now, of every barber whose are read or being read, reading
   * none: a look that costs no query and may miss a barber.
   */
  heldActiveBookings(): Promise<BookingRow[]>;
  /** Keeps a barber's active bookings read elsewhere, fresh as of now, when none are kept. */
  keep(change: { kind: 'bookings'; barberId: number }, rows: BookingRow[]): void;
  /** Calls `listener` after every invalidation, local or from another instance (`source` says which); returns the unsubscribe. */
  subscribe(listener: (change: Change, source: ChangeSource) => void): () => void;
  clear(): void;
  /** Grows with every invalidation: whatever was made from the store before a change is stale. */
  version(): number;
  /** Names the changes committed through this store in their notifications. */
  readonly origin: string;
  /** The change numbered `seq` was committed through this store, and what it made stale dropped. */
  committed(seq: number): void;
  /**
   * Whether a change heard back was committed through this store and invalidated already (and
   * forgets it): then what was read since its commit stays. A notification that comes before its
   * commit returned was not yet invalidated here, and drops what it made stale as any other does.
   */
  invalidatedAtCommit(seq: number): boolean;
  /** A change of this store's was heard before its commit returned, and its notification invalidated `count` entries. */
  heardEarly(seq: number, count: number): void;
  /** How many invalidations the change's early notification made, if it came early (and forgets it). */
  takeEarly(seq: number): number;
}

/** Changes invalidated at commit and not heard back yet; a lost notification is forgotten past this. */
const COMMITTED_KEPT = 256;

/** The hot store of one shop, read through that shop's handle. */
export function createShopStore(db: ShopDb, shopId: number): ShopStore {
  const entries = new Map<string, Promise<unknown>>();
  const listeners = new Set<(change: Change, source: ChangeSource) => void>();
  let version = 0;
  const committed = new Set<number>();
  const early = new Map<number, number>();

  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = entries.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    // Drizzle's query builders are lazy thenables that run again on every await: settle them once.
    const loading = Promise.resolve(load());
    entries.set(key, loading);
    // A failed load is not remembered: the next read tries again.
    loading.catch(() => {
      if (entries.get(key) === loading) entries.delete(key);
    });
    return loading;
  }

  return {
    settings: () =>
      cached('settings', async () => {
        const row = await settingsRow(db);
        return row ?? { shopId, ...DEFAULT_SHOP_SETTINGS, updatedAt: new Date(0), hoursSavedAt: null, firstOpenedAt: null, setupDismissedAt: null };
      }),
    services: () =>
      cached('services', () => offeredServices(db)),
    barbers: () =>
      cached('barbers', () => liveBarbers(db)),
    activeBookings: (barberId) => cached(`bookings:${barberId}`, () => activeBookingsOfBarber(db, barberId)),
    durations: (barberId) =>
      cached(`durations:${barberId}`, async () => {
        const rows = await recentServiceTimesOfBarber(db, barberId, HISTORY_WINDOW);
        return learnDurations(
          rows.map(({ details, seconds }) => ({
            serviceIds: details.map((service) => service.id),
            configuredMin: details.map((service) => service.duration),
            actualMin: (seconds ?? 0) / 60,
          })),
        );
      }),
    async heldActiveBookings() {
      const held = [...entries].filter(([key]) => key.startsWith('bookings:')).map(([, rows]) => rows as Promise<BookingRow[]>);
      // A read that fails is one the store does not hold.
      const settled = await Promise.allSettled(held);
      return settled.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
    },
    keep(change, rows) {
      const key = `bookings:${change.barberId}`;
      if (!entries.has(key)) entries.set(key, Promise.resolve(rows));
    },
    invalidate(change, source = 'here') {
      version += 1;
      entries.delete(change.kind === 'bookings' || change.kind === 'durations' ? `${change.kind}:${change.barberId}` : change.kind);
      for (const listener of listeners) listener(change, source);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      version += 1;
      entries.clear();
    },
    version: () => version,
    origin: randomUUID(),
    committed(seq) {
      if (committed.size >= COMMITTED_KEPT) committed.clear();
      committed.add(seq);
    },
    invalidatedAtCommit: (seq) => committed.delete(seq),
    heardEarly(seq, count) {
      if (early.size >= COMMITTED_KEPT) early.clear();
      early.set(seq, count);
    },
    takeEarly(seq) {
      const count = early.get(seq) ?? 0;
      early.delete(seq);
      return count;
    },
  };
}
