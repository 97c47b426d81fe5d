import { readdir, readFile } from 'node:fs/promises';

/*
 * Where the machine's CPU went during a measurement, from Linux's /proc: the server process,
 * PostgreSQL's processes, this process (the load generator) and everything else on the machine,
 * which on a shared machine may be other work entirely.
 */

/** Clock ticks a second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

export interface CpuSnapshot {
  at: number;
  server: number;
  postgres: number;
  generator: number;
  /** Every core's busy time on the machine, ms. */
  machineBusy: number;
}

/** CPU time of one process (user + system), ms; 0 once it is gone. */
async function processCpu(pid: number | string): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // Fields after the command's closing parenthesis: state is 3rd, utime 14th and stime 15th of the line.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * TICK_MS;
}

/** CPU time of a process and its children (the server processes a primary forked), ms. */
async function treeCpu(pid: number): Promise<number> {
  let total = await processCpu(pid);
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) total += await processCpu(entry);
  }
  return total;
}

async function postgresCpu(): Promise<number> {
  let total = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const name = await readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
    if (name.trim() === 'postgres') total += await processCpu(entry);
  }
  return total;
}

async function machineBusy(): Promise<number> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return (ticks.reduce((sum, t) => sum + t, 0) - idle) * TICK_MS;
}

export async function cpuSnapshot(serverPid: number): Promise<CpuSnapshot> {
  const own = process.cpuUsage();
  return {
    at: performance.now(),
    server: await treeCpu(serverPid),
    postgres: await postgresCpu(),
    generator: (own.user + own.system) / 1000,
    machineBusy: await machineBusy(),
  };
}

/** Cores busy on average between two snapshots, by whom. */
export interface CpuShare {
  server: number;
  postgres: number;
  generator: number;
  /** Everything else on the machine (other processes, the websocket clients, the kernel's own threads). */
  other: number;
}

export function cpuBetween(from: CpuSnapshot, to: CpuSnapshot): CpuShare {
  const ms = Math.max(1, to.at - from.at);
  const server = (to.server - from.server) / ms;
  const postgres = (to.postgres - from.postgres) / ms;
  const generator = (to.generator - from.generator) / ms;
  const busy = (to.machineBusy - from.machineBusy) / ms;
  return { server, postgres, generator, other: Math.max(0, busy - server - postgres - generator) };
}

export const formatCores = (share: CpuShare): string =>
  `server ${share.server.toFixed(2)}, PostgreSQL ${share.postgres.toFixed(2)}, load generator ${share.generator.toFixed(2)}, rest of the machine ${share.other.toFixed(2)}`;
