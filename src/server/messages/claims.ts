import { randomUUID } from 'node:crypto';
import { and, asc, eq, lte, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { messages } from '../db/schema.js';
import { loggableError } from '../log.js';

type MessageRow = typeof messages.$inferSelect;

/** A message one worker has claimed: its token is the claim, until settled or taken over. */
export type ClaimedMessage = MessageRow & { claimToken: string };

/** What a worker may record of a message it holds: its new status and what goes with it. */
export type Outcome = Partial<Omit<MessageRow, 'id' | 'claimToken' | 'leaseUntil'>>;

export interface Claims {
  /** Claims the most overdue message, or one whose claim ran out, leaving out `skip`; null when none. */
  next(now: number, skip: readonly number[]): Promise<ClaimedMessage | null>;
  /** Extends the lease of a claim that still holds; false when another worker has taken it over. */
  renew(message: ClaimedMessage): Promise<boolean>;
  /** Renews the lease every third of it until the returned function is called; that waits for a renewal under way. */
  keep(message: ClaimedMessage): () => Promise<void>;
  /** Records the outcome, only if the claim still holds: a worker that lost it changes nothing. */
  settle(message: ClaimedMessage, outcome: Outcome, now: number): Promise<void>;
}

/**
 * Claims on outbox messages (docs/decisions/0007-messages-outbox.md). Each message is claimed on
 * its own, under a token of its own and a lease of `leaseSeconds` on the database's clock, which
 * every instance shares. The holder renews the lease while it works on the message, and every
 * renewal and outcome names the token, so a worker whose claim was taken over records nothing.
 */
export function createClaims(db: Db, log: FastifyBaseLogger, leaseSeconds: number): Claims {
  const leaseEnd = () => sql`clock_timestamp() + ${leaseSeconds}::integer * interval '1 second'`;
  const renewEveryMs = (leaseSeconds * 1000) / 3;
  const heldBy = (message: ClaimedMessage) =>
    and(eq(messages.id, message.id), eq(messages.claimToken, message.claimToken), eq(messages.status, 'sending'));

  async function next(now: number, skip: readonly number[]): Promise<ClaimedMessage | null> {
    return db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(
            or(
              and(eq(messages.status, 'pending'), lte(messages.dueAt, new Date(now))),
              and(eq(messages.status, 'sending'), lte(messages.leaseUntil, sql`clock_timestamp()`)),
            ),
            skip.length > 0 ? notInArray(messages.id, [...skip]) : undefined,
          ),
        )
        .orderBy(asc(messages.dueAt), asc(messages.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const claimToken = randomUUID();
      const [claimed] = await tx
        .update(messages)
        .set({ status: 'sending', attempts: sql`${messages.attempts} + 1`, claimToken, leaseUntil: leaseEnd(), updatedAt: new Date(now) })
        .where(eq(messages.id, due.id))
        .returning();
      return claimed ? { ...claimed, claimToken } : null;
    });
  }

  async function renew(message: ClaimedMessage): Promise<boolean> {
    const renewed = await db.update(messages).set({ leaseUntil: leaseEnd() }).where(heldBy(message)).returning({ id: messages.id });
    return renewed.length > 0;
  }

  function keep(message: ClaimedMessage): () => Promise<void> {
    let holding = true;
    let renewal: Promise<void> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const beat = async (): Promise<void> => {
      try {
        if (!(await renew(message)) && holding) {
          holding = false;
          log.warn({ messageId: message.id }, 'message claim taken over while it was being sent');
        }
      } catch (error) {
        // The next beat tries again: the lease outlasts two missed renewals.
        log.warn({ err: loggableError(error), messageId: message.id }, 'message claim not renewed');
      }
      if (holding) schedule();
    };
    const schedule = () => {
      timer = setTimeout(() => {
        renewal = beat();
      }, renewEveryMs);
    };
    schedule();
    return async () => {
      holding = false;
      clearTimeout(timer);
      await renewal;
    };
  }

  async function settle(message: ClaimedMessage, outcome: Outcome, now: number): Promise<void> {
    const settled = await db
      .update(messages)
      .set({ ...outcome, claimToken: null, leaseUntil: null, updatedAt: new Date(now) })
      .where(heldBy(message))
      .returning({ id: messages.id });
    if (settled.length === 0) log.warn({ messageId: message.id, status: outcome.status }, 'message outcome not recorded: another worker took the message over');
  }

  return { next, renew, keep, settle };
}
