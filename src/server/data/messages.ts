import { and, asc, desc, eq, inArray, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { MessageKind, MessageStatus } from '../../shared/constants.js';
import { rowsOf, type Db, type ShopDb, type ShopTx } from '../db/client.js';
import { messages, shops } from '../db/schema.js';

/*
 * The outbox of messages to customers (docs/decisions/0007-messages-outbox.md): written inside the
 * change that caused them, claimed one at a time by the workers of every instance.
 */

export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;
/** A message one worker has claimed: its token is the claim, until settled or taken over. */
export type ClaimedMessage = MessageRow & { claimToken: string };
/** What a worker may record of a message it holds: its new status and what goes with it. */
export type Outcome = Partial<Omit<MessageRow, 'id' | 'claimToken' | 'leaseUntil'>>;

/** Writes messages; one whose dedupe key is already there (decided twice) is left out. */
export async function insertMessages(tx: ShopTx, rows: NewMessageRow[]): Promise<void> {
  await tx.insert(messages).values(rows).onConflictDoNothing({ target: [messages.shopId, messages.dedupeKey] });
}

/** A claim a message takes as it is written, for the instance that writes it to send it after the commit. */
export interface ClaimAtWriting {
  claimToken: string;
  leaseSeconds: number;
}

/**
 * Writes messages already claimed under `claim`, as the worker's claim would leave them (sending,
 * one attempt, the lease from now on the database's clock); answers those written, each left out
 * as `insertMessages` leaves it out.
 */
export async function insertClaimedMessages(tx: ShopTx, rows: NewMessageRow[], claim: ClaimAtWriting): Promise<ClaimedMessage[]> {
  const { claimToken, leaseSeconds } = claim;
  const written = await tx
    .insert(messages)
    .values(rows.map((row) => ({ ...row, status: 'sending' as const, attempts: 1, claimToken, leaseUntil: leaseEnd(leaseSeconds) })))
    .onConflictDoNothing({ target: [messages.shopId, messages.dedupeKey] })
    .returning();
  return written.map((row) => ({ ...row, claimToken }));
}

/** Newest first, before the message `before` when given, by status unless `all`. */
export async function messagesPage(
  db: ShopTx,
  query: { status: MessageStatus | 'all'; before: number | undefined; limit: number },
): Promise<MessageRow[]> {
  const filters: SQL[] = [];
  if (query.status !== 'all') filters.push(eq(messages.status, query.status));
  if (query.before !== undefined) filters.push(lt(messages.id, query.before));
  return db
    .select()
    .from(messages)
    .where(and(...filters))
    .orderBy(desc(messages.id))
    .limit(query.limit);
}

/** Deletes a booking's messages of this kind that no worker has taken yet. */
export async function deletePendingMessagesOfBooking(tx: ShopTx, bookingId: number, kind: MessageKind): Promise<void> {
  await tx.delete(messages).where(and(eq(messages.bookingId, bookingId), eq(messages.kind, kind), eq(messages.status, 'pending')));
}

/** Deletes the messages with these dedupe keys that no worker has taken yet. */
export async function deletePendingMessagesByKey(tx: ShopTx, keys: readonly string[]): Promise<void> {
  await tx.delete(messages).where(and(inArray(messages.dedupeKey, [...keys]), eq(messages.status, 'pending')));
}

const leaseEnd = (leaseSeconds: number) => sql`clock_timestamp() + ${leaseSeconds}::integer * interval '1 second'`;
// By the whole key, so the platform's handle (no shop scope) finds the row by its index too.
const heldBy = (message: ClaimedMessage) =>
  and(
    eq(messages.shopId, message.shopId),
    eq(messages.id, message.id),
    eq(messages.claimToken, message.claimToken),
    eq(messages.status, 'sending'),
  );

/**
 * Claims the most overdue message of the handle's shop, or one whose lease (on the database's clock) ran out, leaving
 * out `skip`, under `claimToken`; null when there is none. Another worker's lock is skipped over.
 */
export function claimNextMessage(db: ShopDb, claim: Claim): Promise<ClaimedMessage | null> {
  return claimNext(db, claim, undefined);
}

/**
 * Claims the most overdue message of any shop, as `claimNextMessage` does one shop's: through the
 * platform's handle (docs/decisions/0021-platform-operator.md), whose role may read and update
 * every shop's messages. The claimed row names its shop. A suspended shop's messages wait, unclaimed,
 * until it is resumed.
 */
export function claimNextMessageOfAnyShop(platform: Db, claim: Claim): Promise<ClaimedMessage | null> {
  return claimNext(platform, claim, sql`exists (select 1 from ${shops} where ${shops.id} = ${messages.shopId} and ${shops.status} = 'active')`);
}

interface Claim {
  now: number;
  skip: readonly number[];
  claimToken: string;
  leaseSeconds: number;
}

/**
 * One statement, so a claim is one round trip: the subquery picks and locks the row (skipping rows
 * another worker holds), the update claims it by its key. A message being sent was due when it was
 * claimed, so every candidate is due by `now`: said outright, it bounds the scan of the due index,
 * which also holds the messages put off to the morning.
 */
async function claimNext(db: Db, claim: Claim, shopFilter: SQL | undefined): Promise<ClaimedMessage | null> {
  const { now, skip, claimToken } = claim;
  const due = db
    .select({ shopId: messages.shopId, id: messages.id })
    .from(messages)
    .where(
      and(
        lte(messages.dueAt, new Date(now)),
        or(
          and(eq(messages.status, 'pending'), lte(messages.dueAt, new Date(now))),
          and(eq(messages.status, 'sending'), lte(messages.leaseUntil, sql`clock_timestamp()`)),
        ),
        skip.length > 0 ? notInArray(messages.id, [...skip]) : undefined,
        shopFilter,
      ),
    )
    .orderBy(asc(messages.dueAt), asc(messages.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(messages)
    .set({
      status: 'sending',
      attempts: sql`${messages.attempts} + 1`,
      claimToken,
      leaseUntil: leaseEnd(claim.leaseSeconds),
      updatedAt: new Date(now),
    })
    .where(sql`(${messages.shopId}, ${messages.id}) = (${due})`)
    .returning();
  return claimed ? { ...claimed, claimToken } : null;
}

/**
 * Extends the lease of a claim that still holds; false when another worker has taken it over. The
 * shop's handle or the platform's: the claim is found by its whole key either way.
 */
export async function renewClaim(db: Db, message: ClaimedMessage, leaseSeconds: number): Promise<boolean> {
  const renewed = await db
    .update(messages)
    .set({ leaseUntil: leaseEnd(leaseSeconds) })
    .where(heldBy(message))
    .returning({ id: messages.id });
  return renewed.length > 0;
}

/** Records a claimed message's outcome and ends the claim, only if it still holds; false when it did not. */
export function settleClaim(db: ShopTx, message: ClaimedMessage, outcome: Outcome, now: number): Promise<boolean> {
  return settle(db, message, outcome, now);
}

/** Records the outcome of a message the platform's worker claimed, by the claim's whole key. */
export function settleClaimOnPlatform(platform: Db, message: ClaimedMessage, outcome: Outcome, now: number): Promise<boolean> {
  return settle(platform, message, outcome, now);
}

async function settle(db: Db, message: ClaimedMessage, outcome: Outcome, now: number): Promise<boolean> {
  const settled = await db
    .update(messages)
    .set({ ...outcome, claimToken: null, leaseUntil: null, updatedAt: new Date(now) })
    .where(heldBy(message))
    .returning({ id: messages.id });
  return settled.length > 0;
}

/**
 * The active shops that have a booking waiting: the only ones whose plans may call for a message.
 * Asked barber by barber, so each look is a probe of the (barber, status) index, not a scan of
 * every booking the platform ever took.
 */
export async function shopsWithWaitingBookings(platform: Db): Promise<number[]> {
  const rows = rowsOf<{ shop_id: number }>(
    await platform.execute(
      sql`select distinct br.shop_id from barbers br join shops s on s.id = br.shop_id
          where s.status = 'active'
            and exists (select 1 from bookings b where b.barber_id = br.id and b.shop_id = br.shop_id and b.status = 'waiting')
          order by br.shop_id`,
    ),
  );
  return rows.map((row) => row.shop_id);
}
