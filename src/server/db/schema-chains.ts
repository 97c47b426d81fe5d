import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './schema-auth.js';
import { createdAt } from './columns.js';
import { shops } from './schema-shops.js';

/**
 * An owner's shops run as branches of one chain (docs/product/shop-list.md#branches): a global
 * table, since a chain spans shops.
 */
export const chains = pgTable(
  'chains',
  {
    id: serial('id').primaryKey(),
    /** The chain's public page, `/c/{slug}`: as a shop's slug. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('chains_slug_check', sql`${t.slug} ~ '^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$'`)],
);

/**
 * Which chain a shop is a branch of, and the owner's admin login in that shop: the one login the
 * owner switches between branches with. A shop is a branch of one chain at most.
 */
export const chainMembers = pgTable(
  'chain_members',
  {
    shopId: integer('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    chainId: integer('chain_id')
      .notNull()
      .references(() => chains.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id').notNull(),
  },
  (t) => [
    foreignKey({ name: 'chain_members_owner_fk', columns: [t.shopId, t.ownerUserId], foreignColumns: [users.shopId, users.id] }).onDelete('cascade'),
  ],
);
