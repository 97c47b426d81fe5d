import type { Change, ShopStore } from '../../src/server/services/store.js';

/**
 * A hot store for unit tests of what sits on it: no database, every read refused, every
 * invalidation and clear recorded and counted in `version`.
 */
export function recordingStore(): { store: ShopStore; changes: (Change | 'clear')[] } {
  const changes: (Change | 'clear')[] = [];
  const unused = () => Promise.reject(new Error('not used'));
  const store: ShopStore = {
    settings: unused,
    services: unused,
    barbers: unused,
    activeBookings: unused,
    durations: unused,
    heldActiveBookings: unused,
    invalidate: (change) => changes.push(change),
    subscribe: () => () => undefined,
    clear: () => changes.push('clear'),
    version: () => changes.length,
    keep: () => undefined,
    origin: 'stub',
    committed: () => undefined,
    invalidatedAtCommit: () => false,
    heardEarly: () => undefined,
    takeEarly: () => 0,
  };
  return { store, changes };
}
