import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { runLoad } from '../lib/load.js';
import { sleep } from '../lib/stats.js';
import type { DatabaseTarget } from '../lib/server-process.js';
import { cpuBetween, cpuSnapshot, type CpuShare } from './cpu.js';

export interface ShopListOptions {
  /** List reads a second, each with another visitor's location (open loop). */
  rate: number;
  seconds: number;
  connections: number;
}

export interface ShopListFigure {
  listed: number;
  /** From listing every shop until the server's list held them all, each with its summary. */
  readyMs: number;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
  bytes: number;
  cpu: CpuShare;
}

const AREAS = ['Koramangala', 'Indiranagar', 'Jayanagar', 'HSR Layout', 'Whitefield', 'Malleshwaram', 'Basavanagudi', 'Hebbal'];

/** Somewhere in Bengaluru, about 40 km across. */
const somewhere = () => `lat=${(12.75 + Math.random() * 0.4).toFixed(6)}&lng=${(77.4 + Math.random() * 0.4).toFixed(6)}`;
const someArea = () => `q=${encodeURIComponent(AREAS[Math.floor(Math.random() * AREAS.length)] ?? '')}`;

/** Half the visitors share a location (a fifth of those also search), a quarter only search, a quarter do neither. */
function randomQuery(): string {
  const roll = Math.random();
  if (roll < 0.4) return `?${somewhere()}`;
  if (roll < 0.5) return `?${somewhere()}&${someArea()}`;
  if (roll < 0.75) return `?${someArea()}`;
  return '';
}

/**
 * Lists every shop (placed at random over a city, with an area and a PIN code) as their owners
 * would, as the tables' owner, waits until the server's list holds them all with their summaries
 * (docs/product/shop-list.md), then reads `GET /api/platform/shop-list` at a fixed rate: half
 * from another location, a quarter searching by area only, a quarter the plain list by area.
 */
export async function measureShopList(base: string, serverPid: number, target: DatabaseTarget, options: ShopListOptions): Promise<ShopListFigure> {
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  let listed: number;
  const t0 = performance.now();
  try {
    await client.query(
      `update shop_settings set area = ($1::text[])[1 + shop_id % ${AREAS.length}], pin_code = (560001 + shop_id % 100)::text`,
      [AREAS],
    );
    const result = await client.query(`update shops set listed = true, latitude = 12.75 + random() * 0.4, longitude = 77.4 + random() * 0.4`);
    listed = result.rowCount ?? 0;
  } finally {
    await client.end();
  }
  for (;;) {
    const answer = (await (await fetch(`${base}/api/platform/shop-list`)).json()) as { total?: number };
    if (answer.total === listed) break;
    if (performance.now() - t0 > 300_000) throw new Error(`the list held ${answer.total ?? 0} of ${listed} shops after 5 minutes`);
    await sleep(250);
  }
  const readyMs = performance.now() - t0;
  const sample = await fetch(`${base}/api/platform/shop-list?lat=12.95&lng=77.6`);
  const bytes = (await sample.arrayBuffer()).byteLength;

  const before = await cpuSnapshot(serverPid);
  const load = await runLoad({
    url: base,
    connections: options.connections,
    overallRate: options.rate,
    // autocannon 8 corrects a rate-limited run for coordinated omission with an expected interval of
    // `Math.ceil(1 / rate)` milliseconds, its rate being per second: 1 ms, so each answer of n ms was
    // counted n times, from n ms down to 1, and one slow answer in a thousand set the p99. Each answer
    // is counted once here; a server that fell behind shows as a rate below the target, which misses.
    ignoreCoordinatedOmission: true,
    duration: options.seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: `/api/platform/shop-list${randomQuery()}` }),
      },
    ],
  });
  const after = await cpuSnapshot(serverPid);
  return { listed, readyMs, perSecond: load.perSecond, p50: load.p50, p99: load.p99, failures: load.failures, bytes, cpu: cpuBetween(before, after) };
}
