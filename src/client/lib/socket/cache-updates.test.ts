import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test, vi } from 'vitest';
import type { Barber } from '../../../shared/schemas/barber.js';
import type { ShopSettings } from '../../../shared/schemas/shop-settings.js';
import { queryKeys } from '../query-keys.js';
import { applyServerMessage, withBarberWait } from './cache-updates.js';

const barber = (id: number, waitTime: number): Barber => ({
  id,
  userId: id,
  name: `Barber ${id}`,
  photo: '',
  bio: '',
  specialty: 'Barber',
  experience: 3,
  isAvailable: true,
  waitTime,
  noWait: false,
  availability: WORKING,
});

const WORKING = { status: 'working', until: null, queueClosed: false } as const;

const booking = (id: number, barberId: number, status = 'waiting') => ({ id, barberId, status, cancelledBy: null });

function isStale(client: QueryClient, key: readonly unknown[]): boolean {
  return client.getQueryState(key)?.isInvalidated ?? false;
}

describe('withBarberWait', () => {
  test('replaces one barber and keeps the others (and the list when nothing changed)', () => {
    const list = [barber(1, 10), barber(2, 20)];
    const next = withBarberWait(list, 2, { estimatedWaitTime: 35, noWait: false, availability: WORKING });
    expect(next?.[1]?.waitTime).toBe(35);
    expect(next?.[0]).toBe(list[0]);
    expect(withBarberWait(list, 1, { estimatedWaitTime: 10, noWait: false, availability: WORKING })).toBe(list);
    expect(withBarberWait(undefined, 1, { estimatedWaitTime: 10, noWait: false, availability: WORKING })).toBeUndefined();
  });

  test('takes the day along: a break that ended on the clock leaves the card with the next tick', () => {
    const onBreak = { ...barber(1, 15), availability: { status: 'on_break', until: '2026-11-21T09:45:00.000Z', queueClosed: false } as const };
    const next = withBarberWait([onBreak], 1, { estimatedWaitTime: 15, noWait: false, availability: WORKING });
    expect(next?.[0]?.availability).toEqual(WORKING);
  });
});

describe('applyServerMessage', () => {
  test('waitTimeUpdated patches the cached lists in place without refetching them', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.barbers.list('public'), [barber(1, 10), barber(2, 20)]);
    client.setQueryData(queryKeys.barbers.list('admin'), [barber(1, 10)]);
    client.setQueryData(queryKeys.barberLive.waitTime(1, 5), { estimatedWaitTime: 10 });
    applyServerMessage(client, { type: 'waitTimeUpdated', seq: 3, barberId: 1, data: { estimatedWaitTime: 42, noWait: false, availability: WORKING } });
    expect(client.getQueryData<Barber[]>(queryKeys.barbers.list('public'))?.[0]?.waitTime).toBe(42);
    expect(client.getQueryData<Barber[]>(queryKeys.barbers.list('admin'))?.[0]?.waitTime).toBe(42);
    expect(isStale(client, queryKeys.barbers.list('public'))).toBe(false);
    expect(isStale(client, queryKeys.barberLive.waitTime(1, 5))).toBe(true);
  });

  test("a barber's new wait rechecks their last call, and nobody else's", () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.barberLive.walkIn(1, [2, 3]), { accepted: true });
    client.setQueryData(queryKeys.barberLive.walkIn(2, [2, 3]), { accepted: true });
    applyServerMessage(client, { type: 'waitTimeUpdated', seq: 4, barberId: 1, data: { estimatedWaitTime: 42, noWait: false, availability: WORKING } });
    expect(isStale(client, queryKeys.barberLive.walkIn(1, [2, 3]))).toBe(true);
    expect(isStale(client, queryKeys.barberLive.walkIn(2, [2, 3]))).toBe(false);
  });

  test('any barber’s wait or booking rechecks the shorter wait nearby, whatever services were chosen', () => {
    const client = new QueryClient();
    const messages = [
      { type: 'waitTimeUpdated', seq: 20, barberId: 2, data: { estimatedWaitTime: 42, noWait: false, availability: WORKING } },
      { type: 'bookingCreated', seq: 21, barberId: 1, bookingId: 12, data: { bookingType: 'queue' } },
      { type: 'barberUpdated', seq: 22, barberId: 1, data: {} },
    ] as const;
    for (const message of messages) {
      client.setQueryData(queryKeys.barberLive.nearby([1]), { suggestion: null });
      client.setQueryData(queryKeys.barberLive.nearby([1, 3]), { suggestion: null });
      applyServerMessage(client, message);
      expect(isStale(client, queryKeys.barberLive.nearby([1])), message.type).toBe(true);
      expect(isStale(client, queryKeys.barberLive.nearby([1, 3])), message.type).toBe(true);
    }
  });

  test("barberUpdated (hours, a break) refetches the barber lists and that barber's hours", () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.barbers.list('public'), [barber(1, 10)]);
    client.setQueryData(queryKeys.barbers.hours(1), { barberId: 1 });
    applyServerMessage(client, { type: 'barberUpdated', seq: 5, barberId: 1, data: {} });
    expect(isStale(client, queryKeys.barbers.list('public'))).toBe(true);
    expect(isStale(client, queryKeys.barbers.hours(1))).toBe(true);
  });

  test("a booking change merges the status by id and refetches that barber's views only", () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.bookings.track('9876543210'), [{ booking: booking(7, 1), waitTime: 10 }]);
    client.setQueryData(queryKeys.bookings.track('9123456789'), [{ booking: booking(8, 2), waitTime: 5 }]);
    client.setQueryData(queryKeys.bookings.barberQueue(1), [booking(7, 1)]);
    client.setQueryData(queryKeys.bookings.barberQueue(2), [booking(8, 2)]);
    client.setQueryData(queryKeys.barberLive.active(1), { bookedSlots: [] });
    client.setQueryData(queryKeys.barberLive.active(2), { bookedSlots: [] });

    applyServerMessage(client, {
      type: 'bookingStatusChanged',
      seq: 9,
      barberId: 1,
      bookingId: 7,
      data: { status: 'cancelled', cancelledBy: 'barber' },
    });

    const tracked = client.getQueryData<{ booking: ReturnType<typeof booking> }[]>(queryKeys.bookings.track('9876543210'));
    expect(tracked?.[0]?.booking).toMatchObject({ status: 'cancelled', cancelledBy: 'barber' });
    expect(isStale(client, queryKeys.bookings.track('9876543210'))).toBe(true);
    expect(isStale(client, queryKeys.bookings.barberQueue(1))).toBe(true);
    expect(isStale(client, queryKeys.barberLive.active(1))).toBe(true);
    expect(isStale(client, queryKeys.bookings.track('9123456789'))).toBe(false);
    expect(isStale(client, queryKeys.bookings.barberQueue(2))).toBe(false);
    expect(isStale(client, queryKeys.barberLive.active(2))).toBe(false);
  });

  test('a new booking may belong to any list, so every booking query refetches', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.bookings.customer(4), []);
    client.setQueryData(queryKeys.bookings.track('9123456789'), [{ booking: booking(8, 2), waitTime: 5 }]);
    applyServerMessage(client, { type: 'bookingCreated', seq: 10, barberId: 1, bookingId: 11, data: { bookingType: 'queue' } });
    expect(isStale(client, queryKeys.bookings.customer(4))).toBe(true);
    expect(isStale(client, queryKeys.bookings.track('9123456789'))).toBe(true);
  });

  test('shopStatusUpdated flips isOpen at once and refetches settings and slots', () => {
    const client = new QueryClient();
    const settings: ShopSettings = { isOpen: true, openTime: '09:00', closeTime: '18:00', slotInterval: 30, timeZone: 'Asia/Kolkata', shopName: '', shopPhone: '', shopAddress: '', mapUrl: '', turnNearMinutes: 15, closedDates: [], walkInsBeforeOpeningMinutes: 30, upiId: '', upiName: '', openings: [], state: { kind: 'open', opensAt: null, closesAt: null }, setup: { hoursChecked: true, openedOnce: true, dismissed: false } };
    client.setQueryData(queryKeys.shopSettings, settings);
    client.setQueryData(queryKeys.barberLive.slots(1, '2026-11-21', [1]), { slots: [] });
    applyServerMessage(client, { type: 'shopStatusUpdated', seq: 11, data: { isOpen: false } });
    expect(client.getQueryData<ShopSettings>(queryKeys.shopSettings)?.isOpen).toBe(false);
    expect(isStale(client, queryKeys.shopSettings)).toBe(true);
    expect(isStale(client, queryKeys.barberLive.slots(1, '2026-11-21', [1]))).toBe(true);
  });

  test('barberUpdated refetches a barber list no screen shows now, so a tab opened later is current', async () => {
    const client = new QueryClient();
    let fetched = 0;
    const fetchList = () => Promise.resolve([barber(1, 10), barber(fetched++ + 2, 20)]);
    // Fetched once by a screen that has since gone: the query has no observer.
    await client.query({ queryKey: queryKeys.barbers.list('public'), queryFn: fetchList });
    applyServerMessage(client, { type: 'barberUpdated', seq: 14, barberId: 3, data: {} });
    await vi.waitFor(() => {
      expect(client.getQueryData<Barber[]>(queryKeys.barbers.list('public'))?.map((entry) => entry.id)).toEqual([1, 3]);
    });
    expect(fetched).toBe(2);
  });

  test('barberUpdated and servicesUpdated refetch their lists', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.barbers.list('public'), [barber(1, 10)]);
    client.setQueryData(queryKeys.services, []);
    client.setQueryData(queryKeys.shopSettings, { isOpen: true });
    client.setQueryData(queryKeys.barberLive.active(3), { bookedSlots: [] });
    client.setQueryData(queryKeys.barberLive.active(4), { bookedSlots: [] });
    applyServerMessage(client, { type: 'barberUpdated', seq: 12, barberId: 3, data: {} });
    expect(isStale(client, queryKeys.barbers.list('public'))).toBe(true);
    expect(isStale(client, queryKeys.barberLive.active(3))).toBe(true);
    expect(isStale(client, queryKeys.barberLive.active(4))).toBe(false);
    // A barber's hours and days off move the shop's openings, which come with the settings.
    expect(isStale(client, queryKeys.shopSettings)).toBe(true);
    expect(isStale(client, queryKeys.services)).toBe(false);
    applyServerMessage(client, { type: 'servicesUpdated', seq: 13, data: {} });
    expect(isStale(client, queryKeys.services)).toBe(true);
  });
});
