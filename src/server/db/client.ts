import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { loggableError } from '../log.js';
import { AppRoleRefused, resolveAppRole, resolvePlatformRole } from './app-role.js';
import { makeWritableDir } from './data-dir.js';
import { acquireDirLock } from './dir-lock.js';
import { stopAfterPanic } from './embedded-panic.js';
import { LOCK_CHANGE_COUNTER, shopHandle, type Db, type ShopDb } from './handles.js';
import { createPgListener, SILENT_LOG, type DatabaseLog } from './pg-listener.js';

/** The requests' connections in pg_stat_activity: PGAPPNAME, or "chair"; the platform's add "platform". */
export const poolName = (): string => process.env.PGAPPNAME ?? 'chair';
import { prepareStatements } from './prepared-statements.js';
import * as schema from './schema.js';
import { checkedShopId, OWNER_SCOPE, scopedPglite, scopedPool, type CarriedScopes, type Opening, type ScopeSource } from './scope.js';

export { rowsOf, type Db, type Schema, type ShopDb, type ShopTransaction, type ShopTx, type Transaction, type Tx } from './handles.js';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * An open database and its handles (docs/decisions/0019-shops.md). Every handle runs as the app's
 * role (`appRole`); only the migrations run as the connecting user.
 */
export interface Database {
  /** The global handle: the global tables (customers, sessions, codes, config, rate limits), no shop's rows. */
  db: Db;
  /** The handle of one shop: every statement and transaction on it sees that shop's rows only. */
  forShop(shopId: number): ShopDb;
  /**
   * The platform's handle (docs/decisions/0021-platform-operator.md): runs as `chair_platform` with
   * no shop, so it reads every shop's bookings, settings, barbers and logins and reads and updates
   * every shop's messages, and writes nothing else of a shop's.
   */
  platform: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a NOTIFY channel; resolves once listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  /**
   * Called each time the LISTEN connection is back after it was lost: notifications sent meanwhile
   * were missed. Never called on the embedded database, whose notifications cannot be lost.
   */
  onListenRestored(handler: () => void): void;
  /** Applies the pending migrations as the connecting user. */
  migrate(): Promise<void>;
  /**
   * The role the handles run as, worked out once after the migrations: `chair_app`, or `none` (the
   * connecting user, when it does not bypass row-level security). Rejects with `AppRoleRefused`
   * when neither is safe; the server checks it before it starts.
   */
  appRole(): Promise<string>;
  close(): Promise<void>;
}

interface Handles {
  db: Db;
  platform: Db;
  forShop: (shopId: number) => ShopDb;
  appRole: () => Promise<string>;
  /** Works the role out again at its next use (the migrations may have made it). */
  forgetRole: () => void;
}

/**
 * The handles of one database, each opened by `open` in the scope it is given; `owner` runs as the
 * connecting user, and works out the role.
 */
function scopedHandles(owner: Db, open: (scopeOf: ScopeSource, opening?: Opening) => Db, openPlatform: (scopeOf: ScopeSource) => Db = open): Handles {
  let role: Promise<string> | undefined;
  const appRole = (): Promise<string> =>
    (role ??= resolveAppRole(owner).catch((error: unknown) => {
      // A refusal stands; a fault (a lost connection) is tried again at the next use.
      if (!(error instanceof AppRoleRefused)) role = undefined;
      throw error;
    }));
  let platformRole: Promise<string> | undefined;
  const platformRoleOf = (): Promise<string> =>
    (platformRole ??= appRole()
      .then((app) => resolvePlatformRole(owner, app))
      .catch((error: unknown) => {
        platformRole = undefined;
        throw error;
      }));
  const shops = new Map<number, ShopDb>();
  return {
    db: open(async () => ({ role: await appRole(), shopId: null })),
    platform: openPlatform(async () => ({ role: await platformRoleOf(), shopId: null })),
    forShop: (shopId) => {
      const id = checkedShopId(shopId);
      let handle = shops.get(id);
      if (!handle) {
        const scopeOf = async () => ({ role: await appRole(), shopId: id });
        handle = shopHandle(open(scopeOf), open(scopeOf, LOCK_CHANGE_COUNTER));
        shops.set(id, handle);
      }
      return handle;
    },
    appRole,
    forgetRole: () => {
      role = undefined;
      platformRole = undefined;
    },
  };
}

export function pgliteExtensions() {
  return { btree_gist };
}

/** Wraps an open PGlite instance (a data directory, memory, or a clone of a template). */
export function fromPglite(client: PGlite, release: () => Promise<void> = async () => {}): Database {
  stopAfterPanic(client);
  // The migrations run on the connection itself: its own user, no scope.
  const migrator = drizzlePglite({ client, schema });
  const handles = scopedHandles(migrator, (scopeOf, opening) => drizzlePglite({ client: scopedPglite(client, scopeOf, opening) as PGlite, schema }));
  return {
    db: handles.db,
    forShop: handles.forShop,
    platform: handles.platform,
    appRole: handles.appRole,
    kind: 'pglite',
    async listen(channel, onPayload) {
      await client.listen(channel, onPayload);
    },
    onListenRestored: () => undefined,
    async migrate() {
      await migratePglite(migrator, { migrationsFolder });
      handles.forgetRole();
    },
    async close() {
      await client.close();
      await release();
    },
  };
}

/** Opens the embedded database in `dataDir`, holding a lock so no second process opens it. */
export async function openEmbedded(dataDir: string): Promise<Database> {
  const dir = path.resolve(dataDir);
  await makeWritableDir(dir);
  const release = await acquireDirLock(dir);
  try {
    const client = await PGlite.create(path.join(dir, 'pgdata'), { extensions: pgliteExtensions() });
    return fromPglite(client, release);
  } catch (error) {
    await release();
    throw error;
  }
}

/** Connections of the platform's handle, beside the pool of `poolSize`. */
export const PLATFORM_POOL_SIZE = 2;

/**
 * A pool of connections named `name` (PostgreSQL's `application_name`). A dropped connection emits
 * 'error' whether it is idle in the pool or lent to a request (a transaction holds one between its
 * statements), once or twice per drop. Every client listens for it from birth, so none is
 * unhandled: the query that used it fails (answered 503), and the pool discards it on release and
 * opens a new one for the next request.
 */
function newPool(url: string, max: number, name: string, log: DatabaseLog): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    keepAlive: true,
    application_name: name,
    // A server that does not answer at all fails the request (503) instead of holding it.
    connectionTimeoutMillis: 10_000,
  });
  const reported = new WeakSet<pg.Client>();
  pool.on('connect', (client) => {
    prepareStatements(client);
    client.on('error', (error) => {
      if (reported.has(client)) return;
      reported.add(client);
      log.warn({ err: loggableError(error) }, 'a database connection was lost');
    });
  });
  // The pool also reports the loss of an idle client, which the client's own listener logged.
  pool.on('error', () => undefined);
  return pool;
}

export interface PostgresOptions {
  /** Connections in the pool (the platform's handle has PLATFORM_POOL_SIZE more, LISTEN one). */
  poolSize?: number;
  log?: DatabaseLog;
}

/**
 * Opens a pool on a PostgreSQL server; LISTEN runs on one connection of its own. A connection the
 * server drops (restart, failover, pg_terminate_backend) is never fatal: see
 * docs/decisions/0014-database-faults.md.
 */
export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const log = options.log ?? SILENT_LOG;
  const pool = newPool(url, options.poolSize ?? 10, poolName(), log);
  // The platform's handle has connections of its own: the message worker's claims and outcomes
  // and the operator's reads never take a request's connection from its scope, nor wait for one.
  const platformPool = newPool(url, PLATFORM_POOL_SIZE, `${poolName()} platform`, log);
  // Every other handle is a view of the one pool; a connection is put into a handle's scope as it is
  // checked out, only when it carries another (docs/decisions/0019-shops.md).
  const carried: CarriedScopes = new WeakMap();
  const open = (scopeOf: ScopeSource, opening?: Opening) => drizzlePg({ client: scopedPool(pool, scopeOf, carried, opening), schema });
  const openPlatform = (scopeOf: ScopeSource) => drizzlePg({ client: scopedPool(platformPool, scopeOf, new WeakMap()), schema });
  // The migrations run as the connecting user, with no shop.
  const migrator = open(() => OWNER_SCOPE);
  const handles = scopedHandles(migrator, open, openPlatform);
  const listener = createPgListener({ url, log });

  return {
    db: handles.db,
    forShop: handles.forShop,
    platform: handles.platform,
    appRole: handles.appRole,
    kind: 'postgres',
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    onListenRestored(handler) {
      listener.onRestored(handler);
    },
    async migrate() {
      await migratePg(migrator, { migrationsFolder });
      handles.forgetRole();
    },
    async close() {
      await listener.close();
      await Promise.all([pool.end(), platformPool.end()]);
    },
  };
}

/** The database the environment asks for: PostgreSQL when DATABASE_URL is set, else embedded. */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string; poolSize?: number; log?: DatabaseLog }): Promise<Database> {
  if (!options.databaseUrl) return openEmbedded(options.dataDir);
  return openPostgres(options.databaseUrl, {
    ...(options.poolSize === undefined ? {} : { poolSize: options.poolSize }),
    ...(options.log ? { log: options.log } : {}),
  });
}
