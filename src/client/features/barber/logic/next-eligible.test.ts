import { describe, expect, test } from 'vitest';
import { zonedInstant } from '../../../../shared/domain/format.js';
import { isStartable, nextEligible, slotStartOf } from './next-eligible.js';

const ZONE = 'Asia/Kolkata';
const SHOP = { openTime: '09:00', closeTime: '18:00', timeZone: ZONE };
const at = (time: string, date = '2026-11-21') => zonedInstant(date, time, ZONE);

const walkIn = (id: number) => ({ id, bookingType: 'queue' as const, slotDate: null, slotTime: null });
const slot = (id: number, time: string, date = '2026-11-21') => ({ id, bookingType: 'slot' as const, slotDate: date, slotTime: time });

describe('nextEligible', () => {
  test('the first walk-in in plan order', () => {
    expect(nextEligible([walkIn(4), walkIn(2)], at('10:00'), SHOP)?.id).toBe(4);
  });

  test('a slot whose time has come, exactly at its time too', () => {
    expect(nextEligible([slot(7, '10:00'), walkIn(8)], at('10:00'), SHOP)?.id).toBe(7);
    expect(nextEligible([slot(7, '09:30'), walkIn(8)], at('10:00'), SHOP)?.id).toBe(7);
  });

  test('a slot not yet due is passed over for the walk-in after it', () => {
    expect(nextEligible([slot(7, '10:30'), walkIn(8)], at('10:00'), SHOP)?.id).toBe(8);
  });

  test('nobody when only future slots wait, or nobody waits', () => {
    expect(nextEligible([slot(7, '10:30'), slot(9, '11:30')], at('10:00'), SHOP)).toBeNull();
    expect(nextEligible([], at('10:00'), SHOP)).toBeNull();
  });

  test("slot times are the shop's wall clock, across midnight and in a half-hour zone", () => {
    const lateNight = slot(3, '00:15', '2026-11-22');
    expect(isStartable(lateNight, at('23:50'), SHOP)).toBe(false);
    expect(isStartable(lateNight, at('00:15', '2026-11-22'), SHOP)).toBe(true);
    expect(slotStartOf(slot(1, '10:00'), SHOP)).toBe(Date.UTC(2026, 10, 21, 4, 30));
    expect(slotStartOf(walkIn(1), SHOP)).toBeNull();
  });

  test('a night past midnight: its small hours are on the next calendar date', () => {
    // Open 09:00-04:30: at 02:00 on the 22nd, the 21st's 03:00 is an hour away, its 01:30 has come.
    const nightShop = { ...SHOP, closeTime: '04:30' };
    const now = at('02:00', '2026-11-22');
    expect(slotStartOf(slot(5, '03:00'), nightShop)).toBe(at('03:00', '2026-11-22'));
    expect(isStartable(slot(5, '03:00'), now, nightShop)).toBe(false);
    expect(nextEligible([slot(5, '03:00'), slot(6, '01:30')], now, nightShop)?.id).toBe(6);
  });
});
