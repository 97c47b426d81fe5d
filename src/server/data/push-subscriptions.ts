import { and, count, eq, inArray } from 'drizzle-orm';
import type { ShopTx } from '../db/client.js';
import { pushSubscriptions } from '../db/schema.js';

/** A phone's Web Push subscription for one booking (docs/product/messages.md). */
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
/** The keys a subscription encrypts its messages with. */
export type PushKeys = Pick<PushSubscriptionRow, 'p256dh' | 'auth'>;

/** Whether any phone subscribed to this booking's messages. */
export async function hasPushSubscription(db: ShopTx, bookingId: number): Promise<boolean> {
  const [subscribed] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.bookingId, bookingId))
    .limit(1);
  return subscribed !== undefined;
}

/** Every subscription to this booking's messages. */
export async function pushSubscriptionsOfBooking(db: ShopTx, bookingId: number): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.bookingId, bookingId));
}

/** How many phones subscribed to this booking's messages. */
export async function pushSubscriptionCount(db: ShopTx, bookingId: number): Promise<number> {
  const [subscribed] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.bookingId, bookingId));
  return subscribed?.n ?? 0;
}

/** Gives the subscription of this booking and endpoint new keys; false when there is none. */
export async function renewPushKeys(tx: ShopTx, bookingId: number, endpoint: string, keys: PushKeys): Promise<boolean> {
  const sameEndpoint = and(eq(pushSubscriptions.bookingId, bookingId), eq(pushSubscriptions.endpoint, endpoint));
  const [existing] = await tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(sameEndpoint);
  if (!existing) return false;
  await tx.update(pushSubscriptions).set(keys).where(eq(pushSubscriptions.id, existing.id));
  return true;
}

/** Subscribes an endpoint to a booking, or gives it new keys when a racing request subscribed it first. */
export async function insertPushSubscription(tx: ShopTx, bookingId: number, endpoint: string, keys: PushKeys, at: Date): Promise<void> {
  await tx
    .insert(pushSubscriptions)
    .values({ bookingId, endpoint, ...keys, createdAt: at })
    .onConflictDoUpdate({ target: [pushSubscriptions.shopId, pushSubscriptions.bookingId, pushSubscriptions.endpoint], set: keys });
}

/** Ends the subscription of this endpoint to this booking. */
export async function deletePushSubscription(db: ShopTx, bookingId: number, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.bookingId, bookingId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Deletes subscriptions the push service said are gone. */
export async function deletePushSubscriptions(db: ShopTx, ids: readonly number[]): Promise<void> {
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
}
