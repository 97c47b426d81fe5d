import { describe, expect, it } from 'vitest';
import type { AppError } from './errors.js';
import { createLookupLimit, type LookupLimit } from './lookup-limit.js';

/** The refusal a lookup meets, or undefined when it is admitted. */
function refusalOf(limit: LookupLimit, address: string, phone: string, now: number): AppError | undefined {
  try {
    limit.admit(address, phone, now);
    return undefined;
  } catch (error) {
    return error as AppError;
  }
}

describe('phone lookup limit', () => {
  it('counts different phones per address, lets a known phone through, and opens again after the window', () => {
    const limit = createLookupLimit(2, 60_000);
    expect(refusalOf(limit, 'a', '9000000001', 0)).toBeUndefined();
    expect(refusalOf(limit, 'a', '9000000002', 1_000)).toBeUndefined();
    const refused = refusalOf(limit, 'a', '9000000003', 15_000);
    expect(refused?.statusCode).toBe(429);
    expect(refused?.retryAfter).toBe(45);
    expect(refusalOf(limit, 'a', '9000000001', 20_000)).toBeUndefined();
    expect(refusalOf(limit, 'b', '9000000003', 20_000)).toBeUndefined();
    expect(refusalOf(limit, 'a', '9000000003', 60_000)).toBeUndefined();
  });

  it('forgets the oldest addresses first when it holds too many', () => {
    const limit = createLookupLimit(1, 60_000, 2);
    for (const address of ['a', 'b', 'c']) expect(refusalOf(limit, address, '9000000001', 0)).toBeUndefined();
    // 'a' was dropped to make room for 'c': it starts a new window.
    expect(refusalOf(limit, 'a', '9000000002', 1)).toBeUndefined();
    expect(refusalOf(limit, 'c', '9000000002', 1)?.statusCode).toBe(429);
  });
});
