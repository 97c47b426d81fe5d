import { performance } from 'node:perf_hooks';
import type { FromShopClients, ShopClientsConfig, ToShopClients } from '../children/shop-ws-clients.js';
import { book, setStatus } from '../lib/api.js';
import { forkChild, type Child } from '../lib/children.js';
import { percentile, sleep } from '../lib/stats.js';
import { SHOP_ADMIN_PASSWORD, type ShopLiveOptions } from './options.js';
import type { BenchShop } from './seed.js';
import type { ShopAcknowledged } from './writes.js';

export interface ShopLiveFigure {
  sockets: number;
  shops: number;
  changes: number;
  /** Delays from sending the status change to each socket of its shop receiving it, over every change. */
  p50: number;
  p99: number;
  max: number;
  /** Sockets of the changed shop that did not hear of it within the wait. */
  missing: number;
  /** Sockets of other shops that received any booking event while a change was made. */
  leaked: number;
  /** The status change requests' own time, median ms. */
  requestMs: number;
}

/** How long a change has to reach every socket before the sockets that did not hear of it count as missing. */
const DELIVERY_WAIT_MS = 3000;

async function signIn(base: string, slug: string): Promise<string> {
  const response = await fetch(`${base}/s/${slug}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: SHOP_ADMIN_PASSWORD }),
  });
  await response.arrayBuffer();
  const cookie = response.headers.getSetCookie()[0];
  if (!response.ok || !cookie) throw new Error(`login to ${slug}: ${response.status}`);
  return cookie.split(';')[0] ?? '';
}

async function receive(child: Child<FromShopClients>, ms: number): Promise<FromShopClients | undefined> {
  return Promise.race([child.next(), sleep(ms).then(() => undefined)]);
}

/** The clients' processes, each with `socketsPerProcess` sockets over whole shops. */
async function openFleet(base: string, shops: readonly BenchShop[], options: ShopLiveOptions): Promise<Child<FromShopClients>[]> {
  const shopsPerProcess = Math.max(1, Math.floor(options.socketsPerProcess / options.socketsPerShop));
  const children: Child<FromShopClients>[] = [];
  for (let first = 0, address = 10; first < shops.length; first += shopsPerProcess, address = address + 20 > 240 ? 10 : address + 20) {
    const config: ShopClientsConfig = {
      base: base.replace('http', 'ws'),
      slugs: shops.slice(first, first + shopsPerProcess).map((shop) => shop.slug),
      perShop: options.socketsPerShop,
      firstAddress: address,
      addresses: 20,
    };
    children.push(forkChild<FromShopClients>('shop-ws-clients.ts', [JSON.stringify(config)]));
  }
  for (const child of children) {
    const ready = await child.next();
    if (ready.type !== 'ready') throw new Error(`shop ws clients: expected ready, got ${ready.type}`);
    if (ready.failed > 0) throw new Error(`shop ws clients: ${ready.failed} of ${ready.opened + ready.failed} sockets failed to open`);
  }
  return children;
}

/**
 * `socketsPerShop` sockets on every shop; then, `changes` times, a walk-in joins one shop and its
 * barber cancels it: every socket of that shop must hear of the cancellation, and no socket of
 * another shop may receive any booking event meanwhile.
 */
export async function measureShopLive(base: string, shops: readonly BenchShop[], options: ShopLiveOptions, ledger: ShopAcknowledged[]): Promise<ShopLiveFigure> {
  const children = await openFleet(base, shops, options);
  const delays: number[] = [];
  const requests: number[] = [];
  let missing = 0;
  let leaked = 0;
  try {
    await sleep(1000);
    for (let change = 0; change < options.changes; change++) {
      const shop = shops[Math.floor(((change + 0.5) * shops.length) / options.changes)] ?? shops[0];
      if (!shop) break;
      const cookie = await signIn(base, shop.slug);
      const send = (child: Child<FromShopClients>, message: ToShopClients) => {
        child.send(message);
      };
      for (const child of children) send(child, { type: 'arm' });
      for (const child of children) if ((await receive(child, 10_000))?.type !== 'armed') throw new Error('shop ws clients did not arm');
      const shopBase = `${base}/s/${shop.slug}`;
      const phone = String(9_000_000_000 + change);
      const barberId = shop.barbers[0] ?? 0;
      const { id } = await book(shopBase, { barberId, customerName: 'Live', customerPhone: phone, bookingType: 'queue', services: [shop.services[0] ?? 0] });
      ledger.push({ id, shopId: shop.id, phone, barberId });
      const sentAt = performance.timeOrigin + performance.now();
      const t0 = performance.now();
      await setStatus(shopBase, cookie, id, 'cancelled');
      requests.push(performance.now() - t0);
      await sleep(DELIVERY_WAIT_MS);
      let heard = 0;
      for (const child of children) {
        send(child, { type: 'collect', bookingId: id });
        const answer = await receive(child, 10_000);
        if (answer?.type !== 'arrivals') throw new Error('shop ws clients did not answer');
        for (const [slug, arrivals] of Object.entries(answer.shops)) {
          if (slug === shop.slug) {
            heard += arrivals.times.length;
            delays.push(...arrivals.times.map((at) => at - sentAt));
          } else leaked += Math.max(arrivals.touched, arrivals.times.length);
        }
      }
      missing += options.socketsPerShop - heard;
      await sleep(200);
    }
  } finally {
    for (const child of children) child.send({ type: 'close' } satisfies ToShopClients);
    await Promise.all(children.map((child) => child.stop()));
  }
  delays.sort((a, b) => a - b);
  requests.sort((a, b) => a - b);
  return {
    sockets: shops.length * options.socketsPerShop,
    shops: shops.length,
    changes: options.changes,
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
    max: delays.at(-1) ?? Number.NaN,
    missing,
    leaked,
    requestMs: percentile(requests, 50),
  };
}
