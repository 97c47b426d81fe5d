import { describe, expect, test } from 'vitest';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { historyTexts } from '../texts-history.js';
import {
  bookingKind,
  emptyHistoryMessage,
  formatPhone,
  historyQuery,
  historyStatus,
  historyWhen,
  NO_FILTERS,
  statusOptions,
  totalServiceMinutes,
} from './history.js';

const service = (id: number, duration: number) => ({ id, name: `S${id}`, duration, description: '' });
const en = historyTexts.en;
const SHOP = { openTime: '09:00', closeTime: '18:00', timeZone: 'Asia/Kolkata' };

describe('booking history', () => {
  test('filters become the endpoint query; one date is a one-day range', () => {
    expect(historyQuery(NO_FILTERS)).toEqual({ status: 'all' });
    expect(historyQuery({ date: '2026-11-21', barberId: '7', status: 'cancelled-barber' })).toEqual({
      status: 'cancelled-barber',
      barberId: 7,
      from: '2026-11-21',
      to: '2026-11-21',
    });
  });

  test("the status filter offers the documented choices", () => {
    expect(statusOptions(en).map((option) => option.label)).toEqual(['All Status', 'Completed', 'Cancelled by Customer', 'Cancelled by Barber', 'No-show']);
  });

  test('the empty message says whether filters hide bookings', () => {
    expect(emptyHistoryMessage(NO_FILTERS, en)).toBe('No booking history');
    expect(emptyHistoryMessage({ ...NO_FILTERS, status: 'completed' }, en)).toBe('No bookings match your filters');
    expect(emptyHistoryMessage({ ...NO_FILTERS, date: '2026-11-21' }, en)).toBe('No bookings match your filters');
    expect(emptyHistoryMessage({ ...NO_FILTERS, barberId: '3' }, en)).toBe('No bookings match your filters');
  });

  test('type: Slot with a slot date or a slot booking, else Queue', () => {
    expect(bookingKind({ slotDate: '2026-11-21', bookingType: 'queue' })).toBe('slot');
    expect(bookingKind({ slotDate: null, bookingType: 'slot' })).toBe('slot');
    expect(bookingKind({ slotDate: null, bookingType: 'queue' })).toBe('queue');
  });

  test('total duration is the sum of the services', () => {
    expect(totalServiceMinutes({ serviceDetails: [service(1, 30), service(2, 15)] })).toBe(45);
    expect(totalServiceMinutes({ serviceDetails: [] })).toBe(0);
  });

  test('status: completed is green, cancellations say by whom', () => {
    expect(historyStatus({ status: 'completed', cancelledBy: null, cancelReason: null }, en)).toEqual({ label: 'Completed', completed: true, detail: 'Completed' });
    expect(historyStatus({ status: 'cancelled', cancelledBy: 'customer', cancelReason: null }, en)).toEqual({
      label: 'Cancelled',
      completed: false,
      detail: 'Cancelled by customer',
    });
    expect(historyStatus({ status: 'cancelled', cancelledBy: null, cancelReason: null }, en)).toEqual({ label: 'Cancelled', completed: false, detail: 'Cancelled' });
    expect(historyStatus({ status: 'cancelled', cancelledBy: 'barber', cancelReason: 'no_show' }, en)).toEqual({ label: 'No-show', completed: false, detail: 'No-show' });
  });

  test("the time is the slot's, else the booking time, in the shop's zone", () => {
    const bookingTime = '2026-11-21T04:30:00.000Z';
    expect(historyWhen({ slotDate: '2026-11-22', slotTime: '18:15', bookingTime }, SHOP, 'en')).toBe('22 November, 2026 at 6:15 PM');
    expect(historyWhen({ slotDate: null, slotTime: null, bookingTime }, SHOP, 'en')).toBe('21 November, 2026 at 10:00 AM');
    // Just after midnight in the shop is still the evening before in UTC.
    expect(historyWhen({ slotDate: null, slotTime: null, bookingTime: '2026-11-21T19:00:00.000Z' }, SHOP, 'en')).toBe(
      '22 November, 2026 at 12:30 AM',
    );
  });

  test("a slot in the small hours of a night past midnight reads with the calendar date it falls on", () => {
    const night = { slotDate: '2026-11-27', slotTime: '03:00', bookingTime: '2026-11-27T14:30:00.000Z' };
    expect(historyWhen(night, { ...SHOP, closeTime: '04:30' }, 'en')).toBe('28 November, 2026 at 3:00 AM');
  });

  test('in Hindi, with the date as India writes it', async () => {
    await loadTranslations('hi');
    const hi = textsIn(historyTexts, 'hi');
    expect(historyStatus({ status: 'cancelled', cancelledBy: 'barber', cancelReason: null }, hi).detail).toBe('बार्बर ने रद्द की');
    expect(historyWhen({ slotDate: '2026-11-22', slotTime: '18:15', bookingTime: '2026-11-21T04:30:00.000Z' }, SHOP, 'hi')).toContain('22 नवंबर 2026');
  });

  test('phones read as +91 and 5+5 digits', () => {
    expect(formatPhone('9876543210')).toBe('+91 98765 43210');
    expect(formatPhone('12345')).toBe('12345');
  });
});
