/**
 * Holds a share of the many-shops scenario's websocket clients in a process of its own: `perShop`
 * sockets on `/s/{slug}/ws` of each slug given. IPC protocol: `ready` once open; `arm` starts a
 * watch; `collect` with a booking id answers, per shop, when each socket first received that
 * booking's `bookingStatusChanged`, and how many sockets received any booking event since `arm`.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

export interface ShopClientsConfig {
  /** ws://host:port, without a path. */
  base: string;
  slugs: string[];
  perShop: number;
  /** First of the loopback source addresses (127.0.0.x) the sockets are spread over. */
  firstAddress: number;
  addresses: number;
}

export type ToShopClients = { type: 'arm' } | { type: 'collect'; bookingId: number } | { type: 'close' };

export interface ShopArrivals {
  /** Epoch ms at which each socket of the shop first had the booking's status change. */
  times: number[];
  /** Sockets of the shop that received any booking event since `arm`. */
  touched: number;
}

export type FromShopClients =
  | { type: 'ready'; opened: number; failed: number }
  | { type: 'armed' }
  | { type: 'arrivals'; shops: Record<string, ShopArrivals> };

interface Watched {
  socket: WebSocket;
  slug: string;
  /** Booking id → when its status change arrived. */
  changes: Map<number, number>;
  touched: boolean;
}

const BOOKING_EVENTS = new Set(['bookingCreated', 'bookingUpdated', 'bookingStatusChanged']);
const config = JSON.parse(process.argv[2] ?? '{}') as ShopClientsConfig;
const send = (message: FromShopClients) => process.send?.(message);
const now = () => performance.timeOrigin + performance.now();
const watched: Watched[] = [];

function open(index: number): Promise<Watched | undefined> {
  const slug = config.slugs[Math.floor(index / config.perShop)] ?? '';
  const localAddress = `127.0.0.${config.firstAddress + (index % config.addresses)}`;
  return new Promise((resolve) => {
    const socket = new WebSocket(`${config.base}/s/${slug}/ws`, { localAddress, perMessageDeflate: false });
    const entry: Watched = { socket, slug, changes: new Map(), touched: false };
    socket.once('message', () => {
      resolve(entry);
    });
    socket.once('error', () => {
      resolve(undefined);
    });
    socket.on('message', (raw: WebSocket.RawData) => {
      if (!Buffer.isBuffer(raw)) return;
      const message = JSON.parse(raw.toString()) as { type?: string; bookingId?: number };
      if (!message.type || !BOOKING_EVENTS.has(message.type)) return;
      entry.touched = true;
      if (message.type === 'bookingStatusChanged' && message.bookingId !== undefined && !entry.changes.has(message.bookingId)) {
        entry.changes.set(message.bookingId, now());
      }
    });
  });
}

async function openAll(): Promise<void> {
  const total = config.slugs.length * config.perShop;
  let failed = 0;
  let next = 0;
  // A bounded number of handshakes in flight, so the server's accept queue is not flooded.
  const workers = Array.from({ length: 100 }, async () => {
    while (next < total) {
      const entry = await open(next++);
      if (entry) watched.push(entry);
      else failed++;
    }
  });
  await Promise.all(workers);
  send({ type: 'ready', opened: watched.length, failed });
}

process.on('message', (message: ToShopClients) => {
  if (message.type === 'arm') {
    for (const entry of watched) entry.touched = false;
    send({ type: 'armed' });
  } else if (message.type === 'collect') {
    const shops: Record<string, ShopArrivals> = {};
    for (const entry of watched) {
      const at = entry.changes.get(message.bookingId);
      if (at === undefined && !entry.touched) continue;
      const shop = (shops[entry.slug] ??= { times: [], touched: 0 });
      if (at !== undefined) shop.times.push(at);
      if (entry.touched) shop.touched++;
    }
    send({ type: 'arrivals', shops });
  } else {
    for (const entry of watched) entry.socket.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
void openAll();
