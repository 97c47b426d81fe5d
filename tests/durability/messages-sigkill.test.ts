import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/db.js';
import { startServer } from '../helpers/server-process.js';
import { sleep, waitFor } from '../helpers/faults.js';
import { bookWalkIns, openDemoShopByDay } from '../helpers/server-shop.js';
import { WhatsAppStandIn } from '../helpers/whatsapp-stand-in.js';

// docs/product/messages.md: a killed process loses no message and sends none twice.
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

  it('sends each due message exactly once after a restart', { timeout: 300_000 }, async () => {
    // The provider is throttling: every message is refused for now and asked back in 2 seconds.
    standIn.fallback = { status: 429, headers: { 'retry-after': '2' }, body: { error: { code: 130429 } } };
    const first = await startServer(env);
    await openDemoShopByDay(first.base, env.ADMIN_PASSWORD ?? '');
    const tokens = await bookWalkIns(first.base, ['9400000000', '9400000001', '9400000002']);
    expect(tokens).toHaveLength(3);

    // Each confirmation was tried once and refused; the refusals are recorded, the retries due.
    await waitFor(() => standIn.received.length >= 3, 20_000, 'the first attempts');
    await sleep(400);
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
      await waitFor(() => tokens.every((token) => confirmed().includes(token)), 30_000, 'the confirmations after the restart');
      // Long enough for any second copy (a retry, a lease taken over) to show up.
      await sleep(3000);
      expect(confirmed().sort()).toEqual([...tokens].sort());
      const keys = standIn.acceptedMessages().map((message) => `${message.template.components[0]?.parameters[0]?.text ?? ''}:${message.template.name}`);
      expect(new Set(keys).size).toBe(keys.length);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});
