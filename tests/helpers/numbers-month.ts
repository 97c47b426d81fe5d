import type { PastBooking, PastPayment } from './numbers-rows.js';

/*
 * A month and more of a shop in New York whose day runs past midnight, for the owner's numbers
 * (tests/api/numbers.test.ts); tests/helpers/numbers-expected.ts works out the report they should
 * give. Dates here are read through Intl, independently of the app's own date helpers.
 */

export const ZONE = 'America/New_York';
/** The shop's date turns at its closing time, 02:00. */
const TURN_MIN = 120;
/** Wednesday 18 November 2026, 15:00 in New York. */
export const NOW = Date.parse('2026-11-18T15:00:00-05:00');
export const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// ---- Dates, independently of the app's own helpers ----

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function local(instant: number): { date: string; hour: number; minute: number } {
  const got = Object.fromEntries(parts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return { date: `${got.year}-${got.month}-${got.day}`, hour: Number(got.hour), minute: Number(got.minute) };
}

export function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The shop date: the calendar date, or the one before in the small hours before the turn. */
export function shopDate(instant: number): string {
  const { date, hour, minute } = local(instant);
  return hour * 60 + minute < TURN_MIN ? plusDays(date, -1) : date;
}

/** 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

export const mondayOf = (date: string) => plusDays(date, 1 - isoWeekday(date));

export function monthsBack(month: string, back: number): string {
  const at = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 - back, 1));
  return at.toISOString().slice(0, 7);
}

// ---- The seeded rows ----

/** A small seeded generator, so the month is the same on every run. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Seeded extends PastBooking {
  id: number;
}

export interface SeededPayment extends PastPayment {
  id: number;
}

export function makeBookings(barbers: readonly number[]): PastBooking[] {
  const next = random(26);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const phones = Array.from({ length: 30 }, (_, index) => String(9700000000 + index));
  const rows: PastBooking[] = [];
  // Eight weeks of bookings at every hour, on five-minute marks, ending three hours ago.
  for (let i = 0; i < 420; i++) {
    const at = NOW - 3 * 60 * MINUTE - Math.floor(next() * 56 * 288) * 5 * MINUTE;
    const barberId = pick(barbers);
    const slot = next() < 0.3;
    const phone = !slot && next() < 0.1 ? null : pick(phones);
    const roll = next();
    const status = roll < 0.6 ? 'completed' : 'cancelled';
    const cancelledBy = roll < 0.6 ? null : roll < 0.78 ? 'customer' : 'barber';
    const cancelReason = cancelledBy === 'barber' && next() < 0.5 ? 'no_show' : null;
    if (slot) {
      const arrivedAt = next() < 0.5 ? new Date(at - 5 * MINUTE) : null;
      const start = new Date(at + Math.floor(next() * 4) * 5 * MINUTE);
      rows.push({
        barberId,
        customerPhone: phone,
        bookingType: 'slot',
        status,
        cancelledBy,
        cancelReason,
        bookingTime: new Date(at - Math.floor(next() * 48) * 60 * MINUTE),
        slotStart: new Date(at),
        arrivedAt,
        servingStartedAt: status === 'completed' ? start : null,
        finishedAt: new Date(start.getTime() + 30 * MINUTE),
      });
      continue;
    }
    const arrivedAt = next() < 0.5 ? new Date(at + Math.floor(next() * 5) * 5 * MINUTE) : null;
    const joined = arrivedAt ?? new Date(at);
    const start = new Date(joined.getTime() + Math.floor(next() * 19) * 5 * MINUTE);
    rows.push({
      barberId,
      customerPhone: phone,
      bookingType: 'queue',
      status,
      cancelledBy,
      cancelReason,
      bookingTime: new Date(at),
      arrivedAt,
      servingStartedAt: status === 'completed' ? start : null,
      finishedAt: status === 'completed' ? new Date(start.getTime() + 30 * MINUTE) : start,
    });
  }
  // Served months ago: some of the month's customers are returning ones.
  for (let i = 0; i < 40; i++) {
    const at = NOW - (60 + Math.floor(next() * 250)) * DAY;
    rows.push({
      barberId: pick(barbers),
      customerPhone: pick(phones.slice(0, 15)),
      bookingType: 'queue',
      status: 'completed',
      bookingTime: new Date(at),
      servingStartedAt: new Date(at + 10 * MINUTE),
      finishedAt: new Date(at + 40 * MINUTE),
    });
  }
  const walkIn = (at: string, extra: Partial<PastBooking> = {}): PastBooking => ({
    barberId: barbers[0] ?? 0,
    customerPhone: '9711111111',
    bookingType: 'queue',
    status: 'completed',
    bookingTime: new Date(at),
    servingStartedAt: new Date(Date.parse(at) + 20 * MINUTE),
    finishedAt: new Date(Date.parse(at) + 50 * MINUTE),
    ...extra,
  });
  rows.push(
    // The first shop date counted begins at Monday 26 October, 02:00 EDT: one in, one just before.
    walkIn('2026-10-26T06:00:00Z'),
    walkIn('2026-10-26T05:59:00Z', { customerPhone: '9722222222' }),
    // 01:30 on Monday 2 November (EST) is Sunday 1 November's night: that week, the Sunday row.
    walkIn('2026-11-02T06:30:00Z', { customerPhone: '9733333333' }),
    // Left after exactly 30 minutes of waiting, counted from arriving (later than joining).
    walkIn('2026-11-10T15:00:00Z', {
      customerPhone: '9744444444',
      status: 'cancelled',
      cancelledBy: 'customer',
      arrivedAt: new Date('2026-11-10T15:10:00Z'),
      servingStartedAt: null,
      finishedAt: new Date('2026-11-10T15:40:00Z'),
    }),
    // In the chair now: served, its wait counts.
    walkIn(new Date(NOW - 40 * MINUTE).toISOString(), {
      barberId: barbers[1] ?? 0,
      customerPhone: '9755555555',
      status: 'serving',
      servingStartedAt: new Date(NOW - 5 * MINUTE),
      finishedAt: null,
    }),
    // Joined this very minute: counted.
    walkIn(new Date(NOW).toISOString(), { customerPhone: '9788888888', status: 'waiting', servingStartedAt: null, finishedAt: null, barberId: barbers[1] ?? 0 }),
    // Waiting, joined ten minutes ago: an arrival, not served.
    walkIn(new Date(NOW - 10 * MINUTE).toISOString(), { customerPhone: '9766666666', status: 'waiting', servingStartedAt: null, finishedAt: null }),
    // An appointment later today: not arrived yet, not counted.
    {
      barberId: barbers[0] ?? 0,
      customerPhone: '9777777777',
      bookingType: 'slot',
      status: 'waiting',
      bookingTime: new Date(NOW - DAY),
      slotStart: new Date(NOW + 2 * 60 * MINUTE),
    },
  );
  return rows;
}

export function makePayments(booked: readonly Seeded[]): PastPayment[] {
  const next = random(2026);
  const methods = ['cash', 'upi', 'card', 'unpaid'] as const;
  return booked
    .filter((row) => row.status === 'completed' && next() < 0.8)
    .map((row) => {
      const servicesPaise = (2 + Math.floor(next() * 6)) * 10_000;
      return {
        bookingId: row.id,
        barberId: row.barberId,
        servicesPaise,
        discountPaise: next() < 0.2 ? 5_000 : 0,
        tipPaise: next() < 0.3 ? 2_000 : 0,
        method: methods[Math.floor(next() * methods.length)] ?? 'cash',
        takenAt: row.finishedAt ?? row.bookingTime,
      };
    });
}
