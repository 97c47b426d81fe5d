import type { Method } from './endpoint.js';

/**
 * One endpoint's place in the API: its resource and name in the contract (index.ts), its method
 * and its path. Holds no schema, so a page or the service worker can call an endpoint without
 * loading zod (docs/decisions/0018-contract.md); its type leads to the endpoint's schemas.
 */
export interface Route<Resource extends string = string, Name extends string = string, M extends Method = Method, Path extends string = string> {
  readonly resource: Resource;
  readonly name: Name;
  readonly method: M;
  /** Fastify style: `/api/barbers/:id`. */
  readonly path: Path;
}

type RouteTable = Readonly<Record<string, Readonly<Record<string, readonly [Method, string]>>>>;

type RoutesOf<T extends RouteTable> = {
  readonly [R in keyof T & string]: {
    readonly [N in keyof T[R] & string]: T[R][N] extends readonly [infer M extends Method, infer P extends string] ? Route<R, N, M, P> : never;
  };
};

function routes<const T extends RouteTable>(table: T): RoutesOf<T> {
  const named = Object.fromEntries(
    Object.entries(table).map(([resource, entries]) => [
      resource,
      Object.fromEntries(Object.entries(entries).map(([name, [method, path]]) => [name, { resource, name, method, path }])),
    ]),
  );
  // The same table, each entry named by its keys: what RoutesOf says of it.
  return named as RoutesOf<T>;
}

/** Every endpoint's method and path, by resource; the contract's modules add the schemas. */
export const ROUTES = routes({
  accuracy: {
    report: ['GET', '/api/accuracy'],
  },
  takings: {
    report: ['GET', '/api/takings'],
    entries: ['GET', '/api/takings/entries'],
    csv: ['GET', '/api/takings.csv'],
  },
  arrival: {
    arrival: ['PUT', '/api/bookings/:id/arrival'],
    late: ['PUT', '/api/bookings/:id/late'],
  },
  auth: {
    login: ['POST', '/api/login'],
    logout: ['POST', '/api/logout'],
    me: ['GET', '/api/me'],
    sendOtp: ['POST', '/api/customer/send-otp'],
    verifyOtp: ['POST', '/api/customer/verify-otp'],
  },
  numbers: {
    report: ['GET', '/api/numbers'],
  },
  platform: {
    login: ['POST', '/api/platform/login'],
    logout: ['POST', '/api/platform/logout'],
    me: ['GET', '/api/platform/me'],
    shops: ['GET', '/api/platform/shops'],
    createShop: ['POST', '/api/platform/shops'],
    suspendShop: ['POST', '/api/platform/shops/:id/suspend'],
    resumeShop: ['POST', '/api/platform/shops/:id/resume'],
    setShopDomain: ['PUT', '/api/platform/shops/:id/domain'],
    setShopWhatsApp: ['PUT', '/api/platform/shops/:id/whatsapp'],
    signupMode: ['GET', '/api/platform/signup'],
    signup: ['POST', '/api/platform/signup'],
    invites: ['GET', '/api/platform/invites'],
    createInvite: ['POST', '/api/platform/invites'],
  },
  barberBookings: {
    serving: ['GET', '/api/bookings/barber/:barberId/serving'],
    queue: ['GET', '/api/bookings/barber/:barberId/queue'],
    active: ['GET', '/api/bookings/barber-by-id/:id/active'],
    history: ['GET', '/api/bookings/barber-by-id/:id'],
    logs: ['GET', '/api/logs/barber/:id'],
  },
  barberHours: {
    get: ['GET', '/api/barbers/:id/hours'],
    update: ['PUT', '/api/barbers/:id/hours'],
    startBreak: ['POST', '/api/barbers/:id/break'],
    endBreak: ['DELETE', '/api/barbers/:id/break'],
    walkInCheck: ['GET', '/api/barbers/:id/walk-in'],
  },
  barbers: {
    list: ['GET', '/api/barbers'],
    get: ['GET', '/api/barbers/:id'],
    create: ['POST', '/api/barbers'],
    update: ['PUT', '/api/barbers/:id'],
    remove: ['DELETE', '/api/barbers/:id'],
  },
  board: {
    get: ['GET', '/api/board'],
  },
  bookingDesk: {
    undo: ['POST', '/api/bookings/:id/undo'],
    move: ['PUT', '/api/bookings/:id/barber'],
    reassign: ['POST', '/api/barbers/:id/reassign'],
  },
  bookings: {
    create: ['POST', '/api/bookings'],
    list: ['GET', '/api/bookings'],
    history: ['GET', '/api/bookings/history'],
    track: ['GET', '/api/bookings/track/:phone'],
    checkPhone: ['GET', '/api/bookings/check-phone/:phone'],
    get: ['GET', '/api/bookings/:id'],
    calendar: ['GET', '/api/bookings/:id/calendar.ics'],
    setStatus: ['PUT', '/api/bookings/:id/status'],
    adjustTime: ['PUT', '/api/bookings/:id/time'],
  },
  customers: {
    bookings: ['GET', '/api/customer/bookings'],
    get: ['GET', '/api/customer/:id'],
    rename: ['PUT', '/api/customer/:id'],
    bookingsOf: ['GET', '/api/customer/:id/bookings'],
  },
  docs: {
    openApi: ['GET', '/api/docs'],
  },
  health: {
    check: ['GET', '/api/health'],
  },
  messages: {
    list: ['GET', '/api/messages'],
    inbound: ['GET', '/api/messages/inbound'],
    preference: ['PUT', '/api/bookings/:id/messages'],
  },
  payments: {
    record: ['POST', '/api/bookings/:id/payments'],
    list: ['GET', '/api/bookings/:id/payments'],
    upiDue: ['PUT', '/api/bookings/:id/upi-due'],
  },
  push: {
    key: ['GET', '/api/push/key'],
    subscribe: ['POST', '/api/bookings/:id/push'],
    unsubscribe: ['DELETE', '/api/bookings/:id/push'],
  },
  services: {
    list: ['GET', '/api/services'],
    create: ['POST', '/api/services'],
    update: ['PUT', '/api/services/:id'],
    remove: ['DELETE', '/api/services/:id'],
  },
  shopSettings: {
    get: ['GET', '/api/shop-settings'],
    update: ['PUT', '/api/shop-settings'],
  },
  branches: {
    list: ['GET', '/api/branches'],
    switch: ['POST', '/api/branches/switch'],
    chain: ['GET', '/api/platform/chains/:slug'],
    add: ['POST', '/api/platform/shops/:id/branches'],
    nearby: ['GET', '/api/nearby'],
  },
  shopList: {
    list: ['GET', '/api/platform/shop-list'],
    place: ['GET', '/api/shop-settings/place'],
    updatePlace: ['PUT', '/api/shop-settings/place'],
  },
  uploads: {
    photo: ['POST', '/api/uploads/photo'],
  },
  waitTime: {
    waitTime: ['GET', '/api/wait-time/:barberId'],
    barberWaitTime: ['GET', '/api/barbers/:barberId/wait-time'],
    queueTime: ['GET', '/api/barbers/:id/queue-time'],
    slots: ['GET', '/api/barbers/:id/slots'],
  },
  walkIns: {
    add: ['POST', '/api/bookings/walk-in'],
    usualServices: ['GET', '/api/bookings/usual-services'],
  },
  webhooks: {
    whatsappVerify: ['GET', '/api/webhooks/whatsapp'],
    whatsappReceive: ['POST', '/api/webhooks/whatsapp'],
  },
});
