import { describe, expect, test } from 'vitest';
import type { Barber } from '../../../../shared/schemas/barber.js';
import { hasBookableBarber, sortBarbers } from './sort-barbers.js';

function barber(id: number, waitTime: number, extra: Partial<Barber> = {}): Barber {
  return {
    id,
    userId: id + 100,
    name: `Barber ${id}`,
    photo: '/images/barber-placeholder.svg',
    bio: '',
    specialty: 'Barber',
    experience: 5,
    isAvailable: true,
    waitTime,
    noWait: false,
    availability: { status: 'working', until: null, queueClosed: false },
    ...extra,
  };
}

const ids = (list: Barber[]) => list.map((b) => b.id);

describe('sortBarbers', () => {
  test('shortest wait first (docs/product/screens.md)', () => {
    expect(ids(sortBarbers([barber(1, 45), barber(2, 0), barber(3, 90), barber(4, 20)]))).toEqual([2, 4, 1, 3]);
  });

  test('equal waits keep the id order, as the server sends them', () => {
    expect(ids(sortBarbers([barber(3, 30), barber(1, 30), barber(2, 30)]))).toEqual([1, 2, 3]);
  });

  test("'No Wait' counts as no wait, whatever the plan's minutes", () => {
    expect(ids(sortBarbers([barber(1, 10), barber(2, 40, { noWait: true })]))).toEqual([2, 1]);
  });

  test('barbers who cannot be booked come last, however short their wait', () => {
    expect(ids(sortBarbers([barber(1, 0, { isAvailable: false }), barber(2, 60), barber(3, 5, { isAvailable: false }), barber(4, 30)]))).toEqual([
      4, 2, 1, 3,
    ]);
  });

  test('barbers who cannot take a walk-in today come after those who can, however short their wait', () => {
    const off = { availability: { status: 'day_off' as const, until: null, queueClosed: false } };
    const closed = { availability: { status: 'working' as const, until: null, queueClosed: true } };
    const onBreak = { availability: { status: 'on_break' as const, until: '2026-11-24T09:45:00.000Z', queueClosed: false } };
    expect(ids(sortBarbers([barber(1, 0, off), barber(2, 40), barber(3, 0, closed), barber(4, 25, onBreak)]))).toEqual([4, 2, 1, 3]);
  });

  test('a wait patched in place by the socket moves the barber', () => {
    const list = [barber(1, 0), barber(2, 15)];
    const patched = list.map((b) => (b.id === 1 ? { ...b, waitTime: 30 } : b));
    expect(ids(sortBarbers(patched))).toEqual([2, 1]);
  });

  test('leaves the given list as it was', () => {
    const list = [barber(2, 30), barber(1, 0)];
    sortBarbers(list);
    expect(ids(list)).toEqual([2, 1]);
  });
});

describe('hasBookableBarber', () => {
  test('false for no barbers and for barbers who are all unavailable', () => {
    expect(hasBookableBarber([])).toBe(false);
    expect(hasBookableBarber([barber(1, 0, { isAvailable: false })])).toBe(false);
  });

  test('true when one barber can be booked', () => {
    expect(hasBookableBarber([barber(1, 0, { isAvailable: false }), barber(2, 10)])).toBe(true);
  });
});
