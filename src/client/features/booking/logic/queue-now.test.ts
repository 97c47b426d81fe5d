import { describe, expect, it } from 'vitest';
import { queueClosedNow } from './queue-now.js';

const MINUTE = 60_000;
const opensAt = Date.parse('2026-11-21T09:00:00+05:30');

describe('queueClosedNow', () => {
  it('before opening, says from when walk-ins may join, and nothing once that time has come', () => {
    const state = { kind: 'opens_later', opensAt } as const;
    expect(queueClosedNow(state, 30, opensAt - 50 * MINUTE)).toEqual({ kind: 'opens_at', at: opensAt - 30 * MINUTE });
    expect(queueClosedNow(state, 30, opensAt - 30 * MINUTE)).toBeNull();
    expect(queueClosedNow(state, 0, opensAt - MINUTE)).toEqual({ kind: 'opens_at', at: opensAt });
  });

  it('is closed for the rest of a closed day, and open while the shop is open', () => {
    expect(queueClosedNow({ kind: 'closed_today', opensAt }, 30, opensAt - 20 * MINUTE)).toEqual({ kind: 'closed_today' });
    expect(queueClosedNow({ kind: 'closed_today', opensAt: null }, 30, opensAt)).toEqual({ kind: 'closed_today' });
    expect(queueClosedNow({ kind: 'open', closesAt: opensAt + 9 * 60 * MINUTE }, 30, opensAt)).toBeNull();
    expect(queueClosedNow({ kind: 'closed_by_shop' }, 30, opensAt)).toBeNull();
  });
});
