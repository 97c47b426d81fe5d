/**
 * `npx tsx bench/answer-parsing.ts`: how long the client takes to check the hot reads' answers
 * with their contract schemas (docs/decisions/0018-contract.md), on the answers of a running server
 * (`BASE=http://127.0.0.1:3000`). zod runs jitless, as in the browser (src/client/lib/csp/zod-jitless.ts).
 */
import { performance } from 'node:perf_hooks';
import { config } from 'zod';
import { CONTRACT } from '../src/shared/contract/index.js';
import type { Endpoint } from '../src/shared/contract/endpoint.js';

config({ jitless: true });

/** Runs `parse` often enough to time it, several times, and answers the median microseconds per parse. */
function microsPerParse(parse: () => unknown): number {
  const rounds: number[] = [];
  for (let round = 0; round < 7; round += 1) {
    const start = performance.now();
    for (let i = 0; i < 500; i += 1) parse();
    rounds.push(((performance.now() - start) * 1000) / 500);
  }
  return rounds.sort((a, b) => a - b)[3] ?? Number.NaN;
}

/** A real answer of the running dev server, when one is given (`BASE=http://localhost:3000`), else null. */
async function liveAnswer(path: string): Promise<unknown> {
  const base = process.env.BASE;
  if (!base) return null;
  const response = await fetch(`${base}${path}`);
  return response.ok ? ((await response.json()) as unknown) : null;
}

const reads: { endpoint: Endpoint; path: string }[] = [
  { endpoint: CONTRACT.barbers.list, path: '/api/barbers' },
  { endpoint: CONTRACT.waitTime.slots, path: '/api/barbers/1/slots' },
  { endpoint: CONTRACT.bookings.track, path: '/api/bookings/track/9876543210' },
  { endpoint: CONTRACT.shopSettings.get, path: '/api/shop-settings' },
];

for (const read of reads) {
  const answer = await liveAnswer(read.path);
  const schema = read.endpoint.responses[200];
  if (answer === null || !schema) {
    console.log(`${read.path}: no answer (start the server and set BASE)`);
    continue;
  }
  const bytes = JSON.stringify(answer).length;
  const result = schema.safeParse(answer);
  const micros = microsPerParse(() => schema.safeParse(answer));
  console.log(`${read.path}: ${bytes} bytes, ${result.success ? 'valid' : 'INVALID'}, ${micros.toFixed(1)} µs per parse`);
}
