import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { forkChild } from '../lib/children.js';
import { runLoad, type LoadResult } from '../lib/load.js';
import { spread, type Spread } from '../lib/stats.js';
import { capture, type ReadOptions } from '../scenarios/reads.js';
import { cpuBetween, cpuSnapshot, type CpuShare } from './cpu.js';
import type { BenchShop } from './seed.js';

export interface ShopReadFigure {
  bytes: number;
  perSecond: Spread;
  p50: Spread;
  p99: Spread;
  barePerSecond: Spread;
  bareP99: Spread;
  ratio: Spread;
  failures: number;
  /** Cores busy during the app's runs, and the server's CPU microseconds per answer. */
  cpu: CpuShare;
  serverMicrosPerRead: number;
}

/**
 * `GET /s/{slug}/api/barbers` of a random shop for every request, against a bare `node:http`
 * server answering one shop's bytes to every URL in the same round (bench/scenarios/reads.ts).
 */
export async function measureShopReads(base: string, serverPid: number, shops: readonly BenchShop[], options: ReadOptions): Promise<ShopReadFigure> {
  const first = shops[0];
  if (!first) throw new Error('no shops to read');
  const captured = await capture(base, { name: 'barbers of a shop', path: `/s/${first.slug}/api/barbers`, minRatio: 0, maxP99: 0 });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'chair-bare-'));
  const file = path.join(dir, 'captured.json');
  await writeFile(file, JSON.stringify({ '*': captured }));
  const bare = forkChild<{ port: number }>('bare-server.ts', [file]);
  try {
    const bareBase = `http://127.0.0.1:${(await bare.next()).port}`;
    const run = (url: string, seconds: number) =>
      runLoad({
        url,
        connections: options.connections,
        ...(options.amount ? { amount: options.amount } : { duration: seconds }),
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: `/s/${shops[Math.floor(Math.random() * shops.length)]?.slug ?? first.slug}/api/barbers` }),
          },
        ],
      });
    if (options.warmupSeconds > 0) {
      await run(bareBase, options.warmupSeconds);
      await run(base, options.warmupSeconds);
    }
    const rounds: { app: LoadResult; bare: LoadResult }[] = [];
    const shares: CpuShare[] = [];
    let serverMs = 0;
    let answers = 0;
    for (let round = 0; round < options.rounds; round++) {
      const bareResult = await run(bareBase, options.seconds);
      const before = await cpuSnapshot(serverPid);
      const app = await run(base, options.seconds);
      const after = await cpuSnapshot(serverPid);
      shares.push(cpuBetween(before, after));
      serverMs += after.server - before.server;
      answers += app.completed;
      rounds.push({ bare: bareResult, app });
    }
    const mean = (pick: (share: CpuShare) => number) => shares.reduce((sum, share) => sum + pick(share), 0) / Math.max(1, shares.length);
    return {
      bytes: Buffer.from(captured.body, 'base64').length,
      perSecond: spread(rounds.map((r) => r.app.perSecond)),
      p50: spread(rounds.map((r) => r.app.p50)),
      p99: spread(rounds.map((r) => r.app.p99)),
      barePerSecond: spread(rounds.map((r) => r.bare.perSecond)),
      bareP99: spread(rounds.map((r) => r.bare.p99)),
      ratio: spread(rounds.map((r) => r.app.perSecond / r.bare.perSecond)),
      failures: rounds.reduce((sum, r) => sum + r.app.failures + r.bare.failures, 0),
      cpu: { server: mean((c) => c.server), postgres: mean((c) => c.postgres), generator: mean((c) => c.generator), other: mean((c) => c.other) },
      serverMicrosPerRead: (serverMs * 1000) / Math.max(1, answers),
    };
  } finally {
    await bare.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
