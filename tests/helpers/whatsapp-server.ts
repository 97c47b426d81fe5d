import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, onPostgres, type TestDatabase } from './db.js';
import { WhatsAppStandIn } from './whatsapp-stand-in.js';

/** What a file's server processes share: the Cloud API stand-in they send to, and their settings. */
export interface WhatsAppServers {
  readonly standIn: WhatsAppStandIn;
  /** Filled in before the file's tests: the demo shop, WhatsApp through the stand-in, a data directory and, on PostgreSQL, a database of its own. */
  env: Record<string, string>;
}

/**
 * For a file of tests that start and kill server processes sending by WhatsApp (tests/durability):
 * the stand-in, a fresh data directory and database, and the settings for `startServer`, with
 * `extra` on top; all of it removed after the file.
 */
export function useWhatsAppServers(name: string, extra: Record<string, string> = {}): WhatsAppServers {
  const servers: WhatsAppServers = { standIn: new WhatsAppStandIn(), env: {} };
  let dataDir = '';
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    const { standIn } = servers;
    await standIn.start();
    dataDir = await mkdtemp(path.join(tmpdir(), `chair-${name}-`));
    servers.env = {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: `${name}-admin-pw`,
      SEED_DEMO: 'true',
      OTP_SENDER: 'echo',
      MESSAGE_CHANNEL: 'whatsapp',
      WHATSAPP_API_URL: standIn.url,
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_ACCESS_TOKEN: `EAAG-${name}-durability-token`,
      ...extra,
    };
    if (onPostgres) {
      database = await createTestDatabase();
      servers.env.DATABASE_URL = database.url ?? '';
    }
  });
  afterAll(async () => {
    await servers.standIn.stop();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return servers;
}
