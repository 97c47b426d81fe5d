/** Reads a V8 `.cpuprofile` (node --cpu-prof) into time per part of the stack. */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  /** Microseconds of the system's monotonic clock, which `process.hrtime` reads in every process. */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Now on the clock the profile's times use, in microseconds. */
export const monotonicMicros = (): number => Number(process.hrtime.bigint() / 1000n);

/** Where a sample's own time goes, by the code running at its top frame. */
const SELF_PARTS: [string, (frame: ProfileNode['callFrame']) => boolean][] = [
  ['idle (waiting for I/O)', (f) => f.functionName === '(idle)'],
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['PGlite (database engine, WebAssembly)', (f) => f.url.includes('@electric-sql/pglite') || f.url.startsWith('wasm://')],
  ['node-postgres driver', (f) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types)\//.test(f.url)],
  ['Drizzle ORM (queries, row mapping)', (f) => f.url.includes('drizzle-orm')],
  ['zod (validation)', (f) => f.url.includes('/zod/')],
  ['serialization (fast-json-stringify)', (f) => f.url.includes('fast-json-stringify')],
  ['Fastify and its plugins', (f) => /node_modules\/(fastify|@fastify|find-my-way|avvio|light-my-request|fastify-)/.test(f.url)],
  ['ws (websocket frames)', (f) => f.url.includes('node_modules/ws/')],
  ['shared domain (plan, slots)', (f) => f.url.includes('/src/shared/')],
  ['server code (services, routes, realtime)', (f) => f.url.includes('/src/server/')],
  ['other packages', (f) => f.url.includes('node_modules')],
  ['Node internals (http, streams, crypto) and builtins', () => true],
];

/** Spans of interest, counted when any frame of the sample's stack is one of these functions. */
const SPANS: [string, (frame: ProfileNode['callFrame']) => boolean][] = [
  ['rate-limit counters (hitRateLimit)', (f) => f.functionName === 'hitRateLimit'],
  ['plan recomputation (planBarberDay)', (f) => f.functionName === 'planBarberDay'],
  ['presenting the answer (presentCreated)', (f) => f.functionName === 'presentCreated' || f.functionName === 'presentBookings'],
  ['fan-out and broadcast (realtime/)', (f) => f.url.includes('/src/server/realtime/')],
  ['response serialization', (f) => f.url.includes('fast-json-stringify') || f.url.includes('zod-serializer')],
  ['request validation (zod)', (f) => f.url.includes('/zod/')],
];

export interface ProfileBreakdown {
  windowMs: number;
  self: { part: string; ms: number }[];
  spans: { part: string; ms: number }[];
}

/**
 * Time by part within a window of the monotonic clock (the load's start to its end, taken by the
 * process that drove it). Not by the first and last sample of some function: once V8 inlines a
 * hot function it vanishes from the stacks.
 */
export function breakdown(profile: CpuProfile, window: { fromUs: number; toUs: number }): ProfileBreakdown {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stackOf = (id: number) => {
    const frames: ProfileNode['callFrame'][] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (node) frames.push(node.callFrame);
    }
    return frames;
  };
  const times: number[] = [];
  let clock = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((clock += delta));
  const inWindow = times.map((at) => at >= window.fromUs && at <= window.toUs);
  const first = inWindow.indexOf(true);
  const last = inWindow.lastIndexOf(true);
  const self = new Map<string, number>();
  const spans = new Map<string, number>();
  for (let i = Math.max(first, 0); i <= last && first >= 0; i++) {
    const weight = (times[i + 1] ?? times[i] ?? 0) - (times[i] ?? 0);
    const stack = stackOf(profile.samples[i] ?? 0);
    const top = stack[0];
    if (top) {
      const part = SELF_PARTS.find(([, test]) => test(top))?.[0] ?? 'other';
      self.set(part, (self.get(part) ?? 0) + weight);
    }
    for (const [name, test] of SPANS) if (stack.some(test)) spans.set(name, (spans.get(name) ?? 0) + weight);
  }
  const toMs = (entries: Map<string, number>) => [...entries].map(([part, us]) => ({ part, ms: us / 1000 })).sort((a, b) => b.ms - a.ms);
  return { windowMs: first < 0 ? 0 : ((times[last] ?? 0) - (times[first] ?? 0)) / 1000, self: toMs(self), spans: toMs(spans) };
}
