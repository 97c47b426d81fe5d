import { performance } from 'node:perf_hooks';
import { percentile } from '../lib/stats.js';

export interface LatencyFigure {
  requests: number;
  failures: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * Times `requests` answers of `ask` one after another, as one owner opening the numbers again and
 * again would (the report is not cached: each answer is the statement run anew). `ask` answers the
 * status; anything but 200 is a failure.
 */
export async function timeRequests(ask: () => Promise<number>, requests: number, warmup = 3): Promise<LatencyFigure> {
  for (let i = 0; i < warmup; i++) await ask();
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    const status = await ask();
    times.push(performance.now() - t0);
    if (status !== 200) failures += 1;
  }
  const sorted = times.sort((a, b) => a - b);
  return { requests, failures, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN };
}
