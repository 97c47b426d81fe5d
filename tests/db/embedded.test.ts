import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEmbedded } from '../../src/server/db/client.js';
import { barbers } from '../../src/server/db/schema.js';
import { bootstrap, FIRST_SHOP_ID } from '../../src/server/db/seed.js';
import { onPostgres } from '../helpers/db.js';

const quiet = { info: () => undefined, warn: () => undefined };
const env = { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: undefined, SEED_DEMO: true };

// The embedded database, whatever DATABASE_URL says: a run on PostgreSQL would only repeat it.
describe.skipIf(onPostgres)('embedded database in DATA_DIR', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'chair-embedded-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps its data across a restart and does not seed twice', async () => {
    const first = await openEmbedded(dir);
    await first.migrate();
    expect((await bootstrap(first, env, quiet)).created).toBe(true);
    await first.close();

    const second = await openEmbedded(dir);
    await second.migrate();
    expect((await bootstrap(second, env, quiet)).created).toBe(false);
    expect(await second.forShop(FIRST_SHOP_ID).$count(barbers)).toBe(4);
    await second.close();
  });

  it('refuses a data directory locked by another running process, naming it', async () => {
    // The parent of this test process is alive and is not us: it stands for a second server.
    await writeFile(path.join(dir, 'chair.lock'), String(process.ppid));
    await expect(openEmbedded(dir)).rejects.toThrow(`in use by another Chair process (pid ${process.ppid})`);
  });

  it('takes over a lock left by a process that no longer runs, and releases it on close', async () => {
    const lock = path.join(dir, 'chair.lock');
    await writeFile(lock, '999999999');
    const database = await openEmbedded(dir);
    expect(await readFile(lock, 'utf8')).toBe(String(process.pid));
    await database.close();
    await expect(readFile(lock, 'utf8')).rejects.toThrow();
  });
});
