import { describe, expect, test } from 'vitest';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { trackCardTexts } from '../texts-card.js';
import { minutesUntil, waitLine as lineIn } from './wait-line.js';

const waitLine = (args: Parameters<typeof lineIn>[0]) => lineIn(args, trackCardTexts.en);

const NOW = Date.parse('2026-11-21T10:00:00+05:30');

describe('waitLine', () => {
  test('position, wait and expected time, in that order', () => {
    expect(waitLine({ position: 2, waitMinutes: 25, expectedTime: '10:25 AM' })).toBe('Position 2 · about 25 min · expected 10:25 AM');
  });

  test('waits of an hour or more read in hours (docs/product/booking-rules.md#business-constants-and-limits)', () => {
    expect(waitLine({ position: 4, waitMinutes: 75, expectedTime: '11:15 AM' })).toBe('Position 4 · about 1 Hr 15 Mins · expected 11:15 AM');
  });

  test("under 2 minutes is 'Now' (docs/product/booking-rules.md#business-constants-and-limits)", () => {
    expect(waitLine({ position: 1, waitMinutes: 0, expectedTime: '10:00 AM' })).toBe('Position 1 · Now · expected 10:00 AM');
    expect(waitLine({ position: 1, waitMinutes: 1, expectedTime: null })).toBe('Position 1 · Now');
  });

  test('a timed appointment says its time, not a queue position', () => {
    expect(waitLine({ position: 1, waitMinutes: 30, expectedTime: '10:30 AM', appointmentTime: '10:30 AM' })).toBe('Appointment at 10:30 AM · about 30 min');
    // Running late: the expected start follows.
    expect(waitLine({ position: 1, waitMinutes: 45, expectedTime: '10:45 AM', appointmentTime: '10:30 AM' })).toBe(
      'Appointment at 10:30 AM · about 45 min · expected 10:45 AM',
    );
  });

  test('missing parts are left out', () => {
    expect(waitLine({ position: null, waitMinutes: null, expectedTime: null })).toBe('');
    expect(waitLine({ position: null, waitMinutes: 30, expectedTime: null })).toBe('about 30 min');
  });
});

test('in Hindi', async () => {
  await loadTranslations('hi');
  expect(lineIn({ position: 2, waitMinutes: 25, expectedTime: '10:25 am' }, textsIn(trackCardTexts, 'hi'))).toBe(
    'कतार में नंबर 2 · लगभग 25 मिनट · अनुमानित 10:25 am',
  );
});

describe('minutesUntil', () => {
  test('counts from now to the expected start, rounded up like the plan', () => {
    expect(minutesUntil('2026-11-21T10:25:00+05:30', NOW, 99)).toBe(25);
    expect(minutesUntil('2026-11-21T10:24:30+05:30', NOW, 99)).toBe(25);
  });

  test('never below 0 once the expected start has passed', () => {
    expect(minutesUntil('2026-11-21T09:50:00+05:30', NOW, 5)).toBe(0);
  });

  test("falls back to the server's figure without an expected start", () => {
    expect(minutesUntil(null, NOW, 12)).toBe(12);
    expect(minutesUntil('not a time', NOW, 12)).toBe(12);
    expect(minutesUntil(null, NOW, null)).toBeNull();
  });
});
