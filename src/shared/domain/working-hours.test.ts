import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../schemas/hours.js';
import { shopTime } from './format.js';
import { planBarberDay, type PlanBooking } from './plan-barber-day.js';
import { availabilityAt, chairDay, dateHours, daySpans, offDutyReason, spansOn, weekdayOf, type BarberTime, type ShopTime } from './working-hours.js';

/** Instants on Saturday 21 November 2026 in Asia/Kolkata (UTC+05:30). */
const at = (hhmm: string, date = '2026-11-21'): number => Date.parse(`${date}T${hhmm}:00+05:30`);
const SHOP: ShopTime = { openTime: '09:00', closeTime: '18:00', timeZone: 'Asia/Kolkata', closedDates: [] };
const SHOP_HOURS: BarberTime = { weekly: null, daysOff: [], breakStart: null, breakEnd: null };

/** The same periods every day of the week. */
const everyDay = (...spans: [string, string][]): WeeklyHours =>
  Array.from({ length: 7 }, () => spans.map(([start, end]) => ({ start, end })));
const withLunch: BarberTime = { ...SHOP_HOURS, weekly: everyDay(['09:00', '13:00'], ['14:00', '18:00']) };

const queue = (id: number, durationMin = 30): PlanBooking => ({
  id,
  bookingType: 'queue',
  status: 'waiting',
  durationMin,
  slotStart: null,
  servingStartedAt: null,
  adjustmentMin: 0,
});
const slot = (id: number, start: number, durationMin = 30): PlanBooking => ({ ...queue(id, durationMin), bookingType: 'slot', slotStart: start });

/** The plan of a barber's day at `now`, as [token, shop-local start, flagged] triples. */
function planned(now: number, barber: BarberTime, bookings: PlanBooking[], shop: ShopTime = SHOP) {
  const day = chairDay(now, barber, shop);
  const plan = planBarberDay(now, bookings, day);
  return {
    plan,
    day,
    timeline: plan.entries.map((e) => [e.bookingId, shopTime(e.start, shop.timeZone), e.outsideHours]),
  };
}

describe('working spans', () => {
  it('numbers weekdays from Sunday', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-21')).toBe(6);
    expect(weekdayOf('2026-11-24')).toBe(2);
  });

  it("reads a week of null as the shop's hours every day", () => {
    const shop = { openTime: '09:00', closeTime: '18:00' };
    expect(daySpans(null, 3, shop)).toEqual([{ start: '09:00', end: '18:00' }]);
    const week = [[], [{ start: '10:00', end: '14:00' }], [], [], [], [], []];
    expect(daySpans(week, 1, shop)).toEqual([{ start: '10:00', end: '14:00' }]);
    expect(daySpans(week, 0, shop)).toEqual([]);
  });

  it('defaults to the shop hours and leaves out days off and closed dates', () => {
    expect(spansOn('2026-11-21', SHOP_HOURS, SHOP)).toEqual([{ start: at('09:00'), end: at('18:00') }]);
    expect(spansOn('2026-11-21', { ...SHOP_HOURS, daysOff: ['2026-11-21'] }, SHOP)).toEqual([]);
    expect(spansOn('2026-11-21', SHOP_HOURS, { ...SHOP, closedDates: ['2026-11-21'] })).toEqual([]);
  });

  it('reads an end before the start as the next morning', () => {
    const late: BarberTime = { ...SHOP_HOURS, weekly: everyDay(['18:00', '02:00']) };
    expect(spansOn('2026-11-21', late, SHOP)).toEqual([{ start: at('18:00'), end: at('02:00', '2026-11-22') }]);
  });

  it('works a date out once for the same time objects, shares it frozen, and anew for changed ones', () => {
    const barber: BarberTime = { ...SHOP_HOURS, weekly: everyDay(['10:00', '12:00']) };
    const first = spansOn('2026-11-21', barber, SHOP);
    expect(spansOn('2026-11-21', barber, SHOP)).toBe(first);
    expect(Object.isFrozen(first) && first.every((span) => Object.isFrozen(span))).toBe(true);
    // A changed row makes another time object: its hours, not the kept ones.
    const changed: BarberTime = { ...barber, weekly: everyDay(['11:00', '12:00']) };
    expect(spansOn('2026-11-21', changed, SHOP)).toEqual([{ start: at('11:00'), end: at('12:00') }]);
    expect(spansOn('2026-11-21', barber, { ...SHOP, closedDates: ['2026-11-21'] })).toEqual([]);
  });
});

describe('the plan within working hours (Asia/Kolkata)', () => {
  it('puts a walk-in that would run into lunch after it, and keeps later tokens behind it', () => {
    const { timeline, plan } = planned(at('12:10'), withLunch, [queue(1, 30), queue(2, 30), queue(3, 15)]);
    expect(timeline).toEqual([
      [1, '12:10', false],
      // 12:40 + 30 minutes would cross 13:00: after lunch.
      [2, '14:00', false],
      [3, '14:30', false],
    ]);
    expect(plan.freeAt).toBe(at('14:45'));
    expect(plan.queueClosed).toBe(false);
  });

  it('does not let the wait of an idle barber at lunch read zero', () => {
    const { plan, day } = planned(at('13:20'), withLunch, []);
    expect(plan.freeAt).toBe(at('14:00'));
    expect(plan.waitTime).toBe(40);
    expect(plan.noWait).toBe(false);
    expect(availabilityAt(at('13:20'), day)).toEqual({ status: 'on_break', until: new Date(at('14:00')).toISOString() });
  });

  it('plans a slot booked exactly at the end of a break at its time, unflagged', () => {
    const { timeline } = planned(at('12:45'), withLunch, [slot(5, at('14:00')), queue(6, 30)]);
    expect(timeline).toEqual([
      // The walk-in does not fit before lunch (12:45 + 30 > 13:00) nor before the 14:00 slot.
      [5, '14:00', false],
      [6, '14:30', false],
    ]);
  });

  it('flags a walk-in that no longer fits before the end of the day, and closes the queue', () => {
    const { timeline, plan } = planned(at('17:20'), SHOP_HOURS, [queue(1, 30), queue(2, 30)]);
    expect(timeline).toEqual([
      [1, '17:20', false],
      [2, '17:50', true],
    ]);
    expect(plan.queueClosed).toBe(true);
  });

  it('starts a barber who comes at 11:00 at 11:00', () => {
    const late: BarberTime = { ...SHOP_HOURS, weekly: everyDay(['11:00', '19:00']) };
    const { timeline, plan, day } = planned(at('09:30'), late, [queue(1)]);
    expect(timeline).toEqual([[1, '11:00', false]]);
    expect(plan.freeAt).toBe(at('11:30'));
    expect(availabilityAt(at('09:30'), day)).toEqual({ status: 'not_started', until: new Date(at('11:00')).toISOString() });
  });

  it('takes no walk-in on a day off, and flags a slot booked before the day was taken off', () => {
    const off: BarberTime = { ...SHOP_HOURS, daysOff: ['2026-11-21'] };
    const { timeline, plan, day } = planned(at('10:00'), off, [slot(4, at('15:00'))]);
    expect(timeline).toEqual([[4, '15:00', true]]);
    expect(plan.queueClosed).toBe(true);
    expect(availabilityAt(at('10:00'), day)).toEqual({ status: 'day_off', until: null });
  });

  it('keeps working past midnight on a schedule that crosses it', () => {
    const night: BarberTime = { ...SHOP_HOURS, weekly: everyDay(['18:00', '02:00']) };
    const now = at('01:00', '2026-11-22');
    const { timeline, plan, day } = planned(now, night, [queue(1, 30), queue(2, 30), queue(3, 30)]);
    // The working day is Saturday's, which ends at 02:00 on Sunday.
    expect(day.date).toBe('2026-11-21');
    expect(timeline).toEqual([
      [1, '01:00', false],
      [2, '01:30', false],
      [3, '02:00', true],
    ]);
    expect(plan.queueClosed).toBe(true);
    expect(availabilityAt(now, day).status).toBe('working');
  });

  it('treats a break from the dashboard as a pinned block walk-ins do not cross', () => {
    const onBreak: BarberTime = { ...SHOP_HOURS, breakStart: at('10:20'), breakEnd: at('10:35') };
    const { timeline, day } = planned(at('10:00'), onBreak, [queue(1, 15), queue(2, 15)]);
    expect(timeline).toEqual([
      [1, '10:00', false],
      [2, '10:35', false],
    ]);
    expect(availabilityAt(at('10:25'), day)).toEqual({ status: 'on_break', until: new Date(at('10:35')).toISOString() });
  });

  it('says why a time is not bookable: a break inside the day, off duty outside it', () => {
    const date = '2026-11-21';
    expect(offDutyReason({ start: at('13:00'), end: at('13:30') }, dateHours(date, withLunch, SHOP))).toBe('BARBER_BREAK');
    expect(offDutyReason({ start: at('12:45'), end: at('13:15') }, dateHours(date, withLunch, SHOP))).toBe('BARBER_BREAK');
    expect(offDutyReason({ start: at('14:00'), end: at('14:30') }, dateHours(date, withLunch, SHOP))).toBeUndefined();
    expect(offDutyReason({ start: at('08:00'), end: at('08:30') }, dateHours(date, withLunch, SHOP))).toBe('BARBER_OFF');
    expect(offDutyReason({ start: at('10:00'), end: at('10:30') }, dateHours(date, { ...withLunch, daysOff: [date] }, SHOP))).toBe('BARBER_OFF');
  });
});

describe('work that runs on past midnight', () => {
  it('does not close the queue of a shop open around the clock at midnight', () => {
    const allDay: ShopTime = { ...SHOP, openTime: '00:00', closeTime: '00:00' };
    const { timeline, plan } = planned(at('23:40'), SHOP_HOURS, [queue(1, 45)], allDay);
    expect(timeline).toEqual([[1, '23:40', false]]);
    expect(plan.queueClosed).toBe(false);
  });

  it('offers the small hours of a date to a barber whose night started the evening before', () => {
    const night: BarberTime = { ...SHOP_HOURS, weekly: everyDay(['20:00', '03:00']) };
    const hours = dateHours('2026-11-22', night, SHOP);
    expect(offDutyReason({ start: at('00:30', '2026-11-22'), end: at('01:00', '2026-11-22') }, hours)).toBeUndefined();
    expect(offDutyReason({ start: at('03:00', '2026-11-22'), end: at('03:30', '2026-11-22') }, hours)).toBe('BARBER_OFF');
  });
});

describe('a shop whose day runs past midnight (09:00-04:30)', () => {
  const NIGHT_SHOP: ShopTime = { ...SHOP, closeTime: '04:30' };

  it('reads a period in the small hours as the night of its weekday, on the next calendar date', () => {
    const friday: BarberTime = { ...SHOP_HOURS, weekly: everyDay(['20:00', '23:00'], ['00:30', '03:00']) };
    expect(spansOn('2026-11-21', friday, NIGHT_SHOP)).toEqual([
      { start: at('20:00'), end: at('23:00') },
      { start: at('00:30', '2026-11-22'), end: at('03:00', '2026-11-22') },
    ]);
    // The shop's own hours: from the open to the close the next morning.
    expect(spansOn('2026-11-21', SHOP_HOURS, NIGHT_SHOP)).toEqual([{ start: at('09:00'), end: at('04:30', '2026-11-22') }]);
  });

  it("is still the night's date in the small hours, and the next date once the night is over", () => {
    expect(chairDay(at('02:00', '2026-11-22'), SHOP_HOURS, NIGHT_SHOP).date).toBe('2026-11-21');
    expect(chairDay(at('05:00', '2026-11-22'), SHOP_HOURS, NIGHT_SHOP).date).toBe('2026-11-22');
  });

  it("keeps a closed date closed through its night: no one works the small hours after it", () => {
    const holiday: ShopTime = { ...NIGHT_SHOP, closedDates: ['2026-11-21'] };
    const day = chairDay(at('02:00', '2026-11-22'), SHOP_HOURS, holiday);
    expect(day.date).toBe('2026-11-21');
    expect(day.spans).toEqual([]);
    expect(availabilityAt(at('02:00', '2026-11-22'), day).status).toBe('day_off');
  });
});

describe('the plan in a daylight-saving zone (America/New_York)', () => {
  const NY: ShopTime = { openTime: '09:00', closeTime: '17:00', timeZone: 'America/New_York', closedDates: [] };
  // Sunday 8 March 2026: clocks go from 02:00 to 03:00; the day starts at 09:00 EDT (UTC-4).
  const edt = (hhmm: string) => Date.parse(`2026-03-08T${hhmm}:00-04:00`);

  it('places the end of the day and a lunch break at their wall-clock times after the change', () => {
    const barber: BarberTime = { ...SHOP_HOURS, weekly: everyDay(['09:00', '12:00'], ['13:00', '17:00']) };
    const day = chairDay(edt('11:40'), barber, NY);
    expect(day.spans).toEqual([
      { start: edt('09:00'), end: edt('12:00') },
      { start: edt('13:00'), end: edt('17:00') },
    ]);
    const plan = planBarberDay(edt('11:40'), [queue(1, 30)], day);
    expect(plan.entries[0]?.start).toBe(edt('13:00'));
  });

  it('crosses midnight into the night the clocks fall back', () => {
    // Sunday 1 November 2026: 02:00 EDT becomes 01:00 EST; a 20:00-01:30 day on Saturday lasts 6.5 hours.
    const night: BarberTime = { ...SHOP_HOURS, weekly: everyDay(['20:00', '01:30']) };
    const spans = spansOn('2026-10-31', night, NY);
    expect(spans).toEqual([{ start: Date.parse('2026-10-31T20:00:00-04:00'), end: Date.parse('2026-11-01T01:30:00-04:00') }]);
  });
});
