import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../shared/events.js';
import type { Change, ShopStore } from '../services/store.js';
import { invalidateFor } from './changes.js';

/** A store that only records what it was told to forget. */
function recordingStore(): { store: ShopStore; changes: (Change | 'clear')[] } {
  const changes: (Change | 'clear')[] = [];
  const unused = () => Promise.reject(new Error('not used'));
  const store: ShopStore = {
    settings: unused,
    services: unused,
    barbers: unused,
    activeBookings: unused,
    durations: unused,
    invalidate: (change) => changes.push(change),
    subscribe: () => () => undefined,
    clear: () => changes.push('clear'),
    version: () => 0,
    keep: () => undefined,
    origin: 'test',
    committed: () => undefined,
    invalidatedAtCommit: () => false,
    heardEarly: () => undefined,
    takeEarly: () => 0,
  };
  return { store, changes };
}

const statusChanged = (status: 'serving' | 'completed'): ServerMessage => ({
  type: 'bookingStatusChanged',
  seq: 1,
  bookingId: 7,
  barberId: 3,
  data: { status, cancelledBy: null },
});

describe('invalidateFor (changes made on another instance)', () => {
  it("a completion makes every instance relearn that barber's durations, besides their bookings", () => {
    const { store, changes } = recordingStore();
    invalidateFor(store, statusChanged('completed'));
    expect(changes).toEqual([
      { kind: 'durations', barberId: 3 },
      { kind: 'bookings', barberId: 3 },
    ]);
  });

  it('any other status change leaves what was learned alone', () => {
    const { store, changes } = recordingStore();
    invalidateFor(store, statusChanged('serving'));
    expect(changes).toEqual([{ kind: 'bookings', barberId: 3 }]);
  });
});
