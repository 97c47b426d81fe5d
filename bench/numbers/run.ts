import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { rowsOf } from '../../src/server/db/client.js';
import { FIRST_SHOP_ID } from '../../src/server/db/seed.js';
import { keptAndLive, numbersStatements } from '../../src/server/data/numbers-figures.js';
import { shopSettings } from '../../src/server/db/schema.js';
import { numbersWindow } from '../../src/server/services/numbers.js';
import { adminCookie } from '../lib/api.js';
import { freshDatabase, openTarget, seedShop } from '../lib/database.js';
import { freePort } from '../lib/ports.js';
import { startServer, type DatabaseTarget } from '../lib/server-process.js';
import { timeRequests, type LatencyFigure } from './measure.js';
import { seedNumbers } from './seed.js';

export interface NumbersOptions {
  bookings: number;
  refusals: number;
  /** Requests timed for each period asked. */
  requests: number;
}

export interface NumbersResults {
  bookings: number;
  payments: number;
  seedSeconds: number;
  /**
   * By weeks asked (12, the default, and 52, the most). `firstMs`: the period's first request,
   * which also keeps the figures of its closed days that had none (the 52 weeks' first one the
   * forty weeks before the twelve already kept).
   */
  latency: { weeks: number; firstMs: number; figure: LatencyFigure; explainMs: number[] }[];
  loadAverage: number[];
}

export type NumbersOutcome = { ran: true; results: NumbersResults } | { ran: false; reason: string };

export const NUMBERS_NEED_POSTGRES = 'skipped: the owner\'s numbers are measured on PostgreSQL only; set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)';

const WEEKS = [12, 52];

/**
 * How long PostgreSQL takes over the report's statements by themselves (EXPLAIN ANALYZE, as the
 * app's role in the shop's scope), one after another: each statement's time, slowest first.
 */
async function explainMs(target: DatabaseTarget, weeks: number): Promise<number[]> {
  const database = await openTarget(target);
  try {
    const db = database.forShop(FIRST_SHOP_ID);
    const [settings] = await db.select().from(shopSettings);
    if (!settings) throw new Error('no shop settings');
    const times: number[] = [];
    const window = numbersWindow(settings, weeks, Date.now());
    for (const statement of numbersStatements(window, keptAndLive(window, Date.now()))) {
      const plan = rowsOf<{ 'QUERY PLAN': string }>(await db.execute(sql`explain (analyze, format text) ${statement}`));
      const line = plan.map((row) => row['QUERY PLAN']).find((text) => text.startsWith('Execution Time'));
      times.push(Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? Number.NaN));
    }
    return times.sort((a, b) => b - a);
  } finally {
    await database.close();
  }
}

async function counted(target: DatabaseTarget): Promise<{ bookings: number; payments: number }> {
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ bookings: number; payments: number }>(
      'select (select count(*)::int from bookings) as bookings, (select count(*)::int from payments) as payments',
    );
    return rows[0] ?? { bookings: 0, payments: 0 };
  } finally {
    await client.end();
  }
}

/**
 * `GET /api/numbers` of a shop with two years of past bookings and their payments, on a PostgreSQL
 * database of its own: the server as a process of its own, asked by the admin one request after
 * another for 12 and for 52 weeks.
 */
export async function runNumbers(options: NumbersOptions, serverUrl: string | undefined, progress: (line: string) => void): Promise<NumbersOutcome> {
  if (!serverUrl) return { ran: false, reason: NUMBERS_NEED_POSTGRES };
  const loadAverage = os.loadavg();
  const fresh = await freshDatabase(serverUrl);
  const { target } = fresh;
  try {
    progress(`numbers: seeding ${options.bookings} past bookings with their payments`);
    const t0 = performance.now();
    await seedShop(target, 4, 0);
    const database = await openTarget(target);
    try {
      await seedNumbers(database.forShop(FIRST_SHOP_ID), { bookings: options.bookings, refusals: options.refusals });
    } finally {
      await database.close();
    }
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    // As autovacuum leaves a table of years past: its statistics gathered and its pages all visible
    // (an index-only scan then reads no table page).
    await client.query('vacuum analyze bookings, payments, walk_in_refusals');
    await client.end();
    const seedSeconds = (performance.now() - t0) / 1000;
    const server = await startServer(target, await freePort());
    const latency: NumbersResults['latency'] = [];
    try {
      const cookie = await adminCookie(server.base);
      for (const weeks of WEEKS) {
        progress(`numbers: ${options.requests} requests for ${weeks} weeks`);
        const ask = async () => {
          const response = await fetch(`${server.base}/api/numbers?weeks=${weeks}`, { headers: { cookie } });
          await response.arrayBuffer();
          return response.status;
        };
        const first = await timeRequests(ask, 1, 0);
        if (first.failures > 0) throw new Error(`the first request for ${weeks} weeks failed`);
        const figure = await timeRequests(ask, options.requests);
        latency.push({ weeks, firstMs: first.max, figure, explainMs: await explainMs(target, weeks) });
      }
    } finally {
      await server.stop();
    }
    return { ran: true, results: { ...(await counted(target)), seedSeconds, latency, loadAverage } };
  } finally {
    await fresh.drop();
  }
}
