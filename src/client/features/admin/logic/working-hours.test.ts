import { describe, expect, test } from 'vitest';
import type { BarberHours } from '../../../../shared/schemas/hours.js';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { hoursTexts } from '../texts-hours.js';
import { weekdayNames } from './shop-dates.js';
import {
  apiDayIndex,
  dayFormSummary,
  daySummary,
  DISPLAY_ORDER,
  displayDayIndex,
  hoursErrorTarget,
  hoursFormSchema,
  hoursFormValues,
  hoursUpdateFrom,
  shopWeek,
  weeklyFromDays,
  withBreak,
  type HoursFormValues,
} from './working-hours.js';

const shop = { openTime: '09:00', closeTime: '18:00' };
const saved = (weekly: BarberHours['weekly'], daysOff: string[] = []): BarberHours => ({ barberId: 7, weekly, daysOff, break: null });
const lunch = [
  { start: '10:00', end: '13:00' },
  { start: '14:00', end: '19:00' },
];
const week = (day: (index: number) => { start: string; end: string }[]) => Array.from({ length: 7 }, (_, index) => day(index));
const en = hoursTexts.en;

/** The form's first message per field, as the resolver shows them. */
function errorsOf(values: HoursFormValues): Record<string, string> {
  const result = hoursFormSchema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('the weekday mapping', () => {
  test('the week is shown Monday first while the API counts from Sunday', () => {
    expect(DISPLAY_ORDER.map((index) => weekdayNames('en')[index])).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect([0, 1, 2, 3, 4, 5, 6].map(apiDayIndex)).toEqual([...DISPLAY_ORDER]);
    expect(weekdayNames('hi')[1]).toBe('सोमवार');
  });

  test('the two mappings undo each other', () => {
    for (let index = 0; index < 7; index++) {
      expect(displayDayIndex(apiDayIndex(index))).toBe(index);
      expect(apiDayIndex(displayDayIndex(index))).toBe(index);
    }
    expect(displayDayIndex(0)).toBe(6);
  });
});

describe('between the form and the API week', () => {
  test('shop hours (weekly null) start as one opening-to-closing period every day, not customised', () => {
    const values = hoursFormValues(saved(null, ['2026-11-30']), shop);
    expect(values.custom).toBe(false);
    expect(values.days).toEqual(shopWeek(shop));
    expect(values.days[3]).toEqual({ works: true, spans: [{ start: '09:00', end: '18:00' }] });
    expect(values.daysOff).toEqual(['2026-11-30']);
  });

  test("a day off keeps the shop's hours ready for when it is switched back on", () => {
    const weekly = week((index) => (index === 0 ? [] : lunch));
    const values = hoursFormValues(saved(weekly), shop);
    expect(values.custom).toBe(true);
    expect(values.days[0]).toEqual({ works: false, spans: [{ start: '09:00', end: '18:00' }] });
    expect(values.days[1]).toEqual({ works: true, spans: lunch });
    expect(weeklyFromDays(values.days)).toEqual(weekly);
  });

  test('the form sends null for shop hours, else the week with no periods on days off', () => {
    const values = hoursFormValues(saved(null), shop);
    expect(hoursFormSchema.parse(values)).toEqual({ weekly: null, daysOff: [] });
    const custom = { ...values, custom: true, days: values.days.map((day, index) => (index === 6 ? { ...day, works: false } : day)) };
    const weekly = hoursFormSchema.parse(custom).weekly;
    expect(weekly?.[6]).toEqual([]);
    expect(weekly?.[5]).toEqual([{ start: '09:00', end: '18:00' }]);
  });

  test('only what changed is sent, and nothing when nothing did', () => {
    const before = saved(week(() => lunch), ['2026-12-01']);
    const values = hoursFormValues(before, shop);
    expect(hoursUpdateFrom(hoursFormSchema.parse(values), before)).toBeNull();
    expect(hoursUpdateFrom(hoursFormSchema.parse({ ...values, daysOff: ['2026-12-03', '2026-12-01'] }), before)).toEqual({
      daysOff: ['2026-12-01', '2026-12-03'],
    });
    expect(hoursUpdateFrom(hoursFormSchema.parse({ ...values, custom: false }), before)).toEqual({ weekly: null });
  });
});

describe('the day summary', () => {
  test('periods in 12-hour time in the order of their starts; no periods is a day off', () => {
    expect(daySummary([...lunch].reverse(), en, 'en')).toBe('10:00 AM – 1:00 PM, 2:00 PM – 7:00 PM');
    expect(daySummary([], en, 'en')).toBe('Day off');
    expect(daySummary([{ start: '18:00', end: '02:00' }], en, 'en')).toBe('6:00 PM – 2:00 AM');
  });

  test('as the form holds it: a day switched off is off; a period being typed is left out', () => {
    expect(dayFormSummary({ works: false, spans: lunch }, en, 'en')).toBe('Day off');
    expect(dayFormSummary({ works: true, spans: [lunch[0] ?? { start: '', end: '' }, { start: '14:00', end: '' }] }, en, 'en')).toBe('10:00 AM – 1:00 PM');
    expect(dayFormSummary({ works: true, spans: [{ start: '', end: '' }] }, en, 'en')).toBe('Times to be set');
  });

  test('in Hindi', async () => {
    await loadTranslations('hi');
    const hi = textsIn(hoursTexts, 'hi');
    expect(daySummary(lunch, hi, 'hi')).toBe('10:00 am – 1:00 pm, 2:00 pm – 7:00 pm');
    expect(dayFormSummary({ works: false, spans: lunch }, hi, 'hi')).toBe('छुट्टी');
  });
});

describe('Add break', () => {
  test("splits the day's longest period with an hour's break in its middle", () => {
    expect(withBreak([{ start: '09:00', end: '18:00' }])).toEqual([
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ]);
    expect(withBreak(lunch)).toEqual([lunch[0], { start: '14:00', end: '16:00' }, { start: '17:00', end: '19:00' }]);
  });

  test('a period under three hours gets half an hour; the split crosses midnight too', () => {
    expect(withBreak([{ start: '10:00', end: '12:00' }])).toEqual([
      { start: '10:00', end: '10:45' },
      { start: '11:15', end: '12:00' },
    ]);
    expect(withBreak([{ start: '20:00', end: '04:00' }])).toEqual([
      { start: '20:00', end: '23:30' },
      { start: '00:30', end: '04:00' },
    ]);
  });

  test('a day of short periods gets a new one after its last; a full day gets nothing', () => {
    expect(withBreak([{ start: '09:00', end: '10:00' }])).toEqual([
      { start: '09:00', end: '10:00' },
      { start: '11:00', end: '12:00' },
    ]);
    expect(withBreak([...lunch, { start: '20:00', end: '21:00' }])).toBeNull();
  });
});

describe('the form check', () => {
  const custom = (spans: { start: string; end: string }[], works = true): HoursFormValues => {
    const values = hoursFormValues(saved(null), shop);
    return { ...values, custom: true, days: values.days.map((day, index) => (index === 2 ? { works, spans } : day)) };
  };

  test('blank times, equal times and overlapping periods are shown where they are', () => {
    expect(errorsOf(custom([{ start: '', end: '13:00' }]))).toEqual({ 'days.2.spans.0.start': 'Enter a time' });
    expect(errorsOf(custom([{ start: '13:00', end: '13:00' }]))).toEqual({ 'days.2.spans.0.end': 'End time must differ from start time' });
    expect(
      errorsOf(
        custom([
          { start: '09:00', end: '13:00' },
          { start: '12:00', end: '18:00' },
        ]),
      ),
    ).toEqual({ 'days.2.spans': 'Working periods of a day must not overlap' });
  });

  test('a day off and a shop-hours week are not checked', () => {
    expect(errorsOf(custom([{ start: '', end: '' }], false))).toEqual({});
    expect(errorsOf({ ...custom([{ start: '', end: '' }]), custom: false })).toEqual({});
  });
});

describe("a server error's field", () => {
  test('names a period edge, a day, the days off or nothing in particular', () => {
    expect(hoursErrorTarget('weekly.2.0.end')).toEqual({ kind: 'span', day: 2, span: 0, edge: 'end' });
    expect(hoursErrorTarget('weekly.4.1.start')).toEqual({ kind: 'span', day: 4, span: 1, edge: 'start' });
    expect(hoursErrorTarget('weekly.4.1')).toEqual({ kind: 'span', day: 4, span: 1, edge: 'end' });
    expect(hoursErrorTarget('weekly.5')).toEqual({ kind: 'day', day: 5 });
    expect(hoursErrorTarget('daysOff.3')).toEqual({ kind: 'daysOff' });
    expect(hoursErrorTarget('weekly')).toEqual({ kind: 'general' });
    expect(hoursErrorTarget('weekly.9.0.end')).toEqual({ kind: 'general' });
    expect(hoursErrorTarget('somethingElse')).toEqual({ kind: 'general' });
  });
});
