import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { book } from '../lib/api.js';
import { freshDatabase } from '../lib/database.js';
import pg from 'pg';
import { freePort } from '../lib/ports.js';
import { sleep } from '../lib/stats.js';
import { startServer, type DatabaseTarget, type ServerProcess } from '../lib/server-process.js';
import { cpuBetween, cpuSnapshot, type CpuShare } from './cpu.js';
import { checkShopInvariants, readServerMemory, type ServerMemory, type ShopInvariants } from './checks.js';
import { measureShopLive, type ShopLiveFigure } from './live.js';
import type { ShopsOptions } from './options.js';
import { measureShopReads, type ShopReadFigure } from './reads.js';
import { benchShops, seedShops, type BenchShop, type SeedFigure } from './seed.js';
import { measureShopWrites, type ShopAcknowledged, type ShopWriteFigure } from './writes.js';

export interface ShopsResults {
  seed: SeedFigure;
  /** From spawn to the first 200 from /api/health, with every shop to load. */
  startupMs: number;
  /** One `GET /api/barbers` of every shop, 20 at a time, right after start. */
  touchAllMs: number;
  memory: { held: number; full: ServerMemory; baselineHeld: number; baseline: ServerMemory };
  /** Nobody using the server for a few seconds, holding `held` and `baselineHeld` shops. */
  idle: { full: IdleCost; baseline: IdleCost };
  reads: ShopReadFigure;
  writes: ShopWriteFigure;
  live: ShopLiveFigure;
  invariants: ShopInvariants;
}

export interface IdleCost {
  cores: CpuShare;
  transactionsPerSecond: number;
}

export type ShopsOutcome = { ran: true; results: ShopsResults } | { ran: false; reason: string };

export const SHOPS_NEED_POSTGRES = 'skipped: the many-shops scenario runs on PostgreSQL only; set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)';

const PROBE = fileURLToPath(new URL('../children/memory-probe.ts', import.meta.url));

async function get(url: string): Promise<void> {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
}

/** What an active shop does while the memory is read: its pages' reads and a walk-in. */
async function activity(base: string, shops: readonly BenchShop[], ledger: ShopAcknowledged[], phones: { next: number }): Promise<void> {
  for (const shop of shops) {
    const shopBase = `${base}/s/${shop.slug}`;
    await get(`${shopBase}/api/barbers`);
    await get(`${shopBase}/api/services`);
    const phone = String(phones.next++);
    const barberId = shop.barbers[1] ?? shop.barbers[0] ?? 0;
    const { id } = await book(shopBase, { barberId, customerName: 'Regular', customerPhone: phone, bookingType: 'queue', services: [shop.services[0] ?? 0] });
    ledger.push({ id, shopId: shop.id, phone, barberId });
  }
}

/** Cores busy and database transactions a second while nobody uses the server: what held shops cost by themselves. */
async function idleCost(server: ServerProcess, target: DatabaseTarget): Promise<IdleCost> {
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const transactions = async () =>
      Number((await client.query<{ n: string }>('select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()')).rows[0]?.n);
    await sleep(1000);
    const from = await cpuSnapshot(server.pid);
    const before = await transactions();
    await sleep(IDLE_SECONDS * 1000);
    const to = await cpuSnapshot(server.pid);
    // The statistics reach pg_stat_database within a second of a transaction's end.
    await sleep(1000);
    return { cores: cpuBetween(from, to), transactionsPerSecond: ((await transactions()) - before) / IDLE_SECONDS };
  } finally {
    await client.end();
  }
}

const IDLE_SECONDS = 5;

async function touchAll(base: string, shops: readonly BenchShop[]): Promise<number> {
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < shops.length) await get(`${base}/s/${shops[next++]?.slug ?? ''}/api/barbers`);
    }),
  );
  return performance.now() - t0;
}

function start(target: DatabaseTarget, port: number, held: number, sockets: number, memoryFile: string, processes = 1): Promise<ServerProcess> {
  return startServer(target, port, ['--expose-gc', '--import', PROBE], {
    SERVER_PROCESSES: String(processes),
    SHOPS_IN_MEMORY: String(held),
    // Every socket and the load's connections, within the open-file limit (ulimit -n) the server gets.
    MAX_CONNECTIONS: String(sockets + 2000),
    WS_CONNECTIONS_PER_IP: String(sockets + 1000),
    CHAIR_BENCH_MEMORY_FILE: memoryFile,
  });
}

/**
 * The platform at scale on a PostgreSQL database of its own: `shops` shops seeded in bulk, then
 * one server (a process of its own) holding all of them, measured for memory, reads of random
 * shops, bookings over random shops at rising rates and live updates kept within their shop.
 */
export async function runShops(options: ShopsOptions, serverUrl: string | undefined, progress: (line: string) => void): Promise<ShopsOutcome> {
  if (!serverUrl) return { ran: false, reason: SHOPS_NEED_POSTGRES };
  const fresh = await freshDatabase(serverUrl);
  const { target } = fresh;
  const ledger: ShopAcknowledged[] = [];
  const phones = { next: 7_500_000_000 };
  const memoryFile = path.join(os.tmpdir(), `chair-bench-memory-${process.pid}.json`);
  try {
    progress(`shops: seeding ${options.shops} shops × ${options.barbersPerShop} barbers`);
    const seed = await seedShops(target, options);
    const shops = await benchShops(target);
    const active = shops.slice(0, options.activeShops);
    const sockets = shops.length * options.live.socketsPerShop;
    const port = await freePort();

    progress(`shops: memory with ${active.length} shops held`);
    const small = await start(target, port, active.length + 1, sockets, memoryFile);
    let baseline: ServerMemory;
    let idleBaseline: IdleCost;
    try {
      await activity(small.base, active, ledger, phones);
      baseline = await readServerMemory(small, memoryFile);
      idleBaseline = await idleCost(small, target);
    } finally {
      await small.stop();
    }

    progress(`shops: one server holding ${shops.length + 1} shops`);
    const server = await start(target, port, shops.length + 1, sockets, memoryFile);
    let results: Omit<ShopsResults, 'invariants' | 'writes'>;
    try {
      const touchAllMs = await touchAll(server.base, shops);
      await activity(server.base, active, ledger, phones);
      const full = await readServerMemory(server, memoryFile);
      const idle = { full: await idleCost(server, target), baseline: idleBaseline };
      progress('shops: reads of random shops');
      const reads = await measureShopReads(server.base, server.pid, shops, options.reads);
      progress(`shops: ${sockets} sockets over ${shops.length} shops`);
      const live = await measureShopLive(server.base, shops, options.live, ledger);
      const memory = { held: shops.length + 1, full, baselineHeld: active.length + 1, baseline };
      results = { seed, startupMs: server.startedInMs, touchAllMs, memory, idle, reads, live };
    } finally {
      await server.stop();
    }
    // Bookings on a server of their own: as many processes as the machine's cores allow beside
    // PostgreSQL (docs/decisions/0022-server-processes.md), each holding every shop.
    progress(`shops: bookings over random shops, ${options.writes.serverProcesses} server processes`);
    const writer = await start(target, port, shops.length + 1, sockets, memoryFile, options.writes.serverProcesses);
    let writes: ShopWriteFigure;
    try {
      await touchAll(writer.base, shops);
      writes = await measureShopWrites(writer.base, writer.pid, shops, options.writes, ledger);
    } finally {
      await writer.stop();
    }
    const fullResults: Omit<ShopsResults, 'invariants'> = { ...results, writes };
    progress('shops: invariants');
    return { ran: true, results: { ...fullResults, invariants: await checkShopInvariants(target, ledger) } };
  } finally {
    await fresh.drop();
  }
}
