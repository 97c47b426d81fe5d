import { describe, expect, test } from 'vitest';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { customerBookingTexts } from '../texts-booking.js';
import {
  bookingBanner,
  bookingKindLabel as kindIn,
  bookingWhen as whenIn,
  cancelledByText as cancelledByIn,
  queueProgressText as progressIn,
  servicesText,
  splitBookings,
  waitText as waitIn,
} from './booking-view.js';

const en = customerBookingTexts.en;
const bookingKindLabel = (booking: Pick<Booking, 'bookingType'>) => kindIn(booking, en);
/** A shop open 09:00-18:00 in the zone, or with its own hours. */
const shop = (timeZone: string, closeTime = '18:00') => ({ openTime: '09:00', closeTime, timeZone });
const bookingWhen = (booking: Pick<Booking, 'slotDate' | 'slotTime' | 'bookingTime'>, timeZone: string, closeTime?: string) =>
  whenIn(booking, shop(timeZone, closeTime), 'en');
const cancelledByText = (booking: Pick<Booking, 'status' | 'cancelledBy'>) => cancelledByIn(booking, en);
const queueProgressText = (booking: Pick<Booking, 'queuePosition' | 'estimatedWaitTime' | 'expectedTime'>, bookingType: Booking['bookingType'] = 'queue') =>
  progressIn({ ...booking, bookingType }, en, 'en');
const waitText = (minutes: number) => waitIn(minutes, en);

const KOLKATA = 'Asia/Kolkata';
// Half-hour and quarter-hour offsets catch code that rounds a zone to whole hours.
const KATHMANDU = 'Asia/Kathmandu';

describe('a customer booking on screen', () => {
  test('is a Queue Booking or a Scheduled Appointment', () => {
    expect(bookingKindLabel({ bookingType: 'queue' })).toBe('Queue Booking');
    expect(bookingKindLabel({ bookingType: 'slot' })).toBe('Scheduled Appointment');
  });

  test('carries the banner of its state (docs/product/screens.md)', () => {
    expect(bookingBanner({ status: 'serving', bookingType: 'queue' })).toBe('serving');
    expect(bookingBanner({ status: 'serving', bookingType: 'slot' })).toBe('serving');
    expect(bookingBanner({ status: 'waiting', bookingType: 'queue' })).toBe('in-queue');
    expect(bookingBanner({ status: 'waiting', bookingType: 'slot' })).toBe('scheduled');
    expect(bookingBanner({ status: 'completed', bookingType: 'queue' })).toBeNull();
    expect(bookingBanner({ status: 'cancelled', bookingType: 'slot' })).toBeNull();
  });

  test("is for its slot, in the shop's zone", () => {
    const slot = { slotDate: '2026-11-21', slotTime: '18:05', bookingTime: '2026-11-21T04:00:00.000Z' };
    expect(bookingWhen(slot, KOLKATA)).toBe('21 November, 2026 at 6:05 PM');
    expect(bookingWhen(slot, KATHMANDU)).toBe('21 November, 2026 at 6:05 PM');
  });

  test('a slot in the small hours of a night past midnight is on the calendar date after its own', () => {
    const night = { slotDate: '2026-11-27', slotTime: '03:00', bookingTime: '2026-11-27T14:30:00.000Z' };
    expect(bookingWhen(night, KOLKATA, '04:30')).toBe('28 November, 2026 at 3:00 AM');
  });

  test("a queue booking is for when it was made, in the shop's zone, across midnight", () => {
    const queue = { slotDate: null, slotTime: null, bookingTime: '2026-11-21T18:40:00.000Z' };
    expect(bookingWhen(queue, KOLKATA)).toBe('22 November, 2026 at 12:10 AM');
    expect(bookingWhen(queue, KATHMANDU)).toBe('22 November, 2026 at 12:25 AM');
  });

  test('says its place in the queue in one line', () => {
    expect(queueProgressText({ queuePosition: 2, estimatedWaitTime: 25, expectedTime: '10:40' })).toBe(
      'Position 2 · about 25 min · expected 10:40 AM',
    );
    expect(queueProgressText({ queuePosition: 1, estimatedWaitTime: 1, expectedTime: '13:00' })).toBe(
      "Position 1 · you're next · expected 1:00 PM",
    );
    expect(queueProgressText({ queuePosition: 3, estimatedWaitTime: 95, expectedTime: null })).toBe('Position 3 · about 1 Hr 35 Mins');
    expect(queueProgressText({ queuePosition: null, estimatedWaitTime: null, expectedTime: null })).toBeNull();
  });

  test('gives a timed appointment no place in a queue', () => {
    expect(queueProgressText({ queuePosition: 1, estimatedWaitTime: 30, expectedTime: '10:30' }, 'slot')).toBe('about 30 min · expected 10:30 AM');
  });

  test("shows a wait under 2 minutes as 'Now' (docs/product/booking-rules.md#business-constants-and-limits)", () => {
    expect(waitText(0)).toBe('Now');
    expect(waitText(1)).toBe('Now');
    expect(waitText(2)).toBe('2 min');
    expect(waitText(60)).toBe('1 Hr');
  });

  test('names who cancelled it', () => {
    expect(cancelledByText({ status: 'cancelled', cancelledBy: 'customer' })).toBe('by you');
    expect(cancelledByText({ status: 'cancelled', cancelledBy: 'barber' })).toBe('by the barber');
    expect(cancelledByText({ status: 'completed', cancelledBy: null })).toBeNull();
  });

  test('lists its services, from the snapshot when the names are missing', () => {
    const details = [
      { id: 1, name: 'Haircut', duration: 30, description: '' },
      { id: 2, name: 'Beard Trim', duration: 15, description: '' },
    ];
    expect(servicesText({ serviceNames: ['Haircut', 'Beard Trim'], serviceDetails: details })).toBe('Haircut, Beard Trim');
    expect(servicesText({ serviceNames: [], serviceDetails: details })).toBe('Haircut, Beard Trim');
  });
});

describe('a list of bookings', () => {
  test('puts the active ones apart, keeping the newest-first order', () => {
    const list = [
      { id: 9, status: 'cancelled' as const },
      { id: 8, status: 'waiting' as const },
      { id: 7, status: 'completed' as const },
      { id: 6, status: 'serving' as const },
    ];
    const { active, past } = splitBookings(list);
    expect(active.map((booking) => booking.id)).toEqual([8, 6]);
    expect(past.map((booking) => booking.id)).toEqual([9, 7]);
  });
});

describe('in Hindi', () => {
  test('the line, the wait and the date read in Hindi', async () => {
    await loadTranslations('hi');
    const hi = textsIn(customerBookingTexts, 'hi');
    expect(progressIn({ bookingType: 'queue', queuePosition: 2, estimatedWaitTime: 75, expectedTime: '10:40' }, hi, 'hi')).toBe(
      'कतार में नंबर 2 · लगभग 1 घं 15 मिनट · अनुमानित 10:40 am',
    );
    expect(waitIn(1, hi)).toBe('अभी');
    expect(whenIn({ slotDate: '2026-11-21', slotTime: '18:05', bookingTime: '2026-11-21T04:00:00.000Z' }, shop(KOLKATA), 'hi')).toBe(
      '21 नवंबर 2026 को 6:05 pm बजे',
    );
  });
});
