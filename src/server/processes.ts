import cluster from 'node:cluster';
import type { Logger } from 'pino';
import type { Sending } from './start-box.js';

/*
 * Several server processes on one machine (docs/decisions/0022-server-processes.md): the primary
 * migrates the database and forks them; they share the port, and each is an instance like one on
 * another machine (its own pool, hot stores, live sockets and message worker).
 */

/** What a server process tells the primary once it listens. */
export interface Started {
  type: 'started';
  address: string;
  sending: Sending;
}

function isStarted(message: unknown): message is Started {
  return typeof message === 'object' && message !== null && Reflect.get(message, 'type') === 'started';
}

/** Where the primary tells a process its place among the machine's server processes, 0-based. */
const PLACE_VARIABLE = 'CHAIR_PROCESS_PLACE';

/** A process's place among its machine's server processes; a lone process is `{ place: 0, count: 1 }`. */
export interface ProcessShare {
  place: number;
  count: number;
}

export const WHOLE_SHARE: ProcessShare = { place: 0, count: 1 };

/** This process's share, from the place its primary gave it; `count` is SERVER_PROCESSES. */
export function processShare(count: number): ProcessShare {
  if (!cluster.isWorker) return WHOLE_SHARE;
  const place = Number(process.env[PLACE_VARIABLE]);
  return Number.isSafeInteger(place) && place >= 0 && place < count ? { place, count } : WHOLE_SHARE;
}

/** Tells the primary, when there is one, that this process listens. */
export function reportStarted(started: Omit<Started, 'type'>): void {
  if (cluster.isWorker) process.send?.({ type: 'started', ...started } satisfies Started);
}

/** How long the primary waits before replacing a process that stopped: doubling while they keep stopping, up to the last. */
const REPLACE_AFTER_MS = 1000;
const REPLACE_AFTER_AT_MOST_MS = 30_000;
/** A process that served this long was well: the wait starts over. */
const WELL_AFTER_MS = 60_000;

/**
 * Forks `count` server processes and keeps them running. Until the first one listens, one that ends
 * by itself stops them all, as a single process's failed start would (`onFailedStart` runs then);
 * after that, one that stops or is killed is replaced, after a wait that grows while replacements
 * keep stopping. SIGTERM and SIGINT go on to every process; the primary ends when they have.
 * `onFirstStart` runs when the first process listens.
 */
export function superviseServers(
  count: number,
  log: Logger,
  callbacks: { onFirstStart: (started: Started) => void; onFailedStart: () => void },
): void {
  let stopping = false;
  let announced = false;
  let replaceAfterMs = REPLACE_AFTER_MS;
  const startedAt = new Map<number, number>();
  const places = new Map<number, number>();
  const replacements = new Set<NodeJS.Timeout>();

  /** Forks the process at `place`: a replacement takes the place of the one it replaces. */
  function fork(place: number): void {
    const worker = cluster.fork({ [PLACE_VARIABLE]: String(place) });
    places.set(worker.id, place);
    worker.on('message', (message: unknown) => {
      if (!isStarted(message)) return;
      startedAt.set(worker.id, Date.now());
      if (announced) return;
      announced = true;
      callbacks.onFirstStart(message);
    });
  }

  function stopAll(signal: NodeJS.Signals): void {
    stopping = true;
    for (const timer of replacements) clearTimeout(timer);
    replacements.clear();
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(process.exitCode ?? 0);
    for (const worker of workers) worker?.process.kill(signal);
  }

  cluster.on('exit', (worker, code, signal) => {
    const since = startedAt.get(worker.id);
    startedAt.delete(worker.id);
    const place = places.get(worker.id) ?? 0;
    places.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (!announced && !signal) {
      log.error({ pid: worker.process.pid, code }, 'a server process failed to start; stopping');
      process.exitCode = 1;
      callbacks.onFailedStart();
      stopAll('SIGTERM');
      return;
    }
    if (since !== undefined && Date.now() - since >= WELL_AFTER_MS) replaceAfterMs = REPLACE_AFTER_MS;
    log.error({ pid: worker.process.pid, code, signal, replaceInMs: replaceAfterMs }, 'a server process stopped; starting another');
    const timer = setTimeout(() => {
      replacements.delete(timer);
      if (!stopping) fork(place);
    }, replaceAfterMs);
    replacements.add(timer);
    replaceAfterMs = Math.min(replaceAfterMs * 2, REPLACE_AFTER_AT_MOST_MS);
  });
  process.once('SIGTERM', () => {
    stopAll('SIGTERM');
  });
  process.once('SIGINT', () => {
    stopAll('SIGINT');
  });
  for (let place = 0; place < count; place++) fork(place);
}
