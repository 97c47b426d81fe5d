import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/db.js';
import { sleep, waitFor } from '../helpers/faults.js';
import { startServer } from '../helpers/server-process.js';

/** The node processes whose parent is `pid` (Linux /proc): not the loader's esbuild service. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // After the command's closing parenthesis: state, then the parent's pid.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === pid && stat.includes('(node)')) children.push(Number(entry));
  }
  return children;
}

/** The place a server process was given among its machine's processes (its environment, Linux /proc). */
function placeOf(pid: number): string | undefined {
  const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  return environment.find((entry) => entry.startsWith('CHAIR_PROCESS_PLACE='))?.split('=')[1];
}

/** Whether a new connection to `url` gets a 200. */
async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { headers: { connection: 'close' }, signal: AbortSignal.timeout(1000) })).status === 200;
  } catch {
    return false;
  }
}

// Several server processes on one port (docs/decisions/0022-server-processes.md).
describe.runIf(onPostgres && process.platform === 'linux')('SERVER_PROCESSES=2 on PostgreSQL', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('serves from two processes, replaces one killed outright, and stops them all on SIGTERM', { timeout: 300_000 }, async () => {
    const { child, base, exited } = await startServer({ DATABASE_URL: database.url ?? '', SERVER_PROCESSES: '2', SEED_DEMO: 'false', ADMIN_PASSWORD: 'processes-admin-password' });
    const primary = child.pid ?? 0;
    try {
      await waitFor(() => childrenOf(primary).length === 2, 60_000, 'two server processes');
      // Each has a place of its own, by which they share the look at the shops' plans.
      expect(childrenOf(primary).map(placeOf).sort()).toEqual(['0', '1']);
      // The second place's process is killed: its replacement must take that place, not the first.
      const [killed, kept] = childrenOf(primary).sort((a, b) => (placeOf(b) ?? '').localeCompare(placeOf(a) ?? '')) as [number, number];

      process.kill(killed, 'SIGKILL');
      // A connection the killed process held fails; a new one is answered by the other process
      // meanwhile, and a new process takes the killed one's place.
      await waitFor(() => answers(`${base}/api/health`), 15_000, 'an answer while one process is down');
      await waitFor(
        () => {
          const now = childrenOf(primary);
          return now.length === 2 && !now.includes(killed) && now.includes(kept);
        },
        60_000,
        'a replacement process',
      );
      await waitFor(() => answers(`${base}/api/barbers`), 10_000, 'the shop served by the new process too');
      // The replacement took the killed one's place.
      const replacement = childrenOf(primary).find((pid) => pid !== kept) ?? 0;
      expect(placeOf(replacement)).toBe('1');

      child.kill('SIGTERM');
      expect(await Promise.race([exited, sleep(30_000).then(() => 'still running')])).toBe(0);
      expect(childrenOf(primary)).toEqual([]);
    } finally {
      // Whatever failed, no process is left behind.
      for (const pid of [...childrenOf(primary), primary]) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Gone already.
        }
      }
    }
  });
});
