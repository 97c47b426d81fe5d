import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/db.js';
import { json, startServer } from '../helpers/server-process.js';
import { adminCookie, openAroundTheClock } from '../helpers/instances.js';

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

  it('keeps every acknowledged booking exactly once after a restart', { timeout: 300_000 }, async () => {
    const first = await startServer(env);
    const cookie = await adminCookie(first.base, ADMIN_PASSWORD);
    // The stream queues 40 walk-ins, five hours of haircuts on four chairs: last call must never refuse one.
    await openAroundTheClock(first.base, cookie);
    const barbers = await json<{ id: number }[]>(await fetch(`${first.base}/api/barbers`));
    const services = await json<{ id: number }[]>(await fetch(`${first.base}/api/services`));
    const acknowledged = new Map<number, string>();
    let sent = 0;
    let killed = false;

    /** Books a walk-in: its id once acknowledged, or null when the connection died with the server. */
    const book = async (phone: string): Promise<number | null> => {
      let response: Response;
      let body: string;
      try {
        response = await fetch(`${first.base}/api/bookings`, {
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
        body = await response.text();
      } catch {
        return null;
      }
      // Only the kill may end the stream: a refusal would leave the writers short of 40 for ever.
      if (response.status !== 201) throw new Error(`booking refused before the kill: ${response.status} ${body}`);
      return (JSON.parse(body) as { id: number }).id;
    };
    const kill = () => {
      killed = true;
      first.child.kill('SIGKILL');
    };

    // Four writers book walk-ins until the server dies under them.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (!killed) {
          const phone = String(8000000000 + sent++);
          const id = await book(phone).catch((error: unknown) => {
            kill();
            throw error;
          });
          if (id === null) return;
          acknowledged.set(id, phone);
          if (acknowledged.size >= 40) kill();
        }
      }),
    );
    await first.exited;
    expect(acknowledged.size).toBeGreaterThanOrEqual(40);

    const second = await startServer(env);
    try {
      const cookie = await adminCookie(second.base, ADMIN_PASSWORD);
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
