import { describe, expect, test } from 'vitest';
import { bookingWhenTexts } from '../texts-when.js';
import { alternativeSlotParts as partsIn, lastCallMessage as messageIn, lastCallOf as lastCallIn, refusedCheck } from './last-call.js';

const en = bookingWhenTexts.en;
const lastCallOf = (...args: [Parameters<typeof lastCallIn>[0], Parameters<typeof lastCallIn>[1], Parameters<typeof lastCallIn>[2]]) => lastCallIn(...args, en);
const lastCallMessage = (name: string) => messageIn(name, en);
const alternativeSlotParts = (slot: { date: string; time: string }, today: string) => partsIn(slot, today, en, 'en');

const RAVI = { id: 1, name: 'Ravi Kumar' };
const sunil = { barberId: 2, name: 'Sunil Shah', expectedStartTime: '2026-11-24T11:00:00.000Z', expectedTime: '16:30' };
const amit = { barberId: 3, name: 'Amit Rao', expectedStartTime: '2026-11-24T11:15:00.000Z', expectedTime: '16:45' };
const slot = (time: string, barberId = 1) => ({ barberId, date: '2026-11-25', time, start: '2026-11-25T03:30:00.000Z' });

describe('lastCallOf', () => {
  test('nothing to say while the walk-in fits, or before the check answers', () => {
    expect(lastCallOf(undefined, RAVI, [1, 2])).toBeNull();
    expect(lastCallOf({ barberId: 1, accepted: true, alternatives: null }, RAVI, [1, 2])).toBeNull();
  });

  test('a refusal names the barber and offers the others and the first slots', () => {
    const check = { barberId: 1, accepted: false, alternatives: { barbers: [sunil], slots: [slot('09:00'), slot('09:15')] } };
    expect(lastCallOf(check, RAVI, [1, 2])).toEqual({
      message: 'Ravi Kumar cannot take another walk-in today.',
      barbers: [sunil],
      slots: [slot('09:00'), slot('09:15')],
    });
  });

  test('only barbers the form offers, never the refused one, and only their own slots, three at most', () => {
    const check = {
      barberId: 1,
      accepted: false,
      alternatives: {
        barbers: [sunil, amit, { ...sunil, barberId: 1, name: 'Ravi Kumar' }],
        slots: [slot('09:00'), slot('09:15', 2), slot('09:30'), slot('09:45'), slot('10:00')],
      },
    };
    const notice = lastCallOf(check, RAVI, [1, 2]);
    expect(notice?.barbers).toEqual([sunil]);
    expect(notice?.slots.map((s) => s.time)).toEqual(['09:00', '09:30', '09:45']);
  });

  test('a refusal without alternatives still says so', () => {
    expect(lastCallOf({ barberId: 1, accepted: false, alternatives: null }, RAVI, [1])).toEqual({
      message: lastCallMessage('Ravi Kumar'),
      barbers: [],
      slots: [],
    });
  });

  test("another barber's check (the form has just switched) says nothing about this one", () => {
    expect(lastCallOf({ barberId: 2, accepted: false, alternatives: null }, RAVI, [1, 2])).toBeNull();
  });
});

describe('a queue not open yet', () => {
  test('says when walk-ins may join and what to do meanwhile, with no alternatives', () => {
    const check = { barberId: 1, accepted: false, alternatives: null, queueOpensAt: '2026-11-25T03:00:00.000Z' };
    expect(lastCallIn(check, RAVI, [1, 2], en, () => '8:30 AM')).toEqual({
      message: 'Walk-ins can join from 8:30 AM.',
      barbers: [],
      slots: [],
      detail: 'Book a time now, or come back then to join the queue.',
    });
  });
});

describe('refusedCheck', () => {
  test("a LAST_CALL answer reads as the check's refusal", () => {
    const alternatives = { barbers: [sunil], slots: [slot('09:00')] };
    expect(refusedCheck(1, alternatives)).toEqual({ barberId: 1, accepted: false, expectedStartTime: null, expectedTime: null, alternatives, queueOpensAt: null });
    expect(refusedCheck(1, undefined).alternatives).toBeNull();
  });
});

describe('alternativeSlotParts', () => {
  test("tomorrow by name, the day after by its weekday, in the shop's date", () => {
    expect(alternativeSlotParts({ date: '2026-11-25', time: '09:00' }, '2026-11-24')).toEqual({ day: 'Tomorrow', time: '9:00 AM' });
    expect(alternativeSlotParts({ date: '2026-11-26', time: '14:30' }, '2026-11-24')).toEqual({ day: 'Thursday', time: '2:30 PM' });
    expect(alternativeSlotParts({ date: '2026-11-24', time: '17:00' }, '2026-11-24')).toEqual({ day: 'Today', time: '5:00 PM' });
  });
});
