import { describe, expect, it } from 'vitest';
import { keepsTurn, noShowRefusal, overdueMinutes } from './no-show.js';

const now = Date.parse('2026-11-21T11:00:00+05:30');
const minutes = (n: number): number => now + n * 60_000;
const walkIn = { status: 'waiting', bookingType: 'queue', slotStart: null, passedOver: 0 } as const;
const slot = { status: 'waiting', bookingType: 'slot', slotStart: now, passedOver: 0 } as const;

describe('noShowRefusal (docs/product/chairs-day.md#no-shows)', () => {
  it('allows a waiting walk-in never passed over, at any time', () => {
    expect(noShowRefusal(walkIn, now)).toBeNull();
  });

  it('refuses a booking that is not waiting, before any other reason', () => {
    for (const status of ['serving', 'completed', 'cancelled'] as const) {
      expect(noShowRefusal({ ...walkIn, status }, now)).toBe('not-waiting');
      expect(noShowRefusal({ ...slot, status, slotStart: minutes(30) }, now)).toBe('not-waiting');
      expect(noShowRefusal({ ...walkIn, status, passedOver: 1 }, now)).toBe('not-waiting');
    }
  });

  it('refuses a slot until its time, and allows it from exactly its time', () => {
    expect(noShowRefusal({ ...slot, slotStart: now + 1 }, now)).toBe('slot-not-started');
    expect(noShowRefusal({ ...slot, slotStart: minutes(30) }, now)).toBe('slot-not-started');
    expect(noShowRefusal(slot, now)).toBeNull();
    expect(noShowRefusal({ ...slot, slotStart: minutes(-1) }, now)).toBeNull();
  });

  it('judges a slot without a slot time like a walk-in: never too early', () => {
    expect(noShowRefusal({ ...slot, slotStart: null }, now)).toBeNull();
  });

  it('refuses a walk-in passed over once (he keeps his turn), allows him after the second pass', () => {
    expect(noShowRefusal({ ...walkIn, passedOver: 0 }, now)).toBeNull();
    expect(noShowRefusal({ ...walkIn, passedOver: 1 }, now)).toBe('turn-kept');
    expect(noShowRefusal({ ...walkIn, passedOver: 2 }, now)).toBeNull();
    expect(noShowRefusal({ ...walkIn, passedOver: 3 }, now)).toBeNull();
  });

  it('never holds passes against a slot', () => {
    expect(noShowRefusal({ ...slot, passedOver: 1 }, now)).toBeNull();
    expect(noShowRefusal({ ...slot, slotStart: minutes(5), passedOver: 1 }, now)).toBe('slot-not-started');
  });
});

describe('keepsTurn', () => {
  it('holds for a walk-in from the first pass until the second', () => {
    expect(keepsTurn({ bookingType: 'queue', passedOver: 0 })).toBe(false);
    expect(keepsTurn({ bookingType: 'queue', passedOver: 1 })).toBe(true);
    expect(keepsTurn({ bookingType: 'queue', passedOver: 2 })).toBe(false);
    expect(keepsTurn({ bookingType: 'slot', passedOver: 1 })).toBe(false);
  });
});

describe('overdueMinutes', () => {
  it('counts whole minutes late from 10 minutes past the slot, nothing before', () => {
    expect(overdueMinutes(now, minutes(-1))).toBeNull();
    expect(overdueMinutes(now, now)).toBeNull();
    expect(overdueMinutes(now, minutes(10) - 1)).toBeNull();
    expect(overdueMinutes(now, minutes(10))).toBe(10);
    expect(overdueMinutes(now, minutes(42) + 59_000)).toBe(42);
  });

  it('never calls a walk-in overdue', () => {
    expect(overdueMinutes(null, minutes(60))).toBeNull();
  });
});
