import { spawn } from 'node:child_process';
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, type TestContext } from 'vitest';
import { openEmbedded, type Database } from '../../src/server/db/client.js';
import { insertBookingRow } from '../../src/server/db/factories.js';
import { bookings } from '../../src/server/db/schema.js';
import type { ClientCommand } from '../../src/shared/events.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ADMIN, expectError, seedShop, staffLogin } from '../helpers/fixtures.js';
import { startServer } from '../helpers/server-process.js';
import { fillDisk, mountTmpfs, readOnlyFolder, type ReadOnlyFolder, type Tmpfs } from '../helpers/tmpfs.js';
import { LiveClient, wsUrl } from '../realtime/live-client.js';
import { onPostgres } from '../helpers/db.js';

const DATABASE_UNAVAILABLE = {
  error: 'DATABASE_UNAVAILABLE',
  message: 'The shop cannot save anything right now. Please try again in a minute.',
};
/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A tmpfs of its own for the test, or the test skipped with the reason there is none. */
async function smallDisk(context: TestContext, sizeMb: number, options: { readOnly?: boolean } = {}): Promise<Tmpfs> {
  const mounted = await mountTmpfs(sizeMb, options);
  if ('reason' in mounted) context.skip(mounted.reason);
  return mounted;
}

/** A folder this process cannot write in, or the test skipped with the reason there is none. */
async function readOnlyOrSkip(context: TestContext, prepare: (dir: string) => Promise<void>): Promise<ReadOnlyFolder> {
  const folder = await readOnlyFolder(prepare);
  if ('reason' in folder) context.skip(folder.reason);
  return folder;
}

// The embedded database, whatever DATABASE_URL says: a run on PostgreSQL would only repeat it.
describe.skipIf(onPostgres)('the embedded database on a full disk', () => {
  let disk: Tmpfs | undefined;
  let database: Database | undefined;
  let t: TestApp | undefined;

  afterEach(async () => {
    await t?.close();
    await database?.close();
    await disk?.unmount();
    [t, database, disk] = [undefined, undefined, undefined];
  });

  /** The app on an embedded database in a data directory of its own, on a 96 MB disk. */
  async function appOnSmallDisk(context: TestContext) {
    disk = await smallDisk(context, 96);
    const dataDir = path.join(disk.dir, 'data');
    database = await openEmbedded(dataDir);
    await database.migrate();
    t = await createTestApp({ database, env: { DATA_DIR: dataDir } });
    const shop = await seedShop(t.ctx);
    return { t, shop, dataDir, admin: await staffLogin(t.app, ADMIN) };
  }

  it('answers writes 503 with Retry-After while reads go on, and saves again once there is room', async (context) => {
    const { t, shop, dataDir, admin } = await appOnSmallDisk(context);
    const book = (phone: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: { barberId: shop.barberA.id, customerName: 'Asha Verma', customerPhone: phone, bookingType: 'queue', services: [shop.haircut.id] },
      });
    const upload = () =>
      t.app.inject({ method: 'POST', url: '/api/uploads/photo', headers: { cookie: admin, 'content-type': 'image/png' }, payload: PNG });

    const ballast = await fillDisk(disk?.dir ?? '');
    const refused = await book('9876500001');
    expect(expectError(refused, 503, 'DATABASE_UNAVAILABLE')).toEqual(DATABASE_UNAVAILABLE);
    expect(refused.headers['retry-after']).toBe('60');
    const photo = await upload();
    expect(expectError(photo, 503, 'DATABASE_UNAVAILABLE')).toEqual(DATABASE_UNAVAILABLE);
    expect(photo.headers['retry-after']).toBe('60');
    expect(await readdir(path.join(dataDir, 'uploads'))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/barbers' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await t.ctx.db.$count(bookings)).toBe(0);

    await rm(ballast);
    expect((await book('9876500001')).statusCode).toBe(201);
    expect((await upload()).statusCode).toBe(201);
  });

  it('answers a staff command on the socket DATABASE_UNAVAILABLE, and carries it out once there is room', async (context) => {
    const { t, shop, admin } = await appOnSmallDisk(context);
    const booking = await insertBookingRow(t.ctx.db, { barberId: shop.barberA.id, customerPhone: '9876500002' });
    const socket = await LiveClient.open(await wsUrl(t), { cookie: admin });
    await socket.nextOfType('connected');
    const serve: ClientCommand = {
      type: 'updateBookingStatus',
      barberId: shop.barberA.id,
      bookingId: booking.id,
      data: { status: 'serving' },
      timestamp: t.clock.now,
    };

    const ballast = await fillDisk(disk?.dir ?? '');
    socket.send(serve);
    expect(await socket.nextOfType('commandResult')).toMatchObject({ ok: false, bookingId: booking.id, ...DATABASE_UNAVAILABLE });

    await rm(ballast);
    socket.send(serve);
    expect(await socket.nextOfType('commandResult')).toMatchObject({ ok: true, bookingId: booking.id });
    await socket.close();
  });
});

interface PanicReport {
  panic: { severity?: string; code?: string; diskFull: boolean };
  statement: { failed: boolean; diskFull: boolean; message?: string };
  health: { status: number; retryAfter?: string; body: unknown };
  elapsedMs: number;
}

/** Runs tests/db/support/wal-panic.ts on `dir`; rejects if it has not answered in `ms` (it froze). */
function runWalPanic(dir: string, ms: number): Promise<PanicReport> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/db/support/wal-panic.ts', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let froze = false;
  const timer = setTimeout(() => {
    froze = true;
    child.kill('SIGKILL');
  }, ms);
  // Settled once the process is gone, so that its disk can be unmounted.
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      clearTimeout(timer);
      const line = output.split('\n').find((text) => text.startsWith('{'));
      if (froze) reject(new Error(`the process froze after the PANIC (no answer in ${ms} ms): ${output.slice(-2000)}`));
      else if (code === 0 && line) resolve(JSON.parse(line) as PanicReport);
      else reject(new Error(`wal-panic exited with ${String(code)}: ${output.slice(-2000)}`));
    });
  });
}

describe.skipIf(onPostgres)('the embedded database after a PANIC', () => {
  it('fails every statement at once instead of freezing the process, and answers 503', { timeout: 120_000 }, async (context) => {
    const disk = await smallDisk(context, 96);
    try {
      const report = await runWalPanic(disk.dir, 90_000);
      expect(report.panic).toEqual({ severity: 'PANIC', code: '53100', diskFull: true });
      expect(report.statement).toMatchObject({ failed: true, diskFull: true });
      expect(report.statement.message).toMatch(/No space left on device/);
      expect(report.health).toEqual({ status: 503, retryAfter: '60', body: DATABASE_UNAVAILABLE });
    } finally {
      await disk.unmount();
    }
  });
});

describe.skipIf(onPostgres)('a read-only DATA_DIR', () => {
  const notWritable = (dir: string, code: string) =>
    `The data directory ${dir} is not writable by this process (${code}). Give DATA_DIR a folder this user can write to.`;

  it('stops the start with a message that names the folder and what to do', { timeout: 60_000 }, async (context) => {
    // A lock left by a process that no longer runs: the start used to say only that it could not
    // lock the folder, as it could not take the lock over.
    const folder = await readOnlyOrSkip(context, (dir) => writeFile(path.join(dir, 'chair.lock'), '999999999'));
    const { dir, code } = folder;
    try {
      await expect(openEmbedded(dir)).rejects.toThrow(notWritable(dir, code));
      const inside = path.join(dir, 'data');
      await expect(openEmbedded(inside)).rejects.toThrow(notWritable(inside, code));
      // What the person starting the server reads.
      await expect(startServer({ DATA_DIR: dir, SEED_DEMO: 'false', OTP_SENDER: 'echo' })).rejects.toThrow(notWritable(dir, code));
    } finally {
      await folder.remove();
    }
  });
});
