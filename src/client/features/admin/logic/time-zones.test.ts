import { describe, expect, test } from 'vitest';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { shopTexts } from '../texts-shop.js';
import { timeZoneOptions } from './time-zones.js';

describe('time zone choices', () => {
  test('India is first and every zone is one the browser knows', () => {
    const options = timeZoneOptions('Asia/Kolkata', shopTexts.en);
    expect(options[0]).toEqual({ value: 'Asia/Kolkata', label: 'India (Asia/Kolkata)' });
    for (const { value } of options) expect(() => new Intl.DateTimeFormat('en', { timeZone: value })).not.toThrow();
    expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
    expect(options.at(-1)).toEqual({ value: 'UTC', label: 'UTC' });
  });

  test("the shop's own zone stays selectable when it is not a common one", () => {
    expect(timeZoneOptions('Africa/Nairobi', shopTexts.en)[0]).toEqual({ value: 'Africa/Nairobi', label: 'Africa/Nairobi' });
  });

  test('countries are named in Hindi, zones as the system writes them', async () => {
    await loadTranslations('hi');
    expect(timeZoneOptions('Asia/Kolkata', textsIn(shopTexts, 'hi'))[0]).toEqual({ value: 'Asia/Kolkata', label: 'भारत (Asia/Kolkata)' });
  });
});
