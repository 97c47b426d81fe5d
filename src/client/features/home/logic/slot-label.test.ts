import { describe, expect, test } from 'vitest';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { homeTexts } from '../texts.js';
import { slotServiceLabel, slotTimeLabel } from './slot-label.js';

const SHOP = { openTime: '09:00', closeTime: '18:00', timeZone: 'Asia/Kolkata' };
const NIGHT_SHOP = { ...SHOP, closeTime: '04:30' };

describe('slotTimeLabel', () => {
  test('a slot today shows its 12-hour time only', () => {
    expect(slotTimeLabel({ slotDate: '2026-11-21', slotTime: '14:30' }, '2026-11-21', SHOP)).toBe('2:30 PM');
    expect(slotTimeLabel({ slotDate: '2026-11-21', slotTime: '09:00' }, '2026-11-21', SHOP)).toBe('9:00 AM');
  });

  test('a slot tomorrow says so', () => {
    expect(slotTimeLabel({ slotDate: '2026-11-22', slotTime: '00:15' }, '2026-11-21', SHOP)).toBe('Tomorrow, 12:15 AM');
  });

  test('a later slot shows its weekday and date', () => {
    expect(slotTimeLabel({ slotDate: '2026-11-23', slotTime: '10:00' }, '2026-11-21', SHOP)).toBe('Mon, 23 Nov, 10:00 AM');
  });

  test("a time in the small hours of a night past midnight: tonight's is a time, a later night's its calendar date", () => {
    // Open 09:00-04:30; at 02:00 on the 28th today is still the 27th.
    expect(slotTimeLabel({ slotDate: '2026-11-27', slotTime: '03:00' }, '2026-11-27', NIGHT_SHOP)).toBe('3:00 AM');
    expect(slotTimeLabel({ slotDate: '2026-11-28', slotTime: '10:00' }, '2026-11-27', NIGHT_SHOP)).toBe('Tomorrow, 10:00 AM');
    expect(slotTimeLabel({ slotDate: '2026-11-28', slotTime: '03:00' }, '2026-11-27', NIGHT_SHOP)).toBe('Sun, 29 Nov, 3:00 AM');
  });

  test('across a month and a year end', () => {
    expect(slotTimeLabel({ slotDate: '2027-01-01', slotTime: '12:00' }, '2026-12-31', SHOP)).toBe('Tomorrow, 12:00 PM');
    expect(slotTimeLabel({ slotDate: '2027-01-02', slotTime: '12:00' }, '2026-12-31', SHOP)).toBe('Sat, 2 Jan, 12:00 PM');
  });
});

describe('slotServiceLabel', () => {
  test("docs/product/screens.md: 'service (duration m)'", () => {
    expect(slotServiceLabel({ service: 'Haircut + Beard Trim', duration: 45 })).toBe('Haircut + Beard Trim (45 m)');
  });
});

describe('in Hindi', () => {
  test('today, tomorrow and a later day', async () => {
    await loadTranslations('hi');
    const hi = textsIn(homeTexts, 'hi');
    expect(slotTimeLabel({ slotDate: '2026-11-21', slotTime: '14:30' }, '2026-11-21', SHOP, hi, 'hi')).toBe('2:30 pm');
    expect(slotTimeLabel({ slotDate: '2026-11-22', slotTime: '10:30' }, '2026-11-21', SHOP, hi, 'hi')).toBe('कल, 10:30 am');
    expect(slotTimeLabel({ slotDate: '2026-11-23', slotTime: '10:00' }, '2026-11-21', SHOP, hi, 'hi')).toBe('सोम, 23 नवंबर, 10:00 am');
    expect(slotServiceLabel({ service: 'Haircut', duration: 30 }, hi)).toBe('Haircut (30 मिनट)');
  });
});
