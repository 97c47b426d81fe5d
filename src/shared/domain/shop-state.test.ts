import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../schemas/hours.js';
import { nextStateChange, queueOpensAt, shopDaysUntil, shopOpenings, shopState, stateFromOpenings, type ShopStateInput } from './shop-state.js';
import type { BarberTime, ShopTime } from './working-hours.js';

const ist = (iso: string) => Date.parse(`${iso}+05:30`);

/** 2026-11-27 is a Friday. */
const DAY: ShopTime = { openTime: '09:00', closeTime: '18:00', timeZone: 'Asia/Kolkata', closedDates: [] };
/** Open 18:00, closed at 02:00 the next morning. */
const NIGHT: ShopTime = { openTime: '18:00', closeTime: '02:00', timeZone: 'Asia/Kolkata', closedDates: [] };

const shopHours: BarberTime = { weekly: null, daysOff: [], breakStart: null, breakEnd: null };
const every = (start: string, end: string): WeeklyHours => Array.from({ length: 7 }, () => [{ start, end }]);

function input(overrides: Partial<ShopStateInput> = {}): ShopStateInput {
  return { isOpen: true, shop: DAY, barbers: [shopHours, shopHours], ...overrides };
}

describe("the shop's state", () => {
  it('opens later today before the first barber starts, and is open from then until the last one ends', () => {
    expect(shopState(ist('2026-11-27T08:10'), input())).toEqual({ kind: 'opens_later', opensAt: ist('2026-11-27T09:00') });
    expect(shopState(ist('2026-11-27T09:00'), input())).toEqual({ kind: 'open', closesAt: ist('2026-11-27T18:00') });
    expect(shopState(ist('2026-11-27T17:59'), input())).toEqual({ kind: 'open', closesAt: ist('2026-11-27T18:00') });
  });

  it('is closed today after closing time, opening tomorrow, and opens later once the date turns at midnight', () => {
    const evening = ist('2026-11-27T18:00');
    const closed = shopState(evening, input());
    expect(closed).toEqual({ kind: 'closed_today', opensAt: ist('2026-11-28T09:00') });
    expect(shopDaysUntil(evening, ist('2026-11-28T09:00'), DAY)).toBe(1);
    // The state changes by the clock at midnight, when "tomorrow" becomes today.
    expect(nextStateChange(evening, closed, DAY)).toBe(ist('2026-11-28T00:00'));
    expect(shopState(ist('2026-11-27T23:59'), input())).toEqual({ kind: 'closed_today', opensAt: ist('2026-11-28T09:00') });
    expect(shopState(ist('2026-11-28T00:00'), input())).toEqual({ kind: 'opens_later', opensAt: ist('2026-11-28T09:00') });
    expect(shopState(ist('2026-11-28T00:01'), input())).toEqual({ kind: 'opens_later', opensAt: ist('2026-11-28T09:00') });
  });

  it('keeps a night shop open past midnight, and opens later the same shop date once its night has ended', () => {
    const night = input({ shop: NIGHT });
    expect(shopState(ist('2026-11-27T23:30'), night)).toEqual({ kind: 'open', closesAt: ist('2026-11-28T02:00') });
    expect(shopState(ist('2026-11-28T01:59'), night)).toEqual({ kind: 'open', closesAt: ist('2026-11-28T02:00') });
    // 02:00 turns the shop date: the 28th's hours start at 18:00 that day.
    expect(shopState(ist('2026-11-28T02:00'), night)).toEqual({ kind: 'opens_later', opensAt: ist('2026-11-28T18:00') });
    expect(shopState(ist('2026-11-28T12:00'), night)).toEqual({ kind: 'opens_later', opensAt: ist('2026-11-28T18:00') });
  });

  it('is closed today on a holiday, with the night before it still open until its own close', () => {
    const night = input({ shop: { ...NIGHT, closedDates: ['2026-11-28'] } });
    expect(shopState(ist('2026-11-28T01:00'), night)).toEqual({ kind: 'open', closesAt: ist('2026-11-28T02:00') });
    expect(shopState(ist('2026-11-28T03:00'), night)).toEqual({ kind: 'closed_today', opensAt: ist('2026-11-29T18:00') });
  });

  it('skips a run of holidays to the first day the shop opens', () => {
    const holidays = input({ shop: { ...DAY, closedDates: ['2026-11-27', '2026-11-28', '2026-11-29'] } });
    const now = ist('2026-11-27T08:00');
    const state = shopState(now, holidays);
    expect(state).toEqual({ kind: 'closed_today', opensAt: ist('2026-11-30T09:00') });
    expect(shopDaysUntil(now, ist('2026-11-30T09:00'), DAY)).toBe(3);
  });

  it('is closed today when every barber has the day off, and open when one of them works', () => {
    const off: BarberTime = { ...shopHours, daysOff: ['2026-11-27'] };
    expect(shopState(ist('2026-11-27T10:00'), input({ barbers: [off, off] }))).toEqual({
      kind: 'closed_today',
      opensAt: ist('2026-11-28T09:00'),
    });
    expect(shopState(ist('2026-11-27T10:00'), input({ barbers: [off, shopHours] }))).toEqual({
      kind: 'open',
      closesAt: ist('2026-11-27T18:00'),
    });
  });

  it("follows a barber who works when the shop's own hours say closed", () => {
    const early: BarberTime = { ...shopHours, weekly: every('07:00', '12:00') };
    const late: BarberTime = { ...shopHours, weekly: every('12:00', '21:00') };
    const barbers = [early, late, shopHours];
    expect(shopState(ist('2026-11-27T06:30'), input({ barbers }))).toEqual({ kind: 'opens_later', opensAt: ist('2026-11-27T07:00') });
    expect(shopState(ist('2026-11-27T07:30'), input({ barbers }))).toEqual({ kind: 'open', closesAt: ist('2026-11-27T21:00') });
    expect(shopState(ist('2026-11-27T20:00'), input({ barbers }))).toEqual({ kind: 'open', closesAt: ist('2026-11-27T21:00') });
  });

  it("keeps the shop open over one barber's lunch gap, but not when nobody works", () => {
    const split: WeeklyHours = Array.from({ length: 7 }, () => [
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ]);
    expect(shopState(ist('2026-11-27T13:30'), input({ barbers: [{ ...shopHours, weekly: split }] }))).toEqual({
      kind: 'open',
      closesAt: ist('2026-11-27T18:00'),
    });
    const morning: BarberTime = { ...shopHours, weekly: every('09:00', '12:00') };
    const afternoon: BarberTime = { ...shopHours, weekly: every('14:00', '18:00') };
    expect(shopState(ist('2026-11-27T13:00'), input({ barbers: [morning, afternoon] }))).toEqual({
      kind: 'opens_later',
      opensAt: ist('2026-11-27T14:00'),
    });
  });

  it("reads a weekday a barber does not work as a day off, and the shop's hours when it has no barbers", () => {
    // Friday off for the only barber: closed today, back on Saturday.
    const week = every('09:00', '18:00');
    week[5] = [];
    expect(shopState(ist('2026-11-27T08:00'), input({ barbers: [{ ...shopHours, weekly: week }] }))).toEqual({
      kind: 'closed_today',
      opensAt: ist('2026-11-28T09:00'),
    });
    expect(shopState(ist('2026-11-27T08:00'), input({ barbers: [] }))).toEqual({ kind: 'opens_later', opensAt: ist('2026-11-27T09:00') });
  });

  it("is closed by the shop whenever the owner's switch says so, whatever the hours", () => {
    const state = shopState(ist('2026-11-27T10:00'), input({ isOpen: false }));
    expect(state).toEqual({ kind: 'closed_by_shop' });
    expect(nextStateChange(ist('2026-11-27T10:00'), state, DAY)).toBeNull();
  });

  it('has no opening in sight when no barber ever works', () => {
    const never: BarberTime = { ...shopHours, weekly: Array.from({ length: 7 }, () => []) };
    const now = ist('2026-11-27T10:00');
    const state = shopState(now, input({ barbers: [never] }));
    expect(state).toEqual({ kind: 'closed_today', opensAt: null });
    expect(nextStateChange(now, state, DAY)).toBe(ist('2026-11-28T00:00'));
  });

  it('gives a page the same state from the openings it was sent, at any later instant', () => {
    const now = ist('2026-11-27T08:10');
    const openings = shopOpenings(now, DAY, [shopHours]);
    expect(openings[0]).toEqual({ start: ist('2026-11-27T09:00'), end: ist('2026-11-27T18:00') });
    // Enough ahead for the day after tomorrow too.
    expect(openings.some((opening) => opening.start === ist('2026-11-29T09:00'))).toBe(true);
    for (const at of ['2026-11-27T08:10', '2026-11-27T12:00', '2026-11-27T19:00', '2026-11-28T08:00', '2026-11-28T10:00']) {
      expect(stateFromOpenings(ist(at), true, openings, DAY)).toEqual(shopState(ist(at), input({ barbers: [shopHours] })));
    }
  });
});

describe('when walk-ins may join before opening', () => {
  const day = { spans: [{ start: ist('2026-11-27T09:00'), end: ist('2026-11-27T18:00') }] };
  const before = { kind: 'opens_later', opensAt: ist('2026-11-27T09:00') } as const;

  it("opens the queue the shop's minutes before the barber's first start, and at it with 0", () => {
    expect(queueOpensAt(ist('2026-11-27T08:10'), day, 30, before)).toBe(ist('2026-11-27T08:30'));
    expect(queueOpensAt(ist('2026-11-27T08:30'), day, 30, before)).toBeNull();
    expect(queueOpensAt(ist('2026-11-27T08:59'), day, 0, before)).toBe(ist('2026-11-27T09:00'));
    expect(queueOpensAt(ist('2026-11-27T09:00'), day, 0, before)).toBeNull();
  });

  it('leaves the queue open once the shop is open, and to last call on a day the barber does not work', () => {
    expect(queueOpensAt(ist('2026-11-27T07:10'), day, 30, { kind: 'open', closesAt: ist('2026-11-27T15:00') })).toBeNull();
    expect(queueOpensAt(ist('2026-11-27T08:10'), { spans: [] }, 30, before)).toBeNull();
  });
});
