import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import type { OtpSender } from '../../src/server/auth/otp-sender.js';
import type { Channel } from '../../src/server/messages/channels.js';
import type { PushChannelOptions } from '../../src/server/messages/push-channel.js';
import type { HttpTimeouts } from '../../src/server/http/timeouts.js';
import type { App, AppContext } from '../../src/server/context.js';
import type { SendAtOnceControl } from '../../src/server/messages/at-once.js';
import type { MessageWorker } from '../../src/server/messages/worker.js';
import type { ProcessShare } from '../../src/server/processes.js';
import type { ShopDirectory } from '../../src/server/services/shop-directory.js';
import type { ShopList } from '../../src/server/services/shop-list.js';
import { loadEnv, type Env } from '../../src/server/env.js';
import type { Database, Db } from '../../src/server/db/client.js';
import { createTestDatabase } from './db.js';

/** A clock tests move by hand; services read time only through ctx.clock. */
export class TestClock {
  constructor(public now: number = Date.parse('2026-11-21T10:00:00+05:30')) {}
  set(iso: string): void {
    this.now = Date.parse(iso);
  }
  advance(minutes: number): void {
    this.now += minutes * 60_000;
  }
  readonly read = (): number => this.now;
}

export interface TestApp {
  app: App;
  /** The context of the shop the bare paths serve (shop 1, `main`). */
  ctx: AppContext;
  /** Every shop of the app, by slug (docs/decisions/0020-shop-routing.md). */
  shops: ShopDirectory;
  /** The instance's message worker, for every shop (not started: tests drive it by hand). */
  worker: MessageWorker;
  /** The sending at once of the confirmations this instance makes (not started, as the worker). */
  sendAtOnce: SendAtOnceControl;
  /** The platform's list of shops on this instance (its flush and tick run on timers too; tests call them). */
  shopList: ShopList;
  /** The app's database; `url` names it on PostgreSQL. */
  database: Database & { url?: string };
  /** The tables' owner (tests/helpers/db.ts), when the app made its own database. */
  owner: Db | undefined;
  clock: TestClock;
  close(): Promise<void>;
}

export interface TestAppOptions {
  clock?: TestClock;
  env?: Record<string, string>;
  sender?: OtpSender;
  logger?: FastifyBaseLogger;
  /** Reuse a database (two instances on one PostgreSQL database). */
  database?: Database;
  /** A built client to serve instead of dist/client. */
  clientDir?: string;
  /** Message channels to use instead of the configured ones. */
  channels?: Channel[];
  /** Options of the Web Push channel (an agent that trusts a local stand-in push service). */
  push?: Omit<PushChannelOptions, 'log'>;
  /** Shorter request timeouts than production's, for tests of slow clients. */
  timeouts?: Partial<HttpTimeouts>;
  /** The process's place among the machine's server processes. */
  share?: ProcessShare;
}

/** The real app, in-process, on a fresh database of its own. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chair-app-'));
  const env: Env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    OTP_SENDER: 'echo',
    // Most tests book far more than a customer would; the booking limits have tests of their own.
    BOOKINGS_PER_HOUR_PER_IP: '100000',
    BOOKINGS_PER_HOUR_PER_PHONE: '100000',
    // The push-service stand-ins listen on this machine; API tests name phones at push.example.net.
    PUSH_SERVICE_HOSTS: '127.0.0.1,localhost,push.example.net',
    ...options.env,
  });
  const made = options.database ? undefined : await createTestDatabase();
  const database = options.database ?? made;
  if (!database) throw new Error('no database');
  const clock = options.clock ?? new TestClock();
  const { app, ctx, shops, worker, sendAtOnce, shopList } = await buildApp({
    env,
    database,
    clock: clock.read,
    ...(options.sender ? { sender: options.sender } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.clientDir ? { clientDir: options.clientDir } : {}),
    ...(options.channels ? { channels: options.channels } : {}),
    ...(options.push ? { push: options.push } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    ...(options.share ? { share: options.share } : {}),
  });
  await app.ready();
  return {
    app,
    ctx,
    shops,
    worker,
    sendAtOnce,
    shopList,
    database,
    owner: made?.owner,
    clock,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
