import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/db.js';
import { json, startServer } from '../helpers/server-process.js';

const ADMIN_PASSWORD = 'durability-admin-pw';

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
