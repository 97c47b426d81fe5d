import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CapturedResponse } from '../children/bare-server.js';
import { forkChild } from '../lib/children.js';
import { runLoad, type LoadResult } from '../lib/load.js';
import { spread, type Spread } from '../lib/stats.js';

export interface ReadTarget {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** Throughput as a share of the bare server's, and p99 in ms. */
  minRatio: number;
  maxP99: number;
}

export interface ReadFigure {
  target: ReadTarget;
  bytes: number;
  perSecond: Spread;
  p50: Spread;
  p99: Spread;
  barePerSecond: Spread;
  bareP99: Spread;
  ratio: Spread;
  failures: number;
}

export interface ReadOptions {
  rounds: number;
  seconds: number;
  connections: number;
  /** Unmeasured seconds per URL and server before the rounds (0: none). */
  warmupSeconds: number;
  /** Requests per run instead of seconds (the smoke run). */
  amount?: number;
}

/** Headers a bare server answers itself (framing, time), or that belong to one connection only. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'set-cookie']);

export async function capture(base: string, target: ReadTarget): Promise<CapturedResponse> {
  const response = await fetch(base + target.path, { headers: target.headers ?? {} });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${target.name} answered ${response.status}: ${body.toString().slice(0, 200)}`);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!OWN_HEADERS.has(name)) headers[name] = value;
  });
  return { status: response.status, headers, body: body.toString('base64') };
}

/**
 * Each read at 100 connections against the app and, in the same round, against a bare
 * `node:http` server answering the same bytes; the ratio of the two is what the machine's noise
 * cannot move much.
 */
export async function measureReads(base: string, targets: ReadTarget[], options: ReadOptions): Promise<ReadFigure[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'chair-bare-'));
  const captured = Object.fromEntries(await Promise.all(targets.map(async (t) => [t.path, await capture(base, t)] as const)));
  const file = path.join(dir, 'captured.json');
  await writeFile(file, JSON.stringify(captured));
  const bare = forkChild<{ port: number }>('bare-server.ts', [file]);
  try {
    const bareBase = `http://127.0.0.1:${(await bare.next()).port}`;
    const run = (url: string, target: ReadTarget, seconds: number) =>
      runLoad({
        url,
        connections: options.connections,
        ...(options.amount ? { amount: options.amount } : { duration: seconds }),
        headers: target.headers ?? {},
      });
    for (const target of options.warmupSeconds > 0 ? targets : []) {
      // Warm both: the JIT, the app's caches and the connection pools, not counted.
      await run(bareBase + target.path, target, options.warmupSeconds);
      await run(base + target.path, target, options.warmupSeconds);
    }
    const rounds = new Map<ReadTarget, { app: LoadResult; bare: LoadResult }[]>(targets.map((t) => [t, []]));
    for (let round = 0; round < options.rounds; round++) {
      for (const target of targets) {
        const bareResult = await run(bareBase + target.path, target, options.seconds);
        const appResult = await run(base + target.path, target, options.seconds);
        rounds.get(target)?.push({ app: appResult, bare: bareResult });
      }
    }
    return targets.map((target) => {
      const results = rounds.get(target) ?? [];
      return {
        target,
        bytes: Buffer.from(captured[target.path]?.body ?? '', 'base64').length,
        perSecond: spread(results.map((r) => r.app.perSecond)),
        p50: spread(results.map((r) => r.app.p50)),
        p99: spread(results.map((r) => r.app.p99)),
        barePerSecond: spread(results.map((r) => r.bare.perSecond)),
        bareP99: spread(results.map((r) => r.bare.p99)),
        ratio: spread(results.map((r) => r.app.perSecond / r.bare.perSecond)),
        failures: results.reduce((sum, r) => sum + r.app.failures + r.bare.failures, 0),
      };
    });
  } finally {
    await bare.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
