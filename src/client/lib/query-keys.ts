import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query key of the app, in one place, so features and the live socket agree on them.
 * Keys are arrays so a prefix invalidates a family: `queryKeys.bookings.all` refetches every
 * booking query, `queryKeys.barberLive.barber(7)` every plan figure of barber 7.
 */
export const queryKeys = {
  /** GET /api/me: who is signed in. */
  me: ['me'] as const,

  /** GET /api/shop-settings. */
  shopSettings: ['shop-settings'] as const,

  /**
   * GET /api/shop-settings/place (the owner's): under shopSettings, since its save is announced as a
   * change of the shop's settings, so another screen's save refetches it live.
   */
  shopPlace: ['shop-settings', 'place'] as const,

  /** GET /api/services. */
  services: ['services'] as const,

  /** GET /api/numbers?weeks=: the owner's numbers; weeks past change little, so no live event refetches them. */
  numbers: (weeks: number) => ['numbers', weeks] as const,

  barbers: {
    all: ['barbers'] as const,
    lists: ['barbers', 'list'] as const,
    /** GET /api/barbers (public) or ?admin=true. */
    list: (scope: 'public' | 'admin' = 'public') => ['barbers', 'list', scope] as const,
    /** GET /api/barbers/{id}. */
    detail: (barberId: number) => ['barbers', 'detail', barberId] as const,
    /** GET /api/barbers/{id}/hours: weekly hours, days off and the break; moves with barberUpdated. */
    hours: (barberId: number) => ['barbers', 'hours', barberId] as const,
  },

  /** A barber's plan figures: they move with every booking of that barber and with the clock. */
  barberLive: {
    all: ['barber-live'] as const,
    /** GET /api/board: every chair's token in service and the next tokens (the shop's TV board). */
    board: ['barber-live', 'board'] as const,
    barber: (barberId: number) => ['barber-live', barberId] as const,
    /** GET /api/barbers/{id}/wait-time?bookingId= */
    waitTime: (barberId: number, bookingId?: number) => ['barber-live', barberId, 'wait-time', bookingId ?? null] as const,
    /** GET /api/barbers/{id}/queue-time */
    queueTime: (barberId: number) => ['barber-live', barberId, 'queue-time'] as const,
    /** GET /api/bookings/barber-by-id/{id}/active: booked slots (and bookings for staff). */
    active: (barberId: number) => ['barber-live', barberId, 'active'] as const,
    /** GET /api/barbers/{id}/slots?date=&services= */
    slots: (barberId: number, date: string | null, serviceIds: readonly number[]) =>
      ['barber-live', barberId, 'slots', date, serviceIds.join(',')] as const,
    /** GET /api/barbers/{id}/walk-in?services=: whether a walk-in still fits today (last call), and else what does. */
    walkIn: (barberId: number, serviceIds: readonly number[]) => ['barber-live', barberId, 'walk-in', serviceIds.join(',')] as const,
    /** Every shorter-wait-nearby answer: any barber's wait moves this shop's start (docs/product/shop-list.md#shorter-wait-nearby). */
    nearbyAll: ['barber-live', 'nearby'] as const,
    /** GET /api/nearby?services=: another branch or shop that would start this walk-in 20 minutes earlier. */
    nearby: (serviceIds: readonly number[]) => ['barber-live', 'nearby', serviceIds.join(',')] as const,
  },

  bookings: {
    all: ['bookings'] as const,
    /** GET /api/bookings/{id}?token= */
    detail: (bookingId: number) => ['bookings', 'detail', bookingId] as const,
    /** GET /api/bookings/track/{phone} */
    track: (phone: string) => ['bookings', 'track', phone] as const,
    /** GET /api/bookings/check-phone/{phone} */
    checkPhone: (phone: string) => ['bookings', 'check-phone', phone] as const,
    /** Staff views of one barber's bookings: serving, queue, history, logs. */
    barber: (barberId: number) => ['bookings', 'barber', barberId] as const,
    barberServing: (barberId: number) => ['bookings', 'barber', barberId, 'serving'] as const,
    barberQueue: (barberId: number) => ['bookings', 'barber', barberId, 'queue'] as const,
    barberHistory: (barberId: number) => ['bookings', 'barber', barberId, 'history'] as const,
    barberLogs: (barberId: number) => ['bookings', 'barber', barberId, 'logs'] as const,
    /** GET /api/customer/{id}/bookings */
    customer: (customerId: number) => ['bookings', 'customer', customerId] as const,
    /** GET /api/customer/bookings?customerId= (My Bookings' 30 s poll); under customer(id), which invalidates both. */
    customerPolled: (customerId: number) => ['bookings', 'customer', customerId, 'polled'] as const,
    /** GET /api/bookings with the admin's filters. */
    history: (filters: Readonly<Record<string, string | number | undefined>>) => ['bookings', 'history', filters] as const,
    /** GET /api/accuracy?days=: promised against actual starts; moves as walk-ins are served. */
    accuracy: (days: number) => ['bookings', 'accuracy', days] as const,
    /** GET /api/takings?from=&to=: the takings move as bookings are completed and paid (docs/product/money.md). */
    takings: (scope: 'admin' | 'barber', from: string, to: string) => ['bookings', 'takings', scope, from, to] as const,
    /** GET /api/takings/entries?from=&to=: the entries of the takings, a page at a time. */
    takingsEntries: (scope: 'admin' | 'barber', from: string, to: string) => ['bookings', 'takings-entries', scope, from, to] as const,
    /** GET /api/messages?status=: the messages about bookings; each booking change may add or settle one. */
    messages: (status: string) => ['bookings', 'messages', status] as const,
    /** GET /api/messages/inbound: what customers wrote on WhatsApp; acting on one changes a booking. */
    inbound: ['bookings', 'inbound'] as const,
  },

  /** The shop's text channel for messages (from GET /api/messages): set by the server's configuration. */
  messageChannel: ['message-channel'] as const,

  /** GET /api/branches: the owner's branches (docs/product/shop-list.md#branches); the session decides them, not the socket. */
  branches: ['branches'] as const,

  /** Every customer profile below. */
  customers: ['customer'] as const,
  /** GET /api/customer/{id} */
  customer: (customerId: number) => ['customer', customerId] as const,
} as const;

/** Roots whose data changes while a page is open; a missed live message refetches all of them. */
export const LIVE_ROOTS: readonly string[] = [
  queryKeys.shopSettings[0],
  queryKeys.services[0],
  queryKeys.barbers.all[0],
  queryKeys.barberLive.all[0],
  queryKeys.bookings.all[0],
];

/** Whether a query key belongs to live data (everything but the session and the customer profile). */
export function isLiveKey(queryKey: readonly unknown[]): boolean {
  const root = queryKey[0];
  return typeof root === 'string' && LIVE_ROOTS.includes(root);
}

const isLiveQuery = (query: { queryKey: readonly unknown[] }) => isLiveKey(query.queryKey);

/** Marks everything live as stale; what is on screen refetches, the rest on its next use. */
export function invalidateLive(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: isLiveQuery });
}

/**
 * Reads everything live again, answers still on their way included: a fetch in flight is
 * cancelled first, because a query without data would otherwise join it and keep its older answer.
 */
export async function refetchLive(client: QueryClient): Promise<void> {
  await client.cancelQueries({ predicate: isLiveQuery });
  await invalidateLive(client);
}
