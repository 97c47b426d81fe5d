import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { shops } from './schema-shops.js';
import { platformRead, shopId, shopIsolation } from './shop-owned.js';

/**
 * Staff logins, customers, sessions, one-time codes and the server-wide tables (docs/product/roles.md).
 * Staff logins belong to a shop; the rest is global (docs/decisions/0019-shops.md).
 */

export const users = pgTable(
  'users',
  {
    shopId: shopId(),
    id: serial('id').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'barber'] }).notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'users_pkey', columns: [t.shopId, t.id] }),
    // A username is unique in its shop, regardless of case.
    uniqueIndex('users_username_key').on(t.shopId, sql`lower(${t.username})`),
    check('users_role_check', sql`${t.role} in ('admin', 'barber')`),
    shopIsolation(t.shopId),
    platformRead(),
  ],
);

/**
 * The platform's operators (docs/decisions/0021-platform-operator.md): they create, suspend and
 * watch shops, and belong to none. Made by `npm run operator`, never by a request.
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  // A username is unique regardless of case, as a shop's staff logins are.
  (t) => [uniqueIndex('operators_username_key').on(sql`lower(${t.username})`)],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull().unique(),
    name: text('name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [check('customers_phone_check', sql`${t.phone} ~ '^[0-9]{10}$'`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    /** A staff session's shop (its user's); null for a customer's. */
    shopId: integer('shop_id').references(() => shops.id),
    userId: integer('user_id'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** An operator's session names its operator, and no shop. */
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'cascade' }),
    /**
     * A customer's session made on a shop's own domain holds in that shop only: whoever holds the
     * domain could read its cookies (docs/decisions/0020-shop-routing.md). Null: every shop.
     */
    customerShopId: integer('customer_shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Exactly one owner: a customer (no shop), a shop's staff login (its shop), or an operator (no shop).
    check('sessions_owner_check', sql`num_nonnulls(${t.userId}, ${t.customerId}, ${t.operatorId}) = 1`),
    check('sessions_shop_check', sql`(${t.userId} is null) = (${t.shopId} is null)`),
    check('sessions_customer_shop_check', sql`${t.customerShopId} is null or ${t.customerId} is not null`),
    foreignKey({ name: 'sessions_user_fk', columns: [t.shopId, t.userId], foreignColumns: [users.shopId, users.id] }).onDelete('cascade'),
    index('sessions_user_idx').on(t.userId),
    index('sessions_customer_idx').on(t.customerId),
    index('sessions_operator_idx').on(t.operatorId),
  ],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    /** HMAC-SHA-256 of the code under the server secret; the code itself is never stored. */
    codeHmac: text('code_hmac').notNull(),
    expiresAt: instant('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: instant('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_phone_idx').on(t.phone, t.createdAt),
    check('one_time_codes_attempts_check', sql`${t.failedAttempts} >= 0`),
  ],
);

/** Server-wide settings that every instance must share, such as the generated secret key. */
export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Fixed-window counters shared by every instance (send limits per phone and per IP). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: instant('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * Invites to sign a shop up (docs/decisions/0021-platform-operator.md#sign-up): global, made by an
 * operator, used once. Only the code's sha256 is kept; `shop_id` is the shop it made.
 */
export const shopInvites = pgTable(
  'shop_invites',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull().unique(),
    createdBy: integer('created_by').references(() => operators.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    usedAt: instant('used_at'),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
  },
  (t) => [check('shop_invites_used_check', sql`${t.shopId} is null or ${t.usedAt} is not null`)],
);
