import { describe, expect, test } from 'vitest';
import { addDate, formatDayDate, removeDate } from './dated-days.js';

const today = '2026-11-24';

describe('dated days off and closed dates', () => {
  test("read as 'Wed, 25 Nov', with the year only when it is not this year's", () => {
    expect(formatDayDate('2026-11-25', today)).toBe('Wed, 25 Nov');
    expect(formatDayDate('2027-01-01', today)).toBe('Fri, 1 Jan, 2027');
    expect(formatDayDate('not a date', today)).toBe('not a date');
  });

  test('are kept in order, today and later, each once, up to the limit', () => {
    expect(addDate(['2026-12-25'], '2026-11-30', today, 60)).toEqual({ dates: ['2026-11-30', '2026-12-25'] });
    expect(addDate([], today, today, 60)).toEqual({ dates: [today] });
    expect(addDate([], '', today, 60)).toEqual({ error: 'Choose a date' });
    expect(addDate([], '2026-11-23', today, 60)).toEqual({ error: 'Choose today or a later date' });
    expect(addDate([], '2026-02-30', today, 60)).toEqual({ error: 'Use a date like 2026-11-25' });
    expect(addDate(['2026-11-25'], '2026-11-25', today, 60)).toEqual({ error: 'Wed, 25 Nov is already listed' });
    expect(addDate(['2026-11-25'], '2026-11-26', today, 1)).toEqual({ error: 'At most 1 dates' });
    expect(removeDate(['2026-11-25', '2026-11-26'], '2026-11-25')).toEqual(['2026-11-26']);
  });
});
