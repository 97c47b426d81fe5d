import { sql } from 'drizzle-orm';
import { integer, pgPolicy, type PgColumn } from 'drizzle-orm/pg-core';
import { shops } from './schema-shops.js';

/**
 * What every shop-owned table shares (docs/decisions/0019-shops.md): a `shop_id` whose default is
 * the shop the transaction runs for, and the one policy that lets it see and write only that
 * shop's rows. The migration also forces row level security, which the schema DSL cannot say.
 */

/** `shop_id integer not null default current_shop_id() references shops(id)`. */
export const shopId = () =>
  integer('shop_id')
    .notNull()
    .default(sql`current_shop_id()`)
    .references(() => shops.id);

/** `shop_isolation`: rows of the current shop only, for reading and writing alike. */
export const shopIsolation = (column: PgColumn) =>
  pgPolicy('shop_isolation', {
    as: 'permissive',
    for: 'all',
    to: 'public',
    using: sql`${column} = current_shop_id()`,
    withCheck: sql`${column} = current_shop_id()`,
  });
