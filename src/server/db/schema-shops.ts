import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ShopSummary } from '../../shared/schemas/shop-list.js';
import { createdAt, instant } from './columns.js';

/**
 * The shops this server hosts (docs/decisions/0019-shops.md): a global table, no shop_id, no row
 * security. A shop's name, time zone, address and phone live in its `shop_settings` row.
 */
export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    /** Lowercase letters, digits and inner hyphens, 1 to 40 characters. */
    slug: text('slug').notNull().unique(),
    status: text('status', { enum: ['active', 'suspended'] }).notNull().default('active'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** A host name of the shop's own that serves it at the bare paths, lowercase; none by default. */
    domain: text('domain').unique(),
    /**
     * The number of the shop's latest live change (docs/product/architecture.md#live-updates): each
     * change takes the next one inside its transaction, so a shop's numbers have no gaps.
     */
    eventSeq: bigint('event_seq', { mode: 'number' }).notNull().default(0),
    /**
     * The WhatsApp Cloud API number id of the shop's own WhatsApp number (docs/product/messages.md#replies-on-whatsapp):
     * messages written to it are the shop's. None: the platform's number serves the shop.
     */
    whatsappNumberId: text('whatsapp_number_id').unique(),
    /** Whether the platform's list of shops (`/shops`) shows it: its owner's choice, off by default. */
    listed: boolean('listed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('shops_slug_check', sql`${t.slug} ~ '^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$'`),
    check('shops_status_check', sql`${t.status} in ('active', 'suspended')`),
    check('shops_domain_check', sql`${t.domain} = lower(${t.domain})`),
    check(
      'shops_location_check',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180))`,
    ),
  ],
);

/**
 * What the platform's list of shops shows of each shop as it works (docs/product/shop-list.md): its
 * name and place, the inputs of its state and its shortest wait, worked out once per change by an
 * instance that holds the shop and read by every instance. A global table: a visitor of the list
 * reads every shop's row at once, and no row holds a customer's data.
 */
export const shopSummaries = pgTable('shop_summaries', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  summary: jsonb('summary').$type<ShopSummary>().notNull(),
  computedAt: instant('computed_at').notNull(),
});
