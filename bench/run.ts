/**
 * `npm run bench`: the app on a fresh embedded database (or DATABASE_URL), loaded from this
 * process over loopback. Writes the results to docs/benchmarks.md with the machine and date.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { buildApp } from '../src/server/app.js';
import { openDatabase } from '../src/server/db/client.js';
import { bootstrap } from '../src/server/db/seed.js';
import { loadEnv } from '../src/server/env.js';

interface Result {
  name: string;
  requests: number;
  concurrency: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  target: string;
  met: boolean;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function load(
  name: string,
  total: number,
  concurrency: number,
  request: (i: number) => Promise<Response>,
  target: { p95: number },
): Promise<Result> {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        const response = await request(i);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${name}: request ${i} answered ${response.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  return {
    name,
    requests: total,
    concurrency,
    perSecond: Math.round(total / seconds),
    p50: percentile(times, 50),
    p95,
    p99: percentile(times, 99),
    target: `p95 < ${target.p95} ms`,
    met: p95 < target.p95,
  };
}

async function broadcast(base: string, clients: number, trigger: () => Promise<void>): Promise<Result> {
  const url = base.replace('http', 'ws') + '/ws';
  const sockets = await Promise.all(
    Array.from(
      { length: clients },
      (_, i) =>
        new Promise<WebSocket>((resolve, reject) => {
          // The server allows 50 sockets per address: spread the clients over loopback addresses.
          const socket = new WebSocket(url, { localAddress: `127.0.0.${10 + (i % 40)}` });
          socket.once('message', () => {
            resolve(socket);
          });
          socket.once('error', reject);
        }),
    ),
  );
  const arrivals: number[] = [];
  const all = Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          socket.on('message', (raw: WebSocket.RawData) => {
            const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : '';
            if (text.includes('"bookingCreated"')) {
              arrivals.push(performance.now());
              resolve();
            }
          });
        }),
    ),
  );
  const t0 = performance.now();
  await trigger();
  await all;
  for (const socket of sockets) socket.close();
  const delays = arrivals.map((at) => at - t0).sort((a, b) => a - b);
  const p99 = percentile(delays, 99);
  return {
    name: `websocket: bookingCreated reaches ${clients} clients`,
    requests: clients,
    concurrency: clients,
    perSecond: 0,
    p50: percentile(delays, 50),
    p95: percentile(delays, 95),
    p99,
    target: 'p99 < 500 ms',
    met: p99 < 500,
  };
}

const INTRO = [
  '# Benchmarks',
  '',
  'Made by `npm run bench` (bench/run.ts; `DATABASE_URL=… npm run bench` for PostgreSQL): the app',
  'on a fresh database with the demo shop, loaded over loopback from the same process, so client',
  'and server share the cores. Each run replaces the section of its database.',
  '',
].join('\n');

/** The benchmarks document with this database's section replaced (or added). */
function mergeSection(document: string, heading: string, section: string): string {
  const sections = document.split(/^(?=## )/m).filter((part) => part.startsWith('## '));
  const others = sections.filter((part) => !part.startsWith(heading));
  return [INTRO, ...[...others, section].sort()].join('\n').replace(/\n{3,}/g, '\n\n');
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'chair-bench-'));
  const env = loadEnv({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    OTP_SENDER: 'echo',
    ADMIN_PASSWORD: 'bench-admin-password',
    // The load generator is one address booking far more than any customer.
    BOOKINGS_PER_HOUR_PER_IP: '1000000',
    BOOKINGS_PER_HOUR_PER_PHONE: '1000000',
  });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  await database.migrate();
  await bootstrap(database, env, { info: () => undefined, warn: () => undefined });
  const { app } = await buildApp({ env, database });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });

  const barbers = (await (await fetch(`${base}/api/barbers`)).json()) as { id: number }[];
  const services = (await (await fetch(`${base}/api/services`)).json()) as { id: number }[];
  const json = { 'content-type': 'application/json' };
  let phone = 7000000000;
  const book = (barberId: number) =>
    fetch(`${base}/api/bookings`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        barberId,
        customerName: 'Bench Customer',
        customerPhone: String(phone++),
        bookingType: 'queue',
        services: [services[0]?.id ?? 1],
      }),
    });

  const results: Result[] = [];
  results.push(await load('GET /api/shop-settings', 5000, 20, () => fetch(`${base}/api/shop-settings`), { p95: 20 }));
  results.push(await load('GET /api/services', 5000, 20, () => fetch(`${base}/api/services`), { p95: 20 }));
  results.push(
    await load('POST /api/bookings (queue, 4 barbers)', 400, 10, (i) => book(barbers[i % barbers.length]?.id ?? 1), { p95: 150 }),
  );
  results.push(await load('GET /api/barbers (100 waiting)', 5000, 20, () => fetch(`${base}/api/barbers`), { p95: 30 }));
  results.push(
    await broadcast(base, 1000, async () => {
      const response = await book(barbers[0]?.id ?? 1);
      if (!response.ok) throw new Error(`booking answered ${response.status}`);
    }),
  );

  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const heading = database.kind === 'pglite' ? '## Embedded database (PGlite)' : '## PostgreSQL server';
  const section = [
    heading,
    '',
    `- Date: ${new Date().toISOString().slice(0, 10)}`,
    `- Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}`,
    `- Node ${process.version}`,
    '',
    '| Scenario | Requests | Concurrency | Req/s | p50 ms | p95 ms | p99 ms | Target | Met |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.requests} | ${r.concurrency} | ${r.perSecond || '–'} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.target} | ${r.met ? 'yes' : 'no'} |`,
    ),
    '',
  ].join('\n');
  const out = path.resolve('docs/benchmarks.md');
  await writeFile(out, mergeSection(await readFile(out, 'utf8').catch(() => ''), heading, section));
  process.stdout.write(`${section}\nWritten to ${out}\n`);
  if (results.some((r) => !r.met)) process.exitCode = 1;
}

await main();
