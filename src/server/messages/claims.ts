import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { claimNextMessage, renewClaim, settleClaim, type ClaimedMessage, type Outcome } from '../data/messages.js';
import type { ShopDb } from '../db/client.js';
import { loggableError } from '../log.js';

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
export function createClaims(db: ShopDb, log: FastifyBaseLogger, leaseSeconds: number): Claims {
  const renewEveryMs = (leaseSeconds * 1000) / 3;

  function next(now: number, skip: readonly number[]): Promise<ClaimedMessage | null> {
    return claimNextMessage(db, { now, skip, claimToken: randomUUID(), leaseSeconds });
  }

  function renew(message: ClaimedMessage): Promise<boolean> {
    return renewClaim(db, message, leaseSeconds);
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
    const settled = await settleClaim(db, message, outcome, now);
    if (!settled) log.warn({ messageId: message.id, status: outcome.status }, 'message outcome not recorded: another worker took the message over');
  }

  return { next, renew, keep, settle };
}
