import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/db.js';
import { json, startServer } from '../helpers/server-process.js';
import { WhatsAppStandIn } from '../helpers/whatsapp-stand-in.js';
import { zoneWithHourBetween } from '../helpers/zones.js';

/** Polls until `done` holds, or fails after `timeoutMs`. */
async function until(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// DESIGN §10: a killed process loses no message and sends none twice.
describe(`messages due when the server is killed with SIGKILL (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  const standIn = new WhatsAppStandIn();
  let dataDir: string;
  let database: TestDatabase | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    await standIn.start();
    dataDir = await mkdtemp(path.join(tmpdir(), 'chair-messages-'));
    env = {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'messages-admin-pw',
      SEED_DEMO: 'true',
      OTP_SENDER: 'echo',
      MESSAGE_CHANNEL: 'whatsapp',
      WHATSAPP_API_URL: standIn.url,
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_ACCESS_TOKEN: 'EAAG-durability-token',
    };
    if (onPostgres) {
      database = await createTestDatabase();
      env.DATABASE_URL = database.url ?? '';
    }
  });
  afterAll(async () => {
    await standIn.stop();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends each due message exactly once after a restart', { timeout: 120_000 }, async () => {
    // The provider is throttling: every message is refused for now and asked back in 2 seconds.
    standIn.fallback = { status: 429, headers: { 'retry-after': '2' }, body: { error: { code: 130429 } } };
    const first = await startServer(env);
    const login = await fetch(`${first.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: env.ADMIN_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const zone = await fetch(`${first.base}/api/shop-settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie, origin: first.base },
      // Daytime in the shop's zone (from 22:00 to 07:00 confirmations wait for the morning), and open
      // around the clock: the walk-ins below must not meet last call late in that zone's day.
      body: JSON.stringify({ timeZone: zoneWithHourBetween(8, 21), openTime: '00:00', closeTime: '00:00' }),
    });
    expect(zone.status).toBe(200);
    const barbers = await json<{ id: number }[]>(await fetch(`${first.base}/api/barbers`));
    const services = await json<{ id: number }[]>(await fetch(`${first.base}/api/services`));
    const tokens: string[] = [];
    for (const [index, barber] of barbers.slice(0, 3).entries()) {
      const response = await fetch(`${first.base}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          barberId: barber.id,
          customerName: 'Durable Customer',
          customerPhone: String(9400000000 + index),
          bookingType: 'queue',
          services: [services[0]?.id],
        }),
      });
      tokens.push(String((await json<{ id: number }>(response)).id));
    }
    expect(tokens).toHaveLength(3);

    // Each confirmation was tried once and refused; the refusals are recorded, the retries due.
    await until(() => standIn.received.length >= 3, 20_000, 'the first attempts');
    await pause(400);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(standIn.accepted).toEqual([]);

    standIn.fallback = { status: 200, body: { messages: [{ id: 'wamid.ok' }] } };
    const second = await startServer(env);
    try {
      const confirmed = () =>
        standIn
          .acceptedMessages()
          .filter((message) => message.template.name === 'chair_confirmation')
          .map((message) => message.template.components[0]?.parameters[0]?.text ?? '');
      await until(() => tokens.every((token) => confirmed().includes(token)), 30_000, 'the confirmations after the restart');
      // Long enough for any second copy (a retry, a lease taken over) to show up.
      await pause(3000);
      expect(confirmed().sort()).toEqual([...tokens].sort());
      const keys = standIn.acceptedMessages().map((message) => `${message.template.components[0]?.parameters[0]?.text ?? ''}:${message.template.name}`);
      expect(new Set(keys).size).toBe(keys.length);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});
