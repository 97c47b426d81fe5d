import type { ClientsConfig, FromClients, ToClients } from '../children/ws-clients.js';
import { forkChild, type Child } from '../lib/children.js';
import { percentile, sleep, spread, type Spread } from '../lib/stats.js';

export interface FanOutOptions {
  levels: number[];
  rounds: number;
  socketsPerProcess: number;
}

export interface FanOutFigure {
  sockets: number;
  instances: number;
  p50: Spread;
  p99: Spread;
  max: Spread;
  /** How long the status change request itself took: the commit is somewhere before its answer. */
  request: Spread;
  missing: number;
  /** Server memory per connected idle socket, bytes (first instance only). */
  bytesPerSocket?: number;
}

/** The measured change: sent at `sentAt` (epoch ms), answered `requestMs` later. */
export type Trigger = () => Promise<{ sentAt: number; requestMs: number }>;

interface Fleet {
  children: Child<FromClients>[];
  size: number;
}

let nextAddress = 10;

async function grow(fleet: Fleet, urls: string[], to: number, perProcess: number): Promise<void> {
  const started: Child<FromClients>[] = [];
  while (fleet.size < to) {
    const count = Math.min(perProcess, to - fleet.size);
    const config: ClientsConfig = { urls, count, firstAddress: nextAddress, addresses: 20 };
    nextAddress = nextAddress + 20 > 240 ? 10 : nextAddress + 20;
    started.push(forkChild<FromClients>('ws-clients.ts', [JSON.stringify(config)]));
    fleet.size += count;
  }
  for (const child of started) {
    const ready = await child.next();
    if (ready.type !== 'ready') throw new Error(`ws clients: expected ready, got ${ready.type}`);
    if (ready.failed > 0) throw new Error(`ws clients: ${ready.failed} of ${ready.opened + ready.failed} sockets failed to open`);
    fleet.children.push(child);
  }
}

const toChild = (child: Child<FromClients>, message: ToClients) => {
  child.send(message);
};

async function receive<T extends FromClients['type']>(child: Child<FromClients>, type: T, ms: number): Promise<Extract<FromClients, { type: T }> | undefined> {
  const timeout = sleep(ms).then(() => undefined);
  const message = await Promise.race([child.next(), timeout]);
  if (message === undefined) return undefined;
  if (message.type !== type) throw new Error(`ws clients: expected ${type}, got ${message.type}`);
  return message as Extract<FromClients, { type: T }>;
}

/** One status change and when each socket heard of it, as delays from the moment it was sent. */
async function oneRound(fleet: Fleet, trigger: Trigger): Promise<{ delays: number[]; missing: number; requestMs: number }> {
  for (const child of fleet.children) toChild(child, { type: 'arm' });
  for (const child of fleet.children) await receive(child, 'armed', 10_000);
  const { sentAt, requestMs } = await trigger();
  const delays: number[] = [];
  let missing = 0;
  for (const child of fleet.children) {
    let arrivals = await receive(child, 'arrivals', 15_000);
    if (!arrivals) {
      toChild(child, { type: 'collect' });
      arrivals = await receive(child, 'arrivals', 5_000);
    }
    for (const at of arrivals?.times ?? []) delays.push(at - sentAt);
    missing += arrivals?.missing ?? 0;
  }
  delays.sort((a, b) => a - b);
  return { delays, missing, requestMs };
}

async function rounds(fleet: Fleet, instances: number, options: FanOutOptions, trigger: Trigger): Promise<FanOutFigure> {
  const results = [];
  for (let round = 0; round < options.rounds; round++) {
    results.push(await oneRound(fleet, trigger));
    await sleep(200);
  }
  return {
    sockets: fleet.size,
    instances,
    p50: spread(results.map((r) => percentile(r.delays, 50))),
    p99: spread(results.map((r) => percentile(r.delays, 99))),
    max: spread(results.map((r) => r.delays[r.delays.length - 1] ?? Number.NaN)),
    request: spread(results.map((r) => r.requestMs)),
    missing: results.reduce((sum, r) => sum + r.missing, 0),
  };
}

async function closeFleet(fleet: Fleet): Promise<void> {
  for (const child of fleet.children) toChild(child, { type: 'close' });
  await Promise.all(fleet.children.map((child) => child.stop()));
}

/**
 * Grows the number of sockets on one instance level by level; at each, the server's resident
 * memory per socket and the delay of a status change to every socket over `rounds` changes.
 */
export async function measureFanOut(wsUrl: string, rss: () => Promise<number>, options: FanOutOptions, trigger: Trigger): Promise<FanOutFigure[]> {
  const fleet: Fleet = { children: [], size: 0 };
  const figures: FanOutFigure[] = [];
  try {
    await sleep(1000);
    const idle = await rss();
    for (const level of options.levels) {
      await grow(fleet, [wsUrl], level, options.socketsPerProcess);
      await sleep(2000);
      const bytesPerSocket = ((await rss()) - idle) / fleet.size;
      figures.push({ ...(await rounds(fleet, 1, options, trigger)), bytesPerSocket });
    }
  } finally {
    await closeFleet(fleet);
  }
  return figures;
}

/** `sockets` clients split over several instances on one database; the change is made on the first. */
export async function measureFanOutAcross(wsUrls: string[], sockets: number, options: FanOutOptions, trigger: Trigger): Promise<FanOutFigure> {
  const fleet: Fleet = { children: [], size: 0 };
  try {
    await grow(fleet, wsUrls, sockets, options.socketsPerProcess);
    await sleep(1000);
    return await rounds(fleet, wsUrls.length, options, trigger);
  } finally {
    await closeFleet(fleet);
  }
}
