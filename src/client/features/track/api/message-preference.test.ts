import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.js';
import { fetchLinkedBooking } from './linked-booking.js';
import { messagePreferenceMutation, setMessagePreference } from './message-preference.js';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A booking as the API answers it (the fields the shared schema requires). */
const booking = (id: number, messagesStopped: boolean) => ({
  id,
  barberId: 1,
  customerName: 'Asha Verma',
  customerPhone: '9876543210',
  bookingType: 'queue',
  status: 'waiting',
  services: [1],
  serviceDetails: [{ id: 1, name: 'Haircut', duration: 30, description: '' }],
  notes: '',
  bookingTime: '2026-11-21T04:30:00.000Z',
  estimatedDuration: 30,
  remainingTime: null,
  servingStartedAt: null,
  servingEndsAt: null,
  slotDate: null,
  slotTime: null,
  updatedAt: '2026-11-21T04:30:00.000Z',
  barber: { name: 'Ravi Kumar', photo: '' },
  barberName: 'Ravi Kumar',
  serviceNames: ['Haircut'],
  totalDuration: 30,
  cancelledBy: null,
  queuePosition: 2,
  estimatedWaitTime: 30,
  expectedStartTime: '2026-11-21T05:00:00.000Z',
  expectedTime: '10:30',
  estimatedWaitRange: { low: 25, high: 40 },
  position: 2,
  customersAhead: 1,
  canCancel: true,
  messagesStopped,
  turnNearToldAt: null,
  cancelReason: null,
  recentNoShows: null,
  outsideHours: false,
  arrivedAt: null,
  notBefore: null,
  passedOver: 0,
  upiDue: null,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the calls', () => {
  test('a link opens its booking with its token', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse(200, booking(42, false))));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchLinkedBooking(42, 'ab12')).resolves.toMatchObject({ id: 42, messagesStopped: false });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/bookings/42?token=ab12');
    await fetchLinkedBooking(42, undefined);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/bookings/42');
  });

  test('the switch sends the choice, with the token only when it has one', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse(200, booking(42, true))));
    vi.stubGlobal('fetch', fetchMock);
    await setMessagePreference({ bookingId: 42, stopped: true, manageToken: 'ab12' });
    await setMessagePreference({ bookingId: 42, stopped: false });
    expect(fetchMock.mock.calls.map(([path, init]) => [path, init?.method, init?.body])).toEqual([
      ['/api/bookings/42/messages', 'PUT', '{"stopped":true,"manageToken":"ab12"}'],
      ['/api/bookings/42/messages', 'PUT', '{"stopped":false}'],
    ]);
  });
});

describe('the optimistic switch', () => {
  function setUp() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const track = queryKeys.bookings.track('9876543210');
    client.setQueryData(track, [{ booking: booking(42, false), waitTime: 30 }, { booking: booking(43, false), waitTime: 60 }]);
    client.setQueryData(queryKeys.bookings.detail(42), booking(42, false));
    type Shown = { id: number; messagesStopped: boolean };
    const stoppedIn = (key: readonly unknown[], id: number) => {
      const data = client.getQueryData(key);
      const list = Array.isArray(data) ? (data as { booking: Shown }[]).map((item) => item.booking) : [data as Shown];
      return list.find((item) => item.id === id)?.messagesStopped;
    };
    return { client, track, stoppedIn };
  }

  test('shows the new choice everywhere at once, before the server answers', async () => {
    const { client, track, stoppedIn } = setUp();
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve))));
    const observer = new MutationObserver(client, messagePreferenceMutation(client));
    const done = observer.mutate({ bookingId: 42, stopped: true, manageToken: 'ab12' });
    await vi.waitFor(() => {
      expect(stoppedIn(track, 42)).toBe(true);
    });
    expect(stoppedIn(queryKeys.bookings.detail(42), 42)).toBe(true);
    expect(stoppedIn(track, 43), 'another booking is left alone').toBe(false);
    answer(jsonResponse(200, booking(42, true)));
    await done;
    expect(stoppedIn(track, 42)).toBe(true);
  });

  test('goes back to the old choice when the server refuses, and says so once', async () => {
    const { client, track, stoppedIn } = setUp();
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(403, { error: 'FORBIDDEN', message: 'This booking belongs to someone else' })));
    const onError = vi.fn();
    const observer = new MutationObserver(client, messagePreferenceMutation(client, { onError }));
    await expect(observer.mutate({ bookingId: 42, stopped: true, manageToken: 'wrong' })).rejects.toThrow('This booking belongs to someone else');
    expect(stoppedIn(track, 42)).toBe(false);
    expect(stoppedIn(queryKeys.bookings.detail(42), 42)).toBe(false);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
