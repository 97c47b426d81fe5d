import type { PgDatabase, PgQueryResultHKT, PgTransactionConfig } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/*
 * The handles the data layer runs on (docs/decisions/0019-shops.md). The global handle sees the
 * global tables and no shop's rows; a shop's handle sees that shop's rows (row-level security keyed
 * on `app.shop_id`). A function on a shop-owned table takes a `ShopTx`, so the global handle cannot
 * be handed to it by mistake: the type checker refuses it.
 */

export type Schema = typeof schema;
/** One type for both drivers: the services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction of either driver. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A transaction or a handle itself: functions on the global tables accept either, of any scope. */
export type Tx = Transaction | Db;

declare const shopScope: unique symbol;

/** Marks a handle or transaction that runs in one shop's scope; no value carries it at run time. */
interface ShopScoped {
  readonly [shopScope]: true;
}

/** A transaction opened in a shop's scope stays in it: its callback gets a `ShopTransaction`. */
interface ShopDbTransactions {
  transaction<T>(work: (tx: ShopTransaction) => Promise<T>, config?: PgTransactionConfig): Promise<T>;
}

/** A savepoint inside a shop's transaction is in the shop's scope too. */
interface ShopSavepoints {
  transaction<T>(work: (tx: ShopTransaction) => Promise<T>): Promise<T>;
}

/** A transaction on a shop's handle. */
export type ShopTransaction = ShopScoped & ShopSavepoints & Transaction;

/**
 * Locks the shop's change counter (`shops.event_seq`) for the rest of the transaction. A change
 * takes it before any other lock, so changes of one shop never wait for each other in a circle, and
 * they number their messages in the order they commit (docs/product/architecture.md#live-updates).
 * Other shops' counters are other rows: they never wait for it. Written for the round trip of a
 * transaction's `begin` (`db/scope.ts`): no parameters.
 */
export const LOCK_CHANGE_COUNTER = 'select event_seq from shops where id = current_shop_id() for no key update';

/** Transactions that change the shop: each holds the shop's change counter from its `begin` on. */
interface ShopChanges {
  change<T>(work: (tx: ShopTransaction) => Promise<T>): Promise<T>;
}

/** A handle on which every statement and transaction runs in one shop's scope (`Database.forShop`). */
export type ShopDb = ShopScoped & ShopDbTransactions & ShopChanges & Db;
/** A shop's handle or one of its transactions: what every function on a shop-owned table takes. */
export type ShopTx = ShopTransaction | ShopDb;

/**
 * Names a handle the plumbing opened in a shop's scope (`db/scope.ts`) for what it is: the one
 * place a plain handle becomes a shop's. `changes` is a handle of the same scope whose every
 * transaction opens with `LOCK_CHANGE_COUNTER`.
 */
export function shopHandle(db: Db, changes: Db): ShopDb {
  const change: ShopChanges['change'] = (work) => changes.transaction((tx) => work(tx as ShopTransaction));
  return Object.assign(db, { change }) as ShopDb;
}

/** Rows of a raw `execute` result: both drivers answer `{ rows }`, which the shared type cannot say. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
