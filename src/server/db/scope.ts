import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';

/*
 * Who a handle's statements run as (docs/decisions/0019-shops.md): the app's role, or the
 * connecting user, and the shop whose rows row-level security lets them see, if any.
 */

/** The role the app runs as; the migration makes it when the migrating user may. */
export const APP_ROLE = 'chair_app';

/** The role the platform's handle runs as: it reads across shops (docs/decisions/0021-platform-operator.md). */
export { PLATFORM_ROLE } from './shop-owned.js';

export interface Scope {
  /** `APP_ROLE`, or `none`: the connecting user itself (what `SET ROLE NONE` means). */
  role: string;
  /** The shop whose rows the statements see; null: none (the global tables only). */
  shopId: number | null;
}

/** The connecting user with no shop: what the migrations run as. */
export const OWNER_SCOPE: Scope = { role: 'none', shopId: null };

/** A scope, or one that must first be worked out (the role, once per database). */
export type ScopeSource = () => Scope | Promise<Scope>;

const scopeKey = (scope: Scope) => `${scope.role}/${scope.shopId ?? ''}`;
const scopeParams = (scope: Scope) => [scope.role, scope.shopId === null ? '' : String(scope.shopId)];

/** The shop id a scope may carry: a positive whole number, or a programming error. */
export function checkedShopId(shopId: number): number {
  if (!Number.isSafeInteger(shopId) || shopId < 1) throw new Error(`not a shop id: ${String(shopId)}`);
  return shopId;
}

const SET_SESSION_SCOPE = `select set_config('role', $1, false), set_config('app.shop_id', $2, false)`;

/**
 * Puts a connection into `scope` for its session. Until it has, it is remembered as carrying no
 * scope; the caller discards a connection for which this failed.
 */
async function takeSessionScope(client: pg.PoolClient, scope: Scope, carried: CarriedScopes): Promise<void> {
  carried.delete(client);
  await client.query(SET_SESSION_SCOPE, scopeParams(scope));
  carried.set(client, scopeKey(scope));
}

/**
 * The scope each pooled connection carries now, for every scoped view of one pool. A connection
 * that failed to take its scope is forgotten and discarded, so a remembered scope is always true.
 */
export type CarriedScopes = WeakMap<object, string>;

/**
 * Moves an idle connection that carries `key` to where the pool lends from next (the end of
 * pg-pool's idle list, a field of its own), so that handles of different scopes, the global one
 * and a shop's, keep to connections of their own while several are idle instead of switching one
 * back and forth. Only a preference: the scope is checked after the checkout all the same, and
 * without that list nothing moves.
 */
function preferCarrying(pool: pg.Pool, carried: CarriedScopes, key: string): void {
  const idle: unknown = Reflect.get(pool, '_idle');
  if (!Array.isArray(idle) || idle.length < 2) return;
  const items = idle as unknown[];
  const carries = (item: unknown) => {
    const client: unknown = typeof item === 'object' && item !== null ? Reflect.get(item, 'client') : undefined;
    return typeof client === 'object' && client !== null && carried.get(client) === key;
  };
  if (carries(items.at(-1))) return;
  const index = items.findLastIndex(carries);
  if (index >= 0) items.push(...items.splice(index, 1));
}

/** The scope for the rest of a transaction, as a statement with its values written in. */
function scopeStatement(client: pg.PoolClient, scope: Scope): string {
  // Both literals are ours: the role's name and a checked shop id.
  const [role, shopId] = scopeParams(scope).map((value) => client.escapeLiteral(value));
  return `select set_config('role', ${role}, true), set_config('app.shop_id', ${shopId}, true)`;
}

/** A transaction's first statement, as drizzle sends it: `begin`, perhaps with its modes. */
const BEGIN = /^\s*begin\b[^;]*$/i;

function textOf(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  const text: unknown = typeof config === 'object' && config !== null ? Reflect.get(config, 'text') : undefined;
  return typeof text === 'string' ? text : undefined;
}

/**
 * What every transaction of a handle does first, in the round trip of its `begin`: a statement of
 * ours without parameters (a lock to take), or nothing.
 */
export type Opening = string | null;

/**
 * A connection lent for one transaction. When it carries another scope, the transaction takes its
 * own in the round trip of its `begin` (`set_config(…, true)`, which ends with it), so the
 * connection keeps the scope it carried; the handle's opening statement goes in that round trip
 * too. Should the first statement not be a `begin`, the connection takes the scope for its session
 * first, as a single statement's does, and the opening runs before the statement. A first
 * statement that fails gives the connection back, discarded: drizzle releases a transaction's
 * connection only once its `begin` has succeeded.
 */
function lentForTransaction(client: pg.PoolClient, scope: Scope | null, carried: CarriedScopes, opening: Opening): pg.PoolClient {
  let first = true;
  async function query(config: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    if (!first) return client.query(config, values);
    first = false;
    try {
      const text = textOf(config);
      const taken = scope === null ? [] : [scopeStatement(client, scope)];
      const after = opening === null ? [] : [opening];
      if (taken.length + after.length > 0 && text !== undefined && BEGIN.test(text) && (values === undefined || values.length === 0)) {
        const results = (await client.query([text, ...taken, ...after].join('; '))) as unknown as pg.QueryResult[];
        const begun = results[0];
        if (!begun) throw new Error('begin answered nothing');
        return begun;
      }
      if (scope !== null) await takeSessionScope(client, scope, carried);
      if (opening !== null) await client.query(opening);
      return await client.query(config, values);
    } catch (error) {
      // Whatever the connection carries now is unknown: the pool discards it.
      carried.delete(client);
      client.release(error instanceof Error ? error : true);
      throw error;
    }
  }
  const lent = Object.create(client) as pg.PoolClient;
  Object.defineProperty(lent, 'query', { value: query });
  return lent;
}

/**
 * A view of `pool` whose every connection runs in `scopeOf`'s scope. Its prototype is the pool
 * itself, so drizzle's node-postgres session still knows it for a pool (it checks out one
 * connection per transaction, with `connect`). A single statement's connection is put into the
 * scope for its session as it is checked out, and only when it carries another, so a connection
 * that keeps serving one shop costs no extra round trip, and one that served another shop never
 * shows that shop's rows; a transaction takes its scope in its `begin` (`lentForTransaction`).
 */
export function scopedPool(pool: pg.Pool, scopeOf: ScopeSource, carried: CarriedScopes, opening: Opening = null): pg.Pool {
  /** A connection, and the scope it still has to take (null: it carries it). */
  async function checkOut(): Promise<{ client: pg.PoolClient; scope: Scope | null }> {
    // Worked out before the checkout: working out the role itself needs a connection.
    const scope = await scopeOf();
    const key = scopeKey(scope);
    preferCarrying(pool, carried, key);
    const client = await pool.connect();
    return { client, scope: carried.get(client) === key ? null : scope };
  }

  async function connect(): Promise<pg.PoolClient> {
    const { client, scope } = await checkOut();
    if (scope === null) return client;
    try {
      await takeSessionScope(client, scope, carried);
    } catch (error) {
      // Whatever the connection carries now is unknown: the pool discards it.
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    return client;
  }

  /** One statement on a connection of its own, as pg.Pool's `query` runs it. */
  async function query(config: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const client = await connect();
    try {
      const result = await client.query(config, values);
      client.release();
      return result;
    } catch (error) {
      // As pg.Pool does: a connection that saw an error is not reused.
      client.release(error instanceof Error ? error : true);
      throw error;
    }
  }

  /** A connection for one transaction (drizzle's node-postgres session asks for it). */
  async function connectForTransaction(): Promise<pg.PoolClient> {
    const { client, scope } = await checkOut();
    return lentForTransaction(client, scope, carried, opening);
  }

  const view = Object.create(pool) as pg.Pool;
  Object.defineProperties(view, { connect: { value: connectForTransaction }, query: { value: query } });
  return view;
}

const SET_LOCAL_SCOPE = `select set_config('role', $1, true), set_config('app.shop_id', $2, true)`;

/** The part of PGlite drizzle's PGlite session uses: statements and transactions. */
type PgliteRunner = Pick<PGlite, 'query' | 'transaction'>;

/**
 * The embedded database has one connection, shared by every handle: each statement and each
 * transaction of a scoped handle runs in a transaction of its own that first takes the scope for
 * itself alone (`set_config(…, true)`), so no scope outlives it; a transaction then runs the
 * handle's opening.
 */
export function scopedPglite(client: PGlite, scopeOf: ScopeSource, opening: Opening = null): PgliteRunner {
  // The scope is worked out before the transaction opens: working out the role needs the database.
  const enter = async (tx: PgliteTransaction, scope: Scope) => {
    await tx.query(SET_LOCAL_SCOPE, scopeParams(scope));
  };
  const runner: PgliteRunner = {
    async query(text, params, options) {
      const scope = await scopeOf();
      return client.transaction(async (tx) => {
        await enter(tx, scope);
        return tx.query(text, params, options);
      });
    },
    async transaction(work) {
      const scope = await scopeOf();
      return client.transaction(async (tx) => {
        await enter(tx, scope);
        if (opening !== null) await tx.query(opening);
        return work(tx);
      });
    },
  };
  return runner;
}
