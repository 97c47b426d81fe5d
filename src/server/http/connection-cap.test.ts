import { describe, expect, it } from 'vitest';
import { connectionLimits, defaultCap, parseOpenFileLimit } from './connection-cap.js';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units     
Max cpu time              unlimited            unlimited            seconds   
Max open files            1024                 524288               files     
Max locked memory         8388608              8388608              bytes     
`;

describe('connection cap', () => {
  it('reads the soft open-file limit from /proc/self/limits', () => {
    expect(parseOpenFileLimit(LIMITS)).toBe(1024);
    expect(parseOpenFileLimit(LIMITS.replace('1024 ', 'unlimited'))).toBeUndefined();
    expect(parseOpenFileLimit('')).toBeUndefined();
  });

  it('leaves a tenth of the open files, at least 256, to the database and files', () => {
    expect(defaultCap(1024)).toBe(768);
    expect(defaultCap(20_000)).toBe(18_000);
    expect(defaultCap(1_048_576)).toBe(943_719);
    // A tiny limit still serves half of it.
    expect(defaultCap(300)).toBe(150);
    // Unknown (no /proc): Linux's usual 1024.
    expect(defaultCap(undefined)).toBe(768);
  });

  it('accepts 5% more connections than the cap, at least 32, only to refuse them', () => {
    expect(connectionLimits(1024, undefined)).toEqual({ cap: 768, ceiling: 807 });
    expect(connectionLimits(20_000, undefined)).toEqual({ cap: 18_000, ceiling: 18_900 });
    expect(connectionLimits(20_000, 3)).toEqual({ cap: 3, ceiling: 35 });
  });
});
