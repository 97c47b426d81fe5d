import { describe, expect, it } from 'vitest';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { bookingWhenTexts } from '../texts-when.js';
import {
  dateChoiceLabel as labelIn,
  dayNote,
  firstAfterMidnight,
  formatSlotDate as slotDateIn,
  nightCalendarDate,
  shortDate as shortIn,
  slotReasonText as reasonIn,
  visibleSlots,
  type SlotReason,
  type SlotTime,
} from './slot-choices.js';

const en = bookingWhenTexts.en;
const slotReasonText = (reason: SlotReason) => reasonIn(reason, en);
const dateChoiceLabel = (date: string, today: string) => labelIn(date, today, en, 'en');
const shortDate = (date: string) => shortIn(date, 'en');
const formatSlotDate = (date: string) => slotDateIn(date, 'en');

const slot = (time: string, reason?: SlotTime['reason']): SlotTime => ({
  time,
  start: '2026-11-21T04:30:00.000Z',
  available: reason === undefined,
  ...(reason ? { reason } : {}),
});

describe('the night of a day that runs past midnight', () => {
  const NIGHT_SHOP = { openTime: '09:00', closeTime: '04:30', timeZone: 'Asia/Kolkata' };
  const DAY_SHOP = { ...NIGHT_SHOP, closeTime: '18:00' };

  it('names the calendar date of a time in the small hours, and none for the evening', () => {
    expect(nightCalendarDate('2026-11-27', '03:00', NIGHT_SHOP)).toBe('2026-11-28');
    expect(nightCalendarDate('2026-11-30', '00:00', NIGHT_SHOP)).toBe('2026-12-01');
    expect(nightCalendarDate('2026-11-27', '23:30', NIGHT_SHOP)).toBeNull();
    expect(nightCalendarDate('2026-11-27', '03:00', DAY_SHOP)).toBeNull();
  });

  it('finds where the grid crosses midnight, or that it does not', () => {
    const night = [slot('23:00'), slot('23:30'), slot('00:00'), slot('00:30')];
    expect(firstAfterMidnight(night, '2026-11-27', NIGHT_SHOP)).toBe(2);
    // In the small hours, every time left is the night's.
    expect(firstAfterMidnight([slot('02:00'), slot('02:30')], '2026-11-27', NIGHT_SHOP)).toBe(0);
    expect(firstAfterMidnight([slot('09:00'), slot('17:30')], '2026-11-27', DAY_SHOP)).toBe(-1);
  });
});

describe('visibleSlots', () => {
  it('hides past and out-of-window times and keeps taken ones to show why', () => {
    const slots = [
      slot('09:00', 'PAST'),
      slot('09:30'),
      slot('10:00', 'SLOT_TAKEN'),
      slot('10:30', 'SMART_POSITIONING_CONFLICT'),
      slot('17:45', 'AFTER_CLOSING'),
      slot('23:00', 'OUTSIDE_WINDOW'),
    ];
    expect(visibleSlots(slots).map((s) => s.time)).toEqual(['09:30', '10:00', '10:30', '17:45']);
  });
});

describe('dayNote', () => {
  it('says nothing while a time can be chosen, breaks and days off among them', () => {
    expect(dayNote([slot('12:45'), slot('13:00', 'BARBER_BREAK'), slot('19:00', 'BARBER_OFF')])).toBeNull();
  });

  it('a day with no times left', () => {
    expect(dayNote([])).toBe('none_left');
    expect(dayNote([slot('09:00', 'PAST'), slot('23:00', 'OUTSIDE_WINDOW')])).toBe('none_left');
  });

  it("the barber's day off: every time is outside their hours", () => {
    expect(dayNote([slot('09:00', 'BARBER_OFF'), slot('09:15', 'BARBER_OFF'), slot('23:00', 'OUTSIDE_WINDOW')])).toBe('not_working');
  });

  it("the rest of today is outside the barber's hours", () => {
    expect(dayNote([slot('09:00', 'PAST'), slot('17:00', 'BARBER_OFF'), slot('17:15', 'BARBER_OFF')])).toBe('not_working_rest');
  });

  it('every time taken, for whatever reasons', () => {
    expect(dayNote([slot('12:45', 'SLOT_TAKEN'), slot('13:00', 'BARBER_BREAK'), slot('19:00', 'BARBER_OFF')])).toBe('all_taken');
  });
});

describe('slotReasonText', () => {
  it('says why in words', () => {
    expect(slotReasonText('SLOT_TAKEN')).toBe('Booked');
    expect(slotReasonText('SMART_POSITIONING_CONFLICT')).toBe('Held for walk-ins');
    expect(slotReasonText('AFTER_CLOSING')).toBe('Runs past closing');
    expect(slotReasonText('BARBER_BREAK')).toBe('Break');
    expect(slotReasonText('BARBER_OFF')).toBe('Not working');
  });
});

describe('dateChoiceLabel', () => {
  it('names today and tomorrow, then the weekday', () => {
    expect(dateChoiceLabel('2026-11-21', '2026-11-21')).toBe('Today');
    expect(dateChoiceLabel('2026-11-22', '2026-11-21')).toBe('Tomorrow');
    expect(dateChoiceLabel('2026-11-23', '2026-11-21')).toBe('Monday');
  });

  it('crosses a month and a year end', () => {
    expect(dateChoiceLabel('2027-01-01', '2026-12-31')).toBe('Tomorrow');
  });

  it('shows anything that is not a date as it is', () => {
    expect(dateChoiceLabel('soon', '2026-11-21')).toBe('soon');
  });
});

describe('date formats', () => {
  it('reads the calendar date itself, whatever the zone of the machine', () => {
    expect(shortDate('2026-11-21')).toBe('21 Nov');
    expect(formatSlotDate('2026-11-21')).toBe('21 November, 2026');
    expect(formatSlotDate('2027-01-01')).toBe('1 January, 2027');
  });
});

describe('month names', () => {
  it('uses the three-letter short month, September included', () => {
    expect(shortDate('2026-09-05')).toBe('5 Sep');
  });
});

describe('in Hindi', () => {
  it('names the days and reasons in Hindi, with Hindi month names', async () => {
    await loadTranslations('hi');
    const hi = textsIn(bookingWhenTexts, 'hi');
    expect(labelIn('2026-11-21', '2026-11-21', hi, 'hi')).toBe('आज');
    expect(labelIn('2026-11-22', '2026-11-21', hi, 'hi')).toBe('कल');
    expect(labelIn('2026-11-23', '2026-11-21', hi, 'hi')).toBe('सोमवार');
    expect(reasonIn('SLOT_TAKEN', hi)).toBe('बुक है');
    expect(shortIn('2026-11-21', 'hi')).toBe('21 नव॰');
    expect(slotDateIn('2026-11-21', 'hi')).toBe('21 नवंबर 2026');
  });
});
