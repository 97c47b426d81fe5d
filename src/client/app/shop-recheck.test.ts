import { describe, expect, test } from 'vitest';
import { nextRecheckIn, SHOP_RECHECK_GAP_MS, SHOP_RECHECK_MS, type RecheckFacts } from './shop-recheck.js';

const AT = 1_800_000_000_000;
const facts = (changes: Partial<RecheckFacts> = {}): RecheckFacts => ({ visible: true, online: true, asking: false, lastAskedAt: AT, ...changes });

describe('asking again whether the shop is there', () => {
  test('every half minute after the last question while the page is visible', () => {
    expect(SHOP_RECHECK_MS).toBe(30_000);
    expect(nextRecheckIn(facts(), AT, false)).toBe(SHOP_RECHECK_MS);
    expect(nextRecheckIn(facts(), AT + 10_000, false)).toBe(20_000);
    expect(nextRecheckIn(facts(), AT + SHOP_RECHECK_MS, false)).toBe(0);
    expect(nextRecheckIn(facts(), AT + 5 * 60_000, false)).toBe(0);
  });

  test('never while the tab is hidden, the device is offline, or a question is under way', () => {
    expect(nextRecheckIn(facts({ visible: false }), AT + 5 * 60_000, false)).toBeNull();
    expect(nextRecheckIn(facts({ visible: false }), AT + 5 * 60_000, true)).toBeNull();
    expect(nextRecheckIn(facts({ online: false }), AT + 5 * 60_000, true)).toBeNull();
    expect(nextRecheckIn(facts({ asking: true }), AT + 5 * 60_000, true)).toBeNull();
  });

  test('at once when the tab is shown again or the network comes back, but not twice in a few seconds', () => {
    expect(nextRecheckIn(facts(), AT + 20_000, true)).toBe(0);
    expect(nextRecheckIn(facts(), AT + SHOP_RECHECK_GAP_MS, true)).toBe(0);
    // Shown again a second after asking: the question waits out the gap, not the whole interval.
    expect(nextRecheckIn(facts(), AT + 1_000, true)).toBe(SHOP_RECHECK_GAP_MS - 1_000);
  });

  test('waits no longer than one interval when the clock is set back', () => {
    expect(nextRecheckIn(facts(), AT - 60 * 60_000, false)).toBe(SHOP_RECHECK_MS);
    expect(nextRecheckIn(facts(), AT - 60 * 60_000, true)).toBe(SHOP_RECHECK_MS);
  });
});
