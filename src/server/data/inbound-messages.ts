import { and, asc, desc, eq, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db, ShopDb, ShopTx, Tx } from '../db/client.js';
import { bookings, inboundMessages, inboundReceipts, shops, type InboundAction, type ReplyMenu } from '../db/schema.js';

/*
 * Messages customers wrote to a shop's WhatsApp number (docs/product/messages.md#replies-on-whatsapp):
 * stored first, then claimed and acted on once by a worker of any instance.
 */

export type InboundRow = typeof inboundMessages.$inferSelect;
export type { InboundAction, ReplyMenu };
export type NewInbound = Pick<typeof inboundMessages.$inferInsert, 'providerId' | 'numberId' | 'phone10' | 'body' | 'choice' | 'senderName' | 'sentAt'>;

/** The shop whose own WhatsApp number has this id, if any. */
export async function shopOfWhatsAppNumber(db: Tx, numberId: string): Promise<{ id: number; slug: string } | undefined> {
  const [shop] = await db.select({ id: shops.id, slug: shops.slug }).from(shops).where(eq(shops.whatsappNumberId, numberId));
  return shop;
}

/**
 * Stores a message as received, with its receipt: one delivered again (the same provider id) is
 * not stored twice, in this shop or another. Answers whether it was new.
 */
export async function storeInbound(db: ShopDb, message: NewInbound): Promise<boolean> {
  return db.transaction(async (tx) => {
    const receipt = await tx
      .insert(inboundReceipts)
      .values({ providerId: message.providerId })
      .onConflictDoNothing()
      .returning({ providerId: inboundReceipts.providerId });
    if (receipt.length === 0) return false;
    await tx.insert(inboundMessages).values(message);
    return true;
  });
}

/**
 * The active shops where this phone has an active booking, the latest booked first; through the
 * platform's handle, which reads every shop's bookings.
 */
export async function shopsOfActivePhone(platform: Db, phone10: string): Promise<{ id: number; slug: string }[]> {
  const rows = await platform
    .selectDistinctOn([bookings.shopId], { id: shops.id, slug: shops.slug, bookedAt: bookings.bookingTime })
    .from(bookings)
    .innerJoin(shops, eq(shops.id, bookings.shopId))
    .where(and(eq(bookings.customerPhone, phone10), inArray(bookings.status, ['waiting', 'serving']), eq(shops.status, 'active')))
    .orderBy(bookings.shopId, desc(bookings.bookingTime));
  return rows.sort((a, b) => b.bookedAt.getTime() - a.bookedAt.getTime()).map(({ id, slug }) => ({ id, slug }));
}

/**
 * Claims the earliest-sent message of any active shop still to act on or to answer, whose claim
 * (on the database's clock) is not held and whose sender has no earlier one still to act on, for
 * `leaseSeconds`; through the platform's handle, which reads and updates every shop's rows.
 * Another worker's row lock is skipped over.
 */
export async function claimInbound(platform: Db, leaseSeconds: number, skip: readonly number[]): Promise<InboundRow | null> {
  const open = platform
    .select({ shopId: inboundMessages.shopId, id: inboundMessages.id })
    .from(inboundMessages)
    .where(
      and(
        inArray(inboundMessages.status, ['pending', 'acted']),
        or(isNull(inboundMessages.leaseUntil), lte(inboundMessages.leaseUntil, sql`clock_timestamp()`)),
        skip.length > 0 ? notInArray(inboundMessages.id, [...skip]) : undefined,
        sql`exists (select 1 from ${shops} where ${shops.id} = ${inboundMessages.shopId} and ${shops.status} = 'active')`,
        // One sender's messages are acted on one after another, in the order he wrote them.
        sql`not exists (select 1 from inbound_messages earlier where earlier.shop_id = ${inboundMessages.shopId} and earlier.phone10 = ${inboundMessages.phone10}
          and earlier.status = 'pending' and (earlier.sent_at, earlier.id) < (${inboundMessages.sentAt}, ${inboundMessages.id}))`,
      ),
    )
    .orderBy(asc(inboundMessages.sentAt), asc(inboundMessages.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await platform
    .update(inboundMessages)
    .set({ attempts: sql`${inboundMessages.attempts} + 1`, leaseUntil: sql`clock_timestamp() + ${leaseSeconds}::integer * interval '1 second'` })
    .where(sql`(${inboundMessages.shopId}, ${inboundMessages.id}) = (${open})`)
    .returning();
  return claimed ?? null;
}

const byKey = (row: Pick<InboundRow, 'shopId' | 'id'>) => and(eq(inboundMessages.shopId, row.shopId), eq(inboundMessages.id, row.id));

/**
 * Records what a pending message did, in the transaction of the change it made (or alone, for one
 * that changed nothing), so a message is acted on once: true when it was still pending.
 */
export async function markActed(
  tx: ShopTx,
  row: Pick<InboundRow, 'shopId' | 'id'>,
  outcome: { action: InboundAction; bookingId: number | null; reply: string | null; replyMenu: ReplyMenu | null },
): Promise<boolean> {
  const marked = await tx
    .update(inboundMessages)
    .set({ status: 'acted', ...outcome })
    .where(and(byKey(row), eq(inboundMessages.status, 'pending')))
    .returning({ id: inboundMessages.id });
  return marked.length > 0;
}

/** The message as it is now, read through the platform's handle. */
export async function inboundNow(platform: Db, row: Pick<InboundRow, 'shopId' | 'id'>): Promise<InboundRow | undefined> {
  const [now] = await platform.select().from(inboundMessages).where(byKey(row));
  return now;
}

/** The reply went out (or is kept, on the echo channel): the message is done, its reply recorded. */
export async function markAnswered(platform: Db, row: Pick<InboundRow, 'shopId' | 'id'>, reply: string, now: number): Promise<void> {
  await platform
    .update(inboundMessages)
    .set({ status: 'done', reply, doneAt: new Date(now), leaseUntil: null, lastError: null })
    .where(and(byKey(row), eq(inboundMessages.status, 'acted')));
}

/** The reply could not go out: tried again after `retryInSeconds`, or given up (`failed`) when null. */
export async function markReplyFailed(platform: Db, row: Pick<InboundRow, 'shopId' | 'id'>, error: string, retryInSeconds: number | null): Promise<void> {
  await platform
    .update(inboundMessages)
    .set(
      retryInSeconds === null
        ? { status: 'failed', lastError: error, leaseUntil: null }
        : { lastError: error, leaseUntil: sql`clock_timestamp() + ${retryInSeconds}::integer * interval '1 second'` },
    )
    .where(and(byKey(row), eq(inboundMessages.status, 'acted')));
}

/** A message that keeps failing is given up, whatever it had reached. */
export async function giveUpInbound(platform: Db, row: Pick<InboundRow, 'shopId' | 'id'>, error: string): Promise<void> {
  await platform
    .update(inboundMessages)
    .set({ status: 'failed', lastError: error, leaseUntil: null })
    .where(and(byKey(row), inArray(inboundMessages.status, ['pending', 'acted'])));
}

/** A shop's inbound messages, newest first, before the message `before` when given. */
export function inboundPage(db: ShopTx, query: { before: number | undefined; limit: number }): Promise<InboundRow[]> {
  return db
    .select()
    .from(inboundMessages)
    .where(query.before === undefined ? undefined : lt(inboundMessages.id, query.before))
    .orderBy(desc(inboundMessages.id))
    .limit(query.limit);
}
