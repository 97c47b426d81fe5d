import { and, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { oneTimeCodes } from '../db/schema.js';

/*
 * Login codes sent to customers' phones (docs/product/roles.md), stored as HMACs. A phone's codes
 * form a chain that shares one budget of failed attempts.
 */

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
export type NewOneTimeCodeRow = typeof oneTimeCodes.$inferInsert;

/** When the phone's latest live code whose tries are used up expires, if it has one. */
export async function exhaustedCodeExpiry(db: Tx, phone: string, now: number, maxFailedAttempts: number): Promise<Date | undefined> {
  const [locked] = await db
    .select({ expiresAt: oneTimeCodes.expiresAt })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.phone, phone),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, new Date(now)),
        gte(oneTimeCodes.failedAttempts, maxFailedAttempts),
      ),
    )
    .orderBy(desc(oneTimeCodes.expiresAt))
    .limit(1);
  return locked?.expiresAt;
}

/** Makes one phone's sends take turns until the transaction ends. */
export async function lockPhoneCodes(tx: Tx, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
}

/** Deletes the phone's unconsumed codes and answers what their budget and expiry were. */
export async function deleteUnconsumedCodes(tx: Tx, phone: string): Promise<{ failedAttempts: number; expiresAt: Date }[]> {
  return tx
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.phone, phone), isNull(oneTimeCodes.consumedAt)))
    .returning({ failedAttempts: oneTimeCodes.failedAttempts, expiresAt: oneTimeCodes.expiresAt });
}

export async function insertCode(tx: Tx, values: NewOneTimeCodeRow): Promise<void> {
  await tx.insert(oneTimeCodes).values(values);
}

/** Deletes every code that expired before `before`. */
export async function deleteCodesExpiredBefore(tx: Tx, before: Date): Promise<void> {
  await tx.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, before));
}

/** The id of the phone's latest unconsumed code. */
export async function latestUnconsumedCodeId(db: Tx, phone: string): Promise<number | undefined> {
  const [latest] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.phone, phone), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  return latest?.id;
}

/**
 * Counts one attempt on a live code before it is compared, only while fewer than `maxFailedAttempts`
 * are counted: concurrent attempts wait for each other and re-check. Answers the code's HMAC.
 */
export async function reserveAttempt(db: Tx, codeId: number, now: Date, maxFailedAttempts: number): Promise<string | undefined> {
  const [reserved] = await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, codeId),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
        lt(oneTimeCodes.failedAttempts, maxFailedAttempts),
      ),
    )
    .returning({ codeHmac: oneTimeCodes.codeHmac });
  return reserved?.codeHmac;
}

export async function codeById(db: Tx, codeId: number): Promise<OneTimeCodeRow | undefined> {
  const [row] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, codeId));
  return row;
}

/** Consumes a code and hands its reserved attempt back; false when another request consumed it first. */
export async function consumeCode(tx: Tx, codeId: number, at: Date): Promise<boolean> {
  const [consumed] = await tx
    .update(oneTimeCodes)
    .set({ consumedAt: at, failedAttempts: sql`${oneTimeCodes.failedAttempts} - 1` })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return consumed !== undefined;
}
