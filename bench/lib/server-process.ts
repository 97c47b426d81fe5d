import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { sleep } from './stats.js';

/** Where the database of a run lives; both server instances of a PostgreSQL run share it. */
export interface DatabaseTarget {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl?: string;
}

export const ADMIN_PASSWORD = 'bench-admin-password';

/** The server's environment in a run: the load generator is a few addresses doing what thousands of phones would. */
export function serverEnv(target: DatabaseTarget, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: target.dataDir,
    LOG_LEVEL: 'silent',
    OTP_SENDER: 'echo',
    SEED_DEMO: 'false',
    ADMIN_PASSWORD,
    BOOKINGS_PER_HOUR_PER_IP: '100000000',
    BOOKINGS_PER_HOUR_PER_PHONE: '100000000',
    LOOKUP_PHONES_PER_IP: '100000000',
    WS_CONNECTIONS_PER_IP: '100000',
  };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else delete env.DATABASE_URL;
  return env;
}

export interface ServerProcess {
  base: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 from /api/health. */
  startedInMs: number;
  /** Resident memory of the server process, in bytes (Linux /proc). */
  rss(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * How the server is started: `npm run bench` builds first and then starts it as `npm start` does
 * (scripts/start.js: the build is fresh, so it runs the bundle); the smoke run in the test suite
 * has no build and runs the sources through tsx.
 */
export const SERVER_FROM_BUILD = 'CHAIR_BENCH_SERVER_FROM_BUILD';

function serverArgs(): string[] {
  return process.env[SERVER_FROM_BUILD] === '1' ? ['scripts/start.js'] : ['--import', 'tsx', 'src/server/main.ts'];
}

/**
 * Starts the server as a process of its own, so load generator and server are measured apart.
 * Extra node flags (a CPU profile) go before the script; extra settings join its environment.
 */
export async function startServer(target: DatabaseTarget, port: number, nodeFlags: string[] = [], settings: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, ...serverArgs()], {
    env: { ...serverEnv(target, port), ...settings },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  let stopping = false;
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code, signal) => {
      // A server dying under load is a finding: say so with its last words, not just "fetch failed".
      if (!stopping) process.stderr.write(`server ${child.pid ?? ''} exited unexpectedly (${code ?? signal ?? ''}): ${stderr.slice(-2000)}\n`);
      resolve(code);
    });
  });
  const base = `http://127.0.0.1:${port}`;
  const startedInMs = await waitForHealth(base, child, () => stderr, started);
  const pid = child.pid ?? 0;
  return {
    base,
    pid,
    startedInMs,
    rss: () => residentBytes(pid),
    async stop() {
      stopping = true;
      if (child.exitCode === null) child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timeout);
    },
  };
}

/**
 * How long a start may take: seconds on a quiet machine, far more in the smoke runs of CI, where
 * the PostgreSQL pass shares two cores with the browser journeys.
 */
const START_WITHIN_MS = 120_000;

async function waitForHealth(base: string, child: ChildProcess, stderr: () => string, started: number): Promise<number> {
  const deadline = started + START_WITHIN_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr()}`);
    try {
      const response = await fetch(`${base}/api/health`);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    await sleep(5);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer /api/health within ${START_WITHIN_MS / 1000} s: ${stderr()}`);
}

async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) * 1024 : Number.NaN;
}
