import { eq, sql } from 'drizzle-orm';
import type { ShopStatus } from '../../shared/schemas/platform.js';
import { rowsOf, type Db, type Transaction, type Tx } from '../db/client.js';
import { shops, shopSettings, users } from '../db/schema.js';

/*
 * The platform's view of its shops (docs/decisions/0021-platform-operator.md). Reading across shops
 * takes the platform's handle (`Database.platform`); making a shop takes the global handle.
 */

export interface PlatformShopRow extends Record<string, unknown> {
  id: number;
  slug: string;
  name: string;
  time_zone: string;
  status: ShopStatus;
  domain: string | null;
  whatsapp_number_id: string | null;
  created_at: string | Date;
  waiting_now: number;
  served_today: number;
}

/**
 * Every shop (or one) with its name and time zone, who is waiting today and how many were served
 * today, "today" in each shop's own time zone: one query, on the platform's handle.
 */
export async function platformShops(platform: Db, now: Date, shopId?: number): Promise<PlatformShopRow[]> {
  const only = shopId === undefined ? sql`` : sql`where s.id = ${shopId}`;
  return rowsOf<PlatformShopRow>(
    await platform.execute(sql`
      with zoned as (
        select s.id, s.slug, s.status, s.domain, s.whatsapp_number_id, s.created_at, coalesce(ss.shop_name, '') as name,
               coalesce(ss.time_zone, 'Asia/Kolkata') as time_zone,
               (${now.toISOString()}::timestamptz at time zone coalesce(ss.time_zone, 'Asia/Kolkata'))::date as today
          from shops s left join shop_settings ss on ss.shop_id = s.id ${only})
      select z.id, z.slug, z.name, z.time_zone, z.status, z.domain, z.whatsapp_number_id, z.created_at,
             count(*) filter (where b.status = 'waiting'
               and (coalesce(b.slot_start, b.booking_time) at time zone z.time_zone)::date = z.today)::int as waiting_now,
             count(*) filter (where b.status = 'completed'
               and (b.finished_at at time zone z.time_zone)::date = z.today)::int as served_today
        from zoned z
        left join bookings b on b.shop_id = z.id and b.status in ('waiting', 'completed')
       group by z.id, z.slug, z.name, z.time_zone, z.status, z.domain, z.whatsapp_number_id, z.created_at
       order by z.id`),
  );
}

export interface NewShopRows {
  slug: string;
  name: string;
  timeZone: string;
  ownerUsername: string;
  ownerPasswordHash: string;
}

/**
 * Writes a new shop in `tx`, a transaction of the global handle: its shops row, then, in the new
 * shop's scope for the rest of the transaction (row security lets only its own rows in), its
 * settings (closed, no barbers or services) and its owner's admin login. Answers the shop's id.
 */
export async function insertShop(tx: Transaction, rows: NewShopRows): Promise<number> {
  const [shop] = await tx.insert(shops).values({ slug: rows.slug }).returning({ id: shops.id });
  if (!shop) throw new Error('insert shops returned nothing');
  await tx.execute(sql`select set_config('app.shop_id', ${String(shop.id)}, true)`);
  await tx.insert(shopSettings).values({ shopId: shop.id, shopName: rows.name, timeZone: rows.timeZone, isOpen: false });
  await tx.insert(users).values({ shopId: shop.id, username: rows.ownerUsername, passwordHash: rows.ownerPasswordHash, role: 'admin' });
  return shop.id;
}

/** Sets a shop's status; false when there is no such shop. */
export async function setShopStatus(db: Tx, shopId: number, status: ShopStatus): Promise<boolean> {
  const changed = await db.update(shops).set({ status }).where(eq(shops.id, shopId)).returning({ id: shops.id });
  return changed.length > 0;
}

/** Sets a shop's own domain (null: none); false when there is no such shop. */
export async function setShopDomain(db: Tx, shopId: number, domain: string | null): Promise<boolean> {
  const changed = await db.update(shops).set({ domain }).where(eq(shops.id, shopId)).returning({ id: shops.id });
  return changed.length > 0;
}

/** Sets the id of a shop's own WhatsApp number (null: none); false when there is no such shop. */
export async function setShopWhatsAppNumber(db: Tx, shopId: number, numberId: string | null): Promise<boolean> {
  const changed = await db.update(shops).set({ whatsappNumberId: numberId }).where(eq(shops.id, shopId)).returning({ id: shops.id });
  return changed.length > 0;
}
