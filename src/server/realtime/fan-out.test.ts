import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../shared/events.js';
import { recordingStore } from '../../../tests/helpers/recording-store.js';
import { invalidateFor } from './changes.js';

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
    invalidateFor(store, statusChanged('completed'), 'elsewhere');
    expect(changes).toEqual([
      { kind: 'durations', barberId: 3 },
      { kind: 'bookings', barberId: 3 },
    ]);
  });

  it('any other status change leaves what was learned alone', () => {
    const { store, changes } = recordingStore();
    invalidateFor(store, statusChanged('serving'), 'elsewhere');
    expect(changes).toEqual([{ kind: 'bookings', barberId: 3 }]);
  });
});
