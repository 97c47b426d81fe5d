import { describe, expect, test } from 'vitest';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { homeTexts } from '../texts.js';
import { slotServiceLabel, slotTimeLabel } from './slot-label.js';

describe('slotTimeLabel', () => {
  test('a slot today shows its 12-hour time only', () => {
    expect(slotTimeLabel({ slotDate: '2026-11-21', slotTime: '14:30' }, '2026-11-21')).toBe('2:30 PM');
    expect(slotTimeLabel({ slotDate: '2026-11-21', slotTime: '09:00' }, '2026-11-21')).toBe('9:00 AM');
  });

  test('a slot tomorrow says so', () => {
    expect(slotTimeLabel({ slotDate: '2026-11-22', slotTime: '00:15' }, '2026-11-21')).toBe('Tomorrow, 12:15 AM');
  });

  test('a later slot shows its weekday and date', () => {
    expect(slotTimeLabel({ slotDate: '2026-11-23', slotTime: '10:00' }, '2026-11-21')).toBe('Mon, 23 Nov, 10:00 AM');
  });

  test('across a month and a year end', () => {
    expect(slotTimeLabel({ slotDate: '2027-01-01', slotTime: '12:00' }, '2026-12-31')).toBe('Tomorrow, 12:00 PM');
    expect(slotTimeLabel({ slotDate: '2027-01-02', slotTime: '12:00' }, '2026-12-31')).toBe('Sat, 2 Jan, 12:00 PM');
  });
});

describe('slotServiceLabel', () => {
  test("spec §2: 'service (duration m)'", () => {
    expect(slotServiceLabel({ service: 'Haircut + Beard Trim', duration: 45 })).toBe('Haircut + Beard Trim (45 m)');
  });
});

describe('in Hindi', () => {
  test('today, tomorrow and a later day', async () => {
    await loadTranslations('hi');
    const hi = textsIn(homeTexts, 'hi');
    expect(slotTimeLabel({ slotDate: '2026-11-21', slotTime: '14:30' }, '2026-11-21', hi, 'hi')).toBe('2:30 pm');
    expect(slotTimeLabel({ slotDate: '2026-11-22', slotTime: '10:30' }, '2026-11-21', hi, 'hi')).toBe('कल, 10:30 am');
    expect(slotTimeLabel({ slotDate: '2026-11-23', slotTime: '10:00' }, '2026-11-21', hi, 'hi')).toBe('सोम, 23 नवंबर, 10:00 am');
    expect(slotServiceLabel({ service: 'Haircut', duration: 30 }, hi)).toBe('Haircut (30 मिनट)');
  });
});
