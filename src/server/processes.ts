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

/** Tells the primary, when there is one, that this process listens. */
export function reportStarted(started: Omit<Started, 'type'>): void {
  if (cluster.isWorker) process.send?.({ type: 'started', ...started } satisfies Started);
}

/** How long the primary waits before replacing a process that stopped. */
const REPLACE_AFTER_MS = 1000;

/**
 * Forks `count` server processes and keeps them running: one that stops after it started, or is
 * killed, is replaced; one that ends by itself before it ever listened stops them all, as a single
 * process's failed start would. SIGTERM and SIGINT go on to every process; the primary ends when they have.
 * `onFirstStart` runs when the first process listens.
 */
export function superviseServers(count: number, log: Logger, onFirstStart: (started: Started) => void): void {
  let stopping = false;
  let announced = false;
  const listening = new Set<number>();

  function fork(): void {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (!isStarted(message)) return;
      listening.add(worker.id);
      if (announced) return;
      announced = true;
      onFirstStart(message);
    });
  }

  function stopAll(signal: NodeJS.Signals): void {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(process.exitCode ?? 0);
    for (const worker of workers) worker?.process.kill(signal);
  }

  cluster.on('exit', (worker, code, signal) => {
    const started = listening.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    // Ended by itself before it listened (a port taken, a database refused): every process would.
    if (!started && !signal) {
      log.error({ pid: worker.process.pid, code }, 'a server process failed to start; stopping');
      process.exitCode = 1;
      stopAll('SIGTERM');
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'a server process stopped; starting another');
    setTimeout(fork, REPLACE_AFTER_MS);
  });
  process.once('SIGTERM', () => {
    stopAll('SIGTERM');
  });
  process.once('SIGINT', () => {
    stopAll('SIGINT');
  });
  for (let i = 0; i < count; i++) fork();
}
