import { describe, expect, it } from 'vitest';
import { bookableDates, checkSlotRequest, slotTimesForDate, type ShopHours } from './free-slots.js';
import type { PlanBooking } from './plan-barber-day.js';

const IST = (iso: string): number => Date.parse(`${iso}+05:30`);
const kolkata = (openTime: string, closeTime: string, slotInterval: number): ShopHours => ({
  openTime,
  closeTime,
  slotInterval,
  timeZone: 'Asia/Kolkata',
  closedDates: [],
});
const DAY = kolkata('09:00', '18:00', 30);
const LATE_NIGHT = kolkata('09:00', '04:30', 15);

const booking = (id: number, overrides: Partial<PlanBooking>): PlanBooking => ({
  id,
  bookingType: 'queue',
  status: 'waiting',
  durationMin: 30,
  slotStart: null,
  servingStartedAt: null,
  adjustmentMin: 0,
  ...overrides,
});

/** The slot list for a 30-minute booking with nobody booked. */
const emptyDay = (now: number, date: string, hours: ShopHours) => slotTimesForDate({ now, date, hours, durationMin: 30, bookings: [] });

/** time → reason ('ok' when available), for compact expectations. */
const reasons = (slots: ReturnType<typeof slotTimesForDate>) => Object.fromEntries(slots.map((s) => [s.time, s.reason ?? 'ok']));

describe('slotTimesForDate', () => {
  const now = IST('2026-11-21T10:10:00');

  it('lists the day grid in a half-hour-offset zone, past times unavailable as PAST', () => {
    const slots = slotTimesForDate({ now, date: '2026-11-21', hours: DAY, durationMin: 30, bookings: [] });
    expect(slots).toHaveLength(18);
    expect(slots.slice(0, 4).map((s) => [s.time, s.available, s.reason])).toEqual([
      ['09:00', false, 'PAST'],
      ['09:30', false, 'PAST'],
      ['10:00', false, 'PAST'],
      ['10:30', true, undefined],
    ]);
    expect(slots[3]).toEqual({ time: '10:30', start: IST('2026-11-21T10:30:00'), end: IST('2026-11-21T11:00:00'), available: true });
    expect(slots.at(-1)).toMatchObject({ time: '17:30', available: true });
  });

  it('requires the whole booking to end by closing time', () => {
    const slots = reasons(slotTimesForDate({ now, date: '2026-11-21', hours: DAY, durationMin: 45, bookings: [] }));
    expect([slots['17:00'], slots['17:30']]).toEqual(['ok', 'AFTER_CLOSING']);
  });

  it('tells a taken slot from a walk-in’s expected time', () => {
    const bookings = [
      booking(1, { status: 'serving', servingStartedAt: IST('2026-11-21T10:00:00') }),
      booking(2, {}),
      booking(3, { bookingType: 'slot', slotStart: IST('2026-11-21T12:00:00'), durationMin: 45 }),
    ];
    const slots = reasons(slotTimesForDate({ now, date: '2026-11-21', hours: DAY, durationMin: 30, bookings }));
    expect([slots['10:30'], slots['11:00'], slots['11:30'], slots['12:00'], slots['12:30'], slots['13:00']]).toEqual([
      'SMART_POSITIONING_CONFLICT',
      'ok',
      'ok',
      'SLOT_TAKEN',
      'SLOT_TAKEN',
      'ok',
    ]);
  });

  it('keeps the chair’s current customer and late slots out of new bookings', () => {
    const inChair = [booking(1, { status: 'serving', servingStartedAt: IST('2026-11-21T10:00:00'), durationMin: 60 })];
    expect(reasons(slotTimesForDate({ now, date: '2026-11-21', hours: DAY, durationMin: 30, bookings: inChair }))['10:30']).toBe(
      'SMART_POSITIONING_CONFLICT',
    );
    // Booked 10:00-10:30 but not started by 10:10: now expected 10:10-10:40.
    const late = [booking(4, { bookingType: 'slot', slotStart: IST('2026-11-21T10:00:00') })];
    expect(reasons(slotTimesForDate({ now, date: '2026-11-21', hours: DAY, durationMin: 30, bookings: late }))['10:30']).toBe(
      'SMART_POSITIONING_CONFLICT',
    );
  });

  it('runs a day that closes after midnight into the next calendar date', () => {
    const slots = emptyDay(IST('2026-11-21T08:00:00'), '2026-11-21', LATE_NIGHT);
    expect(slots).toHaveLength(78);
    const byTime = new Map(slots.map((s) => [s.time, s]));
    expect(byTime.get('00:00')?.start).toBe(IST('2026-11-22T00:00:00'));
    expect(byTime.get('04:00')).toMatchObject({ start: IST('2026-11-22T04:00:00'), available: true });
    expect(byTime.get('04:15')).toMatchObject({ start: IST('2026-11-22T04:15:00'), available: false, reason: 'AFTER_CLOSING' });
  });

  it('offers nothing that starts more than 36 hours ahead', () => {
    const slots = reasons(emptyDay(IST('2026-11-21T10:00:00'), '2026-11-22', LATE_NIGHT));
    expect([slots['09:00'], slots['22:00'], slots['22:15'], slots['03:00']]).toEqual(['ok', 'ok', 'OUTSIDE_WINDOW', 'OUTSIDE_WINDOW']);
  });

  it('reads close equal to open as a 24-hour day and unusable hours as no grid', () => {
    expect(emptyDay(now, '2026-11-22', kolkata('09:00', '09:00', 60))).toHaveLength(24);
    expect(emptyDay(now, '2026-11-22', kolkata('nine', '18:00', 30))).toEqual([]);
    expect(emptyDay(now, '2026-11-22', kolkata('09:00', '18:00', 0))).toEqual([]);
    expect(emptyDay(now, '2026-02-30', DAY)).toEqual([]);
  });

  describe('in a DST zone (America/New_York)', () => {
    const NIGHT: ShopHours = { openTime: '22:00', closeTime: '04:00', slotInterval: 30, timeZone: 'America/New_York', closedDates: [] };

    it('leaves out wall times skipped by the spring-forward jump', () => {
      const slots = emptyDay(Date.parse('2026-03-07T12:00:00-05:00'), '2026-03-07', NIGHT);
      expect(slots.map((s) => s.time)).toEqual(['22:00', '22:30', '23:00', '23:30', '00:00', '00:30', '01:00', '01:30', '03:00', '03:30']);
      const byTime = new Map(slots.map((s) => [s.time, s]));
      expect(byTime.get('01:30')?.start).toBe(Date.parse('2026-03-08T01:30:00-05:00'));
      expect(byTime.get('03:00')?.start).toBe(Date.parse('2026-03-08T03:00:00-04:00'));
      expect(byTime.get('03:30')).toMatchObject({ end: Date.parse('2026-03-08T04:00:00-04:00'), available: true });
    });

    it('gives a repeated fall-back wall time its first occurrence', () => {
      const slots = emptyDay(Date.parse('2026-10-31T12:00:00-04:00'), '2026-10-31', NIGHT);
      expect(slots).toHaveLength(12);
      const byTime = new Map(slots.map((s) => [s.time, s]));
      expect(byTime.get('01:30')?.start).toBe(Date.parse('2026-11-01T01:30:00-04:00'));
      expect(byTime.get('02:00')?.start).toBe(Date.parse('2026-11-01T02:00:00-05:00'));
      expect(byTime.get('03:30')).toMatchObject({ end: Date.parse('2026-11-01T04:00:00-05:00'), available: true });
    });
  });
});

describe('slotTimesForDate with the barber’s working hours (docs/product/chairs-day.md)', () => {
  const now = IST('2026-11-21T10:10:00');
  const everyDay = (...spans: [string, string][]) => Array.from({ length: 7 }, () => spans.map(([start, end]) => ({ start, end })));
  const lunch = { weekly: everyDay(['09:00', '13:00'], ['14:00', '18:00']), daysOff: [], breakStart: null, breakEnd: null };

  it('offers no time in a lunch break, nor one running into it, and offers its end', () => {
    const slots = reasons(slotTimesForDate({ now, date: '2026-11-21', hours: DAY, durationMin: 30, bookings: [], barber: lunch }));
    expect(slots['12:30']).toBe('ok');
    expect(slots['13:00']).toBe('BARBER_BREAK');
    expect(slots['13:30']).toBe('BARBER_BREAK');
    expect(slots['14:00']).toBe('ok');
    const hour = reasons(slotTimesForDate({ now, date: '2026-11-21', hours: DAY, durationMin: 60, bookings: [], barber: lunch }));
    expect(hour['12:30']).toBe('BARBER_BREAK');
  });

  it('offers nothing before a late start or on a day off', () => {
    const late = { ...lunch, weekly: everyDay(['11:00', '18:00']) };
    const slots = reasons(slotTimesForDate({ now, date: '2026-11-21', hours: DAY, durationMin: 30, bookings: [], barber: late }));
    expect(slots['10:30']).toBe('BARBER_OFF');
    expect(slots['11:00']).toBe('ok');
    const off = slotTimesForDate({ now, date: '2026-11-22', hours: DAY, durationMin: 30, bookings: [], barber: { ...lunch, daysOff: ['2026-11-22'] } });
    expect(off.every((slot) => slot.reason === 'BARBER_OFF')).toBe(true);
  });

  it('keeps a dashboard break free', () => {
    const onBreak = { ...lunch, breakStart: IST('2026-11-21T11:00:00'), breakEnd: IST('2026-11-21T11:15:00') };
    const slots = reasons(slotTimesForDate({ now, date: '2026-11-21', hours: DAY, durationMin: 30, bookings: [], barber: onBreak }));
    expect(slots['10:30']).toBe('ok');
    expect(slots['11:00']).toBe('BARBER_BREAK');
    expect(slots['11:30']).toBe('ok');
  });

  it('has no grid on a shop closed date, which is not offered', () => {
    const holiday = { ...DAY, closedDates: ['2026-11-22'] };
    expect(slotTimesForDate({ now, date: '2026-11-22', hours: holiday, durationMin: 30, bookings: [] })).toEqual([]);
    expect(bookableDates(now, holiday)).toEqual(['2026-11-21']);
  });
});

describe('checkSlotRequest', () => {
  const now = IST('2026-11-21T10:10:00');
  const bookings = [booking(2, {}), booking(3, { bookingType: 'slot', slotStart: IST('2026-11-21T12:00:00') })];
  const request = (time: string, date = '2026-11-21') => checkSlotRequest({ now, date, time, hours: DAY, durationMin: 30, bookings });

  it('accepts an available grid time', () => {
    expect(request('11:00')).toEqual({ ok: true, start: IST('2026-11-21T11:00:00'), end: IST('2026-11-21T11:30:00') });
  });

  it('gives the same reason the slot list shows', () => {
    expect(request('9:00')).toEqual({ ok: false, reason: 'PAST' });
    expect(request('10:30')).toEqual({ ok: false, reason: 'SMART_POSITIONING_CONFLICT' });
    expect(request('12:00:00')).toEqual({ ok: false, reason: 'SLOT_TAKEN' });
  });

  it('refuses times the grid does not have', () => {
    for (const time of ['10:45', '08:30', '18:00', 'noon', '24:00']) {
      expect(request(time)).toEqual({ ok: false, reason: 'NOT_ON_GRID' });
    }
    expect(request('11:00', '2026-11-31')).toEqual({ ok: false, reason: 'NOT_ON_GRID' });
    const ny: ShopHours = { openTime: '00:00', closeTime: '06:00', slotInterval: 30, timeZone: 'America/New_York', closedDates: [] };
    const skipped = { now: Date.parse('2026-03-07T12:00:00-05:00'), date: '2026-03-08', time: '02:30', hours: ny };
    expect(checkSlotRequest({ ...skipped, durationMin: 30, bookings: [] })).toEqual({ ok: false, reason: 'NOT_ON_GRID' });
  });
});

describe('bookableDates', () => {
  it('offers today, tomorrow and the day after only within 36 hours', () => {
    expect(bookableDates(IST('2026-11-21T10:00:00'), DAY)).toEqual(['2026-11-21', '2026-11-22']);
    // Today's hours are over and the day after tomorrow opens 37 hours from now.
    expect(bookableDates(IST('2026-11-21T20:00:00'), DAY)).toEqual(['2026-11-22']);
    // Exactly 36 hours before the first grid time of the day after tomorrow.
    expect(bookableDates(IST('2026-11-21T21:00:00'), DAY)).toEqual(['2026-11-22', '2026-11-23']);
  });

  it('starts from the shop’s date in its own zone, not UTC’s', () => {
    // 20:00 UTC on the 21st is already 01:30 on the 22nd in Kolkata.
    expect(bookableDates(Date.parse('2026-11-21T20:00:00Z'), DAY)).toEqual(['2026-11-22', '2026-11-23']);
  });

  it('starts from the night in progress in the small hours of a day that runs past midnight', () => {
    // 01:30 on the 22nd is still the 21st's night, whose times run to 04:30.
    const smallHours = IST('2026-11-22T01:30:00');
    expect(bookableDates(smallHours, LATE_NIGHT)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    const night = emptyDay(smallHours, '2026-11-21', LATE_NIGHT).filter((slot) => slot.available);
    expect(night[0]).toMatchObject({ time: '01:30', start: IST('2026-11-22T01:30:00') });
    expect(night.at(-1)).toMatchObject({ time: '04:00', start: IST('2026-11-22T04:00:00') });
    // After the close, the night is over and the 22nd is today.
    expect(bookableDates(IST('2026-11-22T04:30:00'), LATE_NIGHT)[0]).toBe('2026-11-22');
  });
});
