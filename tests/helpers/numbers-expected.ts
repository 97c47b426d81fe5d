import type { NumbersReport } from '../../src/shared/schemas/numbers.js';
import { isoWeekday, local, MINUTE, mondayOf, monthsBack, NOW, plusDays, shopDate, ZONE, type Seeded, type SeededPayment } from './numbers-month.js';
import type { PastBooking } from './numbers-rows.js';

/*
 * The owner's numbers (docs/product/money.md) that the seeded rows of tests/helpers/numbers-month.ts
 * should give, worked out in plain TypeScript, row by row.
 */

function percentile90(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = 0.9 * (sorted.length - 1);
  const low = Math.floor(position);
  const lower = sorted[low] ?? 0;
  const upper = sorted[Math.min(low + 1, sorted.length - 1)] ?? lower;
  return lower + (upper - lower) * (position - low);
}

const tenths = (value: number) => Math.round(value * 10) / 10;

export function expectedReport(
  weeks: number,
  booked: readonly Seeded[],
  paid: readonly SeededPayment[],
  refusals: readonly Date[],
  names: ReadonlyMap<number, string>,
): NumbersReport {
  const today = shopDate(NOW);
  const from = plusDays(mondayOf(today), -7 * (weeks - 1));
  const inWindow = (instant: number) => instant <= NOW && shopDate(instant) >= from;
  const weekOf = (instant: number) => mondayOf(shopDate(instant));
  const arrival = (row: PastBooking) => (row.arrivedAt ?? row.slotStart ?? row.bookingTime).getTime();
  const joined = (row: PastBooking) => Math.max(row.bookingTime.getTime(), (row.arrivedAt ?? row.bookingTime).getTime());

  const arrivals = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  const byWeek = Array.from({ length: weeks }, (_, index) => ({
    weekStart: plusDays(from, 7 * index),
    walkInsServed: 0,
    appointmentsServed: 0,
    noShows: 0,
    cancelledByCustomer: 0,
    cancelledByShop: 0,
    refusedAtLastCall: 0,
    leftAfterLongWait: 0,
    revenuePaise: 0,
  }));
  const week = (instant: number) => {
    const found = byWeek.find((entry) => entry.weekStart === weekOf(instant));
    if (!found) throw new Error(`no week for ${new Date(instant).toISOString()}`);
    return found;
  };
  const waits = new Map<number, number[]>();

  for (const row of booked) {
    const at = arrival(row);
    if (!inWindow(at)) continue;
    const counted = week(at);
    if (row.cancelledBy !== 'customer') {
      const day = arrivals[isoWeekday(shopDate(at)) - 1];
      if (day) day[local(at).hour] = (day[local(at).hour] ?? 0) + 1;
    }
    if (row.status === 'completed' && row.bookingType === 'queue') counted.walkInsServed += 1;
    if (row.status === 'completed' && row.bookingType === 'slot') counted.appointmentsServed += 1;
    if (row.cancelReason === 'no_show') counted.noShows += 1;
    if (row.cancelledBy === 'customer') counted.cancelledByCustomer += 1;
    if (row.cancelledBy === 'barber' && row.cancelReason !== 'no_show') counted.cancelledByShop += 1;
    if (row.cancelledBy === 'customer' && row.bookingType === 'queue' && (row.finishedAt?.getTime() ?? 0) - joined(row) >= 30 * MINUTE) {
      counted.leftAfterLongWait += 1;
    }
    if (row.bookingType === 'queue' && (row.status === 'completed' || row.status === 'serving') && row.servingStartedAt) {
      const hour = local(joined(row)).hour;
      const list = waits.get(hour) ?? [];
      list.push(Math.max(0, (row.servingStartedAt.getTime() - joined(row)) / MINUTE));
      waits.set(hour, list);
    }
  }
  for (const at of refusals) if (inWindow(at.getTime())) week(at.getTime()).refusedAtLastCall += 1;

  const corrected = new Set(paid.map((entry) => entry.correctsId).filter((id) => id !== null && id !== undefined));
  const byBarber = new Map<number, number>();
  for (const entry of paid) {
    if (corrected.has(entry.id) || entry.method === 'unpaid' || !inWindow(entry.takenAt.getTime())) continue;
    const received = entry.servicesPaise - entry.discountPaise + entry.tipPaise;
    week(entry.takenAt.getTime()).revenuePaise += received;
    byBarber.set(entry.barberId, (byBarber.get(entry.barberId) ?? 0) + received);
  }

  const thisMonth = today.slice(0, 7);
  const months = Array.from({ length: 12 }, (_, index) => monthsBack(thisMonth, 11 - index));
  const firstServed = new Map<string, string>();
  for (const row of booked) {
    if (row.status !== 'completed' || row.customerPhone === null) continue;
    const date = shopDate(arrival(row));
    const known = firstServed.get(row.customerPhone);
    if (known === undefined || date < known) firstServed.set(row.customerPhone, date);
  }
  const repeatCustomers = months.map((month) => {
    const phones = new Set(
      booked
        .filter((row) => row.status === 'completed' && row.customerPhone !== null && arrival(row) <= NOW)
        .filter((row) => shopDate(arrival(row)).slice(0, 7) === month)
        .map((row) => row.customerPhone ?? ''),
    );
    const returning = [...phones].filter((phone) => (firstServed.get(phone) ?? month) < `${month}-01`).length;
    return { month, customers: phones.size, returning };
  });

  return {
    weeks,
    timeZone: ZONE,
    from,
    to: today,
    arrivals,
    byWeek,
    waitsByHour: Array.from({ length: 24 }, (_, hour) => {
      const list = waits.get(hour) ?? [];
      return list.length === 0
        ? { hour, walkIns: 0, averageMin: null, p90Min: null }
        : { hour, walkIns: list.length, averageMin: tenths(list.reduce((sum, value) => sum + value, 0) / list.length), p90Min: tenths(percentile90(list)) };
    }),
    revenueByBarber: [...byBarber]
      .map(([barberId, revenuePaise]) => ({ barberId, name: names.get(barberId) ?? '', revenuePaise }))
      .sort((a, b) => b.revenuePaise - a.revenuePaise || a.name.localeCompare(b.name)),
    repeatCustomers,
  };
}
