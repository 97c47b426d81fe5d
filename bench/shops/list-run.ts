import os from 'node:os';
import { connectionOf, freshDatabase } from '../lib/database.js';
import { freePort } from '../lib/ports.js';
import { startServer } from '../lib/server-process.js';
import { machine } from '../report.js';
import { formatCores } from './cpu.js';
import { measureShopList, type ShopListFigure } from './list.js';
import type { ShopsOptions } from './options.js';
import { SHOPS_NEED_POSTGRES } from './run.js';
import { seedShops, type SeedFigure } from './seed.js';

export type ShopListOutcome = { ran: true; seed: SeedFigure; list: ShopListFigure; loadAverage: number[] } | { ran: false; reason: string };

/**
 * `npm run bench -- --only list`: the platform's list of shops (docs/product/shop-list.md) on a
 * PostgreSQL database of its own: `shops` shops seeded in bulk, one server holding them all, every
 * shop listed, then list reads at a fixed rate from random places.
 */
export async function runShopList(options: ShopsOptions, serverUrl: string | undefined, progress: (line: string) => void): Promise<ShopListOutcome> {
  if (!serverUrl) return { ran: false, reason: SHOPS_NEED_POSTGRES };
  const loadAverage = os.loadavg();
  const fresh = await freshDatabase(serverUrl);
  try {
    progress(`list: seeding ${options.shops} shops × ${options.barbersPerShop} barbers`);
    const seed = await seedShops(fresh.target, options);
    const server = await startServer(fresh.target, await freePort(), [], { SHOPS_IN_MEMORY: String(options.shops + 1) });
    try {
      progress(`list: every shop listed, ${options.list.rate} reads a second`);
      return { ran: true, seed, list: await measureShopList(server.base, server.pid, fresh.target, options.list), loadAverage };
    } finally {
      await server.stop();
    }
  } finally {
    await fresh.drop();
  }
}

/** The list of shops' section of docs/benchmarks.md. */
export function shopListSection(heading: string, outcome: ShopListOutcome, options: ShopsOptions): string {
  if (!outcome.ran) return [heading, '', outcome.reason, ''].join('\n');
  const { list, seed } = outcome;
  const met = list.p99 < 50 && list.failures === 0 && list.perSecond >= options.list.rate * 0.95;
  return [
    heading,
    '',
    ...machine(),
    `- Load average of the machine when the run began (1, 5, 15 min): ${outcome.loadAverage.map((v) => v.toFixed(1)).join(', ')}`,
    `- Workload: ${seed.shops} shops (and the home shop) × ${options.barbersPerShop} barbers with a day of bookings, seeded as the many-shops run seeds them; one server process holding every shop, on PostgreSQL on the same machine, reached over ${connectionOf(process.env.DATABASE_URL)}.`,
    '',
    `Every shop listed at once as the tables' owner, placed at random over a city about 40 km across, with an area and a PIN code; the server's list held them all, each with its summary worked out and written, ${(list.readyMs / 1000).toFixed(1)} s later. Then \`GET /api/platform/shop-list\` at ${options.list.rate} requests a second for ${options.list.seconds} s (autocannon's overall rate, ${options.list.connections} connections), half from another place (a fifth of those also searching by area), a quarter searching by area only and a quarter the plain list ordered by area; the answer holds at most 50 of ${list.listed} shops (${list.bytes} bytes for the 50 nearest) (docs/product/shop-list.md). Each answer's time counts once: autocannon's correction for coordinated omission is off, as it took the time between a connection's requests for 1 ms and counted an answer of n ms n times; a server falling behind shows as fewer answers a second than asked, which misses.`,
    '',
    '| Answered /s | p50 ms | p99 ms | Failed | Server cores | Target | Met |',
    '|---|---|---|---|---|---|---|',
    `| ${list.perSecond.toFixed(0)} | ${list.p50.toFixed(0)} | ${list.p99.toFixed(0)} | ${list.failures} | ${list.cpu.server.toFixed(2)} | ${options.list.rate}/s with p99 < 50 ms | ${met ? 'met' : '**missed**'} |`,
    '',
    `Cores busy during the reads: ${formatCores(list.cpu)}.`,
    '',
  ].join('\n');
}
