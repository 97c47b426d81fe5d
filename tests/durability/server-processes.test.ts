import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/db.js';
import { waitFor } from '../helpers/faults.js';
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

// Several server processes on one port (docs/decisions/0022-server-processes.md).
describe.runIf(onPostgres && process.platform === 'linux')('SERVER_PROCESSES=2 on PostgreSQL', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('serves from two processes, replaces one killed outright, and stops them all on SIGTERM', { timeout: 90_000 }, async () => {
    const { child, base, exited } = await startServer({ DATABASE_URL: database.url ?? '', SERVER_PROCESSES: '2', SEED_DEMO: 'false', ADMIN_PASSWORD: 'processes-admin-password' });
    const primary = child.pid ?? 0;
    await waitFor(() => childrenOf(primary).length === 2, 30_000, 'two server processes');
    const [killed, kept] = childrenOf(primary) as [number, number];

    process.kill(killed, 'SIGKILL');
    // The other process answers meanwhile, and a new one takes the killed one's place.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    await waitFor(() => {
      const now = childrenOf(primary);
      return now.length === 2 && !now.includes(killed) && now.includes(kept);
    }, 30_000, 'a replacement process');
    expect((await fetch(`${base}/api/barbers`)).status).toBe(200);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(childrenOf(primary)).toEqual([]);
  });
});
