import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/db.js';

const ADMIN_PASSWORD = 'durability-admin-pw';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** Starts the real server (src/server/main.ts) as its own process and waits until it answers. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string; exited: Promise<unknown> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const base = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    void exited.then(() => {
      reject(new Error(`server exited early: ${output}`));
    });
    const check = (attempt: number) => {
      fetch(`${base}/api/health`)
        .then((response) => {
          if (!response.ok) throw new Error(String(response.status));
          resolve();
        })
        .catch(() => {
          if (attempt > 300) reject(new Error(`server did not start: ${output}`));
          else setTimeout(() => {
            check(attempt + 1);
          }, 100);
        });
    };
    check(0);
  });
  return { child, base, exited };
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

describe(`a server killed with SIGKILL mid-stream (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  let dataDir: string;
  let database: TestDatabase | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'chair-durability-'));
    env = {
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
      SEED_DEMO: 'true',
      OTP_SENDER: 'echo',
      // One address books a whole stream here.
      BOOKINGS_PER_HOUR_PER_IP: '100000',
      BOOKINGS_PER_HOUR_PER_PHONE: '100000',
    };
    if (onPostgres) {
      database = await createTestDatabase();
      env.DATABASE_URL = database.url ?? '';
    }
  });
  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged booking exactly once after a restart', { timeout: 120_000 }, async () => {
    const first = await startServer(env);
    const barbers = await json<{ id: number }[]>(await fetch(`${first.base}/api/barbers`));
    const services = await json<{ id: number }[]>(await fetch(`${first.base}/api/services`));
    const acknowledged = new Map<number, string>();
    let sent = 0;
    let killed = false;

    // Four writers book walk-ins until the server dies under them.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (!killed) {
          const phone = String(8000000000 + sent++);
          try {
            const response = await fetch(`${first.base}/api/bookings`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                barberId: barbers[sent % barbers.length]?.id,
                customerName: 'Durable Customer',
                customerPhone: phone,
                bookingType: 'queue',
                services: [services[0]?.id],
              }),
            });
            if (response.status === 201) acknowledged.set((await response.json() as { id: number }).id, phone);
          } catch {
            return; // the connection died with the server
          }
          if (acknowledged.size >= 40) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }
      }),
    );
    await first.exited;
    expect(acknowledged.size).toBeGreaterThanOrEqual(40);

    const second = await startServer(env);
    try {
      const login = await fetch(`${second.base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
      });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const all = await json<{ id: number; customerPhone: string }[]>(
        await fetch(`${second.base}/api/bookings?limit=1000`, { headers: { cookie } }),
      );
      for (const [id, phone] of acknowledged) {
        const matches = all.filter((booking) => booking.customerPhone === phone);
        expect(matches.map((booking) => booking.id)).toEqual([id]);
      }
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});
