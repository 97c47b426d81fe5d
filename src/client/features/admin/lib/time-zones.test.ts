import { describe, expect, test } from 'vitest';
import { timeZoneOptions } from './time-zones.js';

describe('time zone choices', () => {
  test('India is first and every zone is one the browser knows', () => {
    const options = timeZoneOptions('Asia/Kolkata');
    expect(options[0]?.value).toBe('Asia/Kolkata');
    for (const { value } of options) expect(() => new Intl.DateTimeFormat('en', { timeZone: value })).not.toThrow();
    expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
  });

  test("the shop's own zone stays selectable when it is not a common one", () => {
    expect(timeZoneOptions('Africa/Nairobi')[0]).toEqual({ value: 'Africa/Nairobi', label: 'Africa/Nairobi' });
  });
});
