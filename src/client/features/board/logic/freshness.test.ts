import { describe, expect, it } from 'vitest';
import { isStale, lastNewsAt, STALE_AFTER_MS, staleAt, type NewsMarks } from './freshness.js';

const T0 = Date.parse('2026-11-21T10:00:00+05:30');
const marks = (overrides: Partial<NewsMarks> = {}): NewsMarks => ({
  openedAt: T0,
  connectedUntil: null,
  lastMessageAt: null,
  lastDataAt: null,
  ...overrides,
});

describe('board freshness', () => {
  it('is never stale while the live connection is open, however long it has been quiet', () => {
    const deadline = staleAt(true, marks({ lastDataAt: T0 }));
    expect(deadline).toBeNull();
    expect(isStale(T0 + 60 * 60_000, deadline)).toBe(false);
  });

  it('turns stale 30 s after the last news once the connection is gone, not a moment before', () => {
    const deadline = staleAt(false, marks({ connectedUntil: T0 + 5_000, lastDataAt: T0 + 1_000 }));
    expect(deadline).toBe(T0 + 5_000 + STALE_AFTER_MS);
    expect(isStale(T0 + 34_999, deadline)).toBe(false);
    expect(isStale(T0 + 35_000, deadline)).toBe(true);
  });

  it('counts a successful fetch or a live message as news, whichever came last', () => {
    const fetched = marks({ connectedUntil: T0, lastDataAt: T0 + 20_000, lastMessageAt: T0 + 10_000 });
    expect(lastNewsAt(fetched)).toBe(T0 + 20_000);
    expect(isStale(T0 + 45_000, staleAt(false, fetched))).toBe(false);
    expect(isStale(T0 + 50_000, staleAt(false, fetched))).toBe(true);
  });

  it('gives a board that never connected 30 s from opening, then says so', () => {
    const deadline = staleAt(false, marks());
    expect(isStale(T0 + 29_000, deadline)).toBe(false);
    expect(isStale(T0 + 30_000, deadline)).toBe(true);
  });
});
