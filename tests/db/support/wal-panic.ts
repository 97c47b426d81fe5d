/**
 * Run by tests/db/embedded-faults.test.ts as a process of its own, because what it checks is that
 * the process does not freeze: the app on the embedded database in `<dir>/data`, the disk under it
 * nearly filled, then rows inserted until PostgreSQL PANICs. Prints one JSON line of what the
 * database and the app answered afterwards.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../src/server/app.js';
import { openEmbedded } from '../../../src/server/db/client.js';
import { isDiskFull } from '../../../src/server/db/errors.js';
import { loadEnv } from '../../../src/server/env.js';
import { fillDisk } from '../../helpers/tmpfs.js';

/** The message of the error drizzle wrapped (its own names only the query). */
function causeMessage(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof Error ? cause.message : String(error);
}

const dir = process.argv[2];
if (!dir) throw new Error('usage: wal-panic.ts <dir on a small file system>');
const dataDir = path.join(dir, 'data');

const database = await openEmbedded(dataDir);
await database.migrate();
const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'false', OTP_SENDER: 'echo' });
const { app } = await buildApp({ env, database });
await app.ready();

// Room for the table to grow but not for the next 16 MB file of the write-ahead log, which the
// inserts fill on the way: PostgreSQL PANICs when it cannot make it. The app's role may create no
// table: the filler goes into app_config, one big row per insert.
await fillDisk(dir, 12 * 1024 * 1024);
let panic: unknown;
for (let inserted = 0; inserted < 40 && panic === undefined; inserted++) {
  await database.db.execute(sql`insert into app_config select 'filler-' || md5(random()::text), string_agg(md5(random()::text), '') from generate_series(1, 30000)`).catch((error: unknown) => {
    panic = error;
  });
}

const started = performance.now();
const statement = await database.db.execute(sql`select 1`).then(
  () => ({ failed: false, diskFull: false }),
  (error: unknown) => ({ failed: true, diskFull: isDiskFull(error), message: causeMessage(error) }),
);
const health = await app.inject({ method: 'GET', url: '/api/health' });
const elapsedMs = performance.now() - started;
await app.close();
await database.close();

/** The database's own error in the causes drizzle and the stopped database wrap it in. */
function databaseError(error: unknown): { severity?: string; code?: string } {
  let current: unknown = error;
  while (current instanceof Error && !('severity' in current)) current = current.cause;
  return current instanceof Error ? (current as { severity?: string; code?: string }) : {};
}

const cause = databaseError(panic);
process.stdout.write(
  `${JSON.stringify({
    panic: { severity: cause.severity, code: cause.code, diskFull: isDiskFull(panic) },
    statement,
    health: { status: health.statusCode, retryAfter: health.headers['retry-after'], body: health.json<unknown>() },
    elapsedMs,
  })}\n`,
);
