import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { forkChild } from '../lib/children.js';
import { runLoad, type LoadResult } from '../lib/load.js';
import { spread, type Spread } from '../lib/stats.js';
import { capture, type ReadOptions } from '../scenarios/reads.js';
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
}

/**
 * `GET /s/{slug}/api/barbers` of a random shop for every request, against a bare `node:http`
 * server answering one shop's bytes to every URL in the same round (bench/scenarios/reads.ts).
 */
export async function measureShopReads(base: string, shops: readonly BenchShop[], options: ReadOptions): Promise<ShopReadFigure> {
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
    for (let round = 0; round < options.rounds; round++) {
      const bareResult = await run(bareBase, options.seconds);
      rounds.push({ bare: bareResult, app: await run(base, options.seconds) });
    }
    return {
      bytes: Buffer.from(captured.body, 'base64').length,
      perSecond: spread(rounds.map((r) => r.app.perSecond)),
      p50: spread(rounds.map((r) => r.app.p50)),
      p99: spread(rounds.map((r) => r.app.p99)),
      barePerSecond: spread(rounds.map((r) => r.bare.perSecond)),
      bareP99: spread(rounds.map((r) => r.bare.p99)),
      ratio: spread(rounds.map((r) => r.app.perSecond / r.bare.perSecond)),
      failures: rounds.reduce((sum, r) => sum + r.app.failures + r.bare.failures, 0),
    };
  } finally {
    await bare.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
