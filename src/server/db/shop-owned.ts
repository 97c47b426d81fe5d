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

/**
 * The role the platform's handle runs as (docs/decisions/0021-platform-operator.md): it looks
 * across shops, so it reads the few shop-owned tables it needs whatever `app.shop_id` says.
 */
export const PLATFORM_ROLE = 'chair_platform';

/** `platform_read`: the platform's role reads every shop's rows of the table; nobody else gains anything. */
export const platformRead = () =>
  pgPolicy('platform_read', { as: 'permissive', for: 'select', to: PLATFORM_ROLE, using: sql`true` });

/** `platform_update`: the platform's role updates every shop's rows of the table (claiming messages). */
export const platformUpdate = () =>
  pgPolicy('platform_update', { as: 'permissive', for: 'update', to: PLATFORM_ROLE, using: sql`true`, withCheck: sql`true` });

/** `shop_isolation`: rows of the current shop only, for reading and writing alike. */
export const shopIsolation = (column: PgColumn) =>
  pgPolicy('shop_isolation', {
    as: 'permissive',
    for: 'all',
    to: 'public',
    using: sql`${column} = current_shop_id()`,
    withCheck: sql`${column} = current_shop_id()`,
  });
