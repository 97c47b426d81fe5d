import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { bookingById, bookingOfShop, type BookingRow } from '../data/bookings.js';
import {
  claimNextMessage,
  claimNextMessageOfAnyShop,
  renewClaim,
  settleClaim,
  settleClaimOnPlatform,
  type ClaimAtWriting,
  type ClaimedMessage,
  type Outcome,
} from '../data/messages.js';
import type { Db, ShopDb } from '../db/client.js';
import { loggableError } from '../log.js';

export interface Claims {
  /** Claims the most overdue message, or one whose claim ran out, leaving out `skip`; null when none. */
  next(now: number, skip: readonly number[]): Promise<ClaimedMessage | null>;
  /**
   * A claim for messages about to be written (`insertClaimedMessages`), and the moment on the
   * monotonic clock it was asked for: `adopt` each message written under it.
   */
  forWriting(): { claim: ClaimAtWriting; askedAt: number };
  /** Holds a message written under a claim of `forWriting`, as if `next` had claimed it at `askedAt`. */
  adopt(message: ClaimedMessage, askedAt: number): void;
  /** The booking a claimed message is about, as the database has it now. */
  booking(message: ClaimedMessage): Promise<BookingRow | undefined>;
  /** Extends the lease of a claim that still holds; false when another worker has taken it over. */
  renew(message: ClaimedMessage): Promise<boolean>;
  /**
   * Whether the claim still holds, asked just before the provider gets the message: a claim made
   * here less than half a lease ago holds without asking (its lease cannot have run out, and only
   * a lease that ran out lets another worker take it), any other is renewed.
   */
  holds(message: ClaimedMessage): Promise<boolean>;
  /** Renews the lease every third of it until the returned function is called; that waits for a renewal under way. */
  keep(message: ClaimedMessage): () => Promise<void>;
  /** Records the outcome, only if the claim still holds: a worker that lost it changes nothing. */
  settle(message: ClaimedMessage, outcome: Outcome, now: number): Promise<void>;
}

/** The statements claims run, on a shop's handle or on the platform's. */
interface ClaimStatements {
  claim(claim: { now: number; skip: readonly number[]; claimToken: string; leaseSeconds: number }): Promise<ClaimedMessage | null>;
  booking(message: ClaimedMessage): Promise<BookingRow | undefined>;
  settle(message: ClaimedMessage, outcome: Outcome, now: number): Promise<boolean>;
  renew(message: ClaimedMessage, leaseSeconds: number): Promise<boolean>;
}

/** One shop's messages, through its handle: a shop's own `deliver` (tests drive it by hand). */
function shopStatements(db: ShopDb): ClaimStatements {
  return {
    claim: (claim) => claimNextMessage(db, claim),
    booking: (message) => bookingById(db, message.bookingId),
    settle: (message, outcome, now) => settleClaim(db, message, outcome, now),
    renew: (message, leaseSeconds) => renewClaim(db, message, leaseSeconds),
  };
}

/**
 * Every shop's messages, through the platform's handle (docs/decisions/0021-platform-operator.md):
 * the instance's worker claims, reads the booking and records the outcome on connections that keep
 * the platform's scope, each row found by its whole key.
 */
function platformStatements(platform: Db): ClaimStatements {
  return {
    claim: (claim) => claimNextMessageOfAnyShop(platform, claim),
    booking: (message) => bookingOfShop(platform, message.shopId, message.bookingId),
    settle: (message, outcome, now) => settleClaimOnPlatform(platform, message, outcome, now),
    renew: (message, leaseSeconds) => renewClaim(platform, message, leaseSeconds),
  };
}

/** A monotonic clock in milliseconds: how long ago a claim was made, whatever the wall clock does. */
export type Monotonic = () => number;

/**
 * Claims on outbox messages (docs/decisions/0007-messages-outbox.md). Each message is claimed on
 * its own, under a token of its own and a lease of `leaseSeconds` on the database's clock, which
 * every instance shares. The holder renews the lease while it works on the message, and every
 * renewal and outcome names the token, so a worker whose claim was taken over records nothing.
 */
function createClaims(statements: ClaimStatements, log: FastifyBaseLogger, leaseSeconds: number, monotonic: Monotonic): Claims {
  const renewEveryMs = (leaseSeconds * 1000) / 3;
  /** When each message claimed here was asked for: its lease started after that. */
  const claimedAt = new WeakMap<ClaimedMessage, number>();
  /** Claims a renewal found taken over. */
  const lost = new WeakSet<ClaimedMessage>();

  async function next(now: number, skip: readonly number[]): Promise<ClaimedMessage | null> {
    const asked = monotonic();
    const message = await statements.claim({ now, skip, claimToken: randomUUID(), leaseSeconds });
    if (message) claimedAt.set(message, asked);
    return message;
  }

  function renew(message: ClaimedMessage): Promise<boolean> {
    return statements.renew(message, leaseSeconds);
  }

  function holds(message: ClaimedMessage): Promise<boolean> {
    if (lost.has(message)) return Promise.resolve(false);
    const asked = claimedAt.get(message);
    if (asked !== undefined && monotonic() - asked < (leaseSeconds * 1000) / 2) return Promise.resolve(true);
    return renew(message);
  }

  function keep(message: ClaimedMessage): () => Promise<void> {
    let holding = true;
    let renewal: Promise<void> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const beat = async (): Promise<void> => {
      try {
        if (!(await renew(message)) && holding) {
          holding = false;
          lost.add(message);
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
    const settled = await statements.settle(message, outcome, now);
    if (!settled) log.warn({ messageId: message.id, status: outcome.status }, 'message outcome not recorded: another worker took the message over');
  }

  return {
    next,
    forWriting: () => ({ claim: { claimToken: randomUUID(), leaseSeconds }, askedAt: monotonic() }),
    adopt(message, askedAt) {
      claimedAt.set(message, askedAt);
    },
    booking: (message) => statements.booking(message),
    renew,
    holds,
    keep,
    settle,
  };
}

/** Claims on one shop's messages, through its handle. */
export function createShopClaims(db: ShopDb, log: FastifyBaseLogger, leaseSeconds: number, monotonic: Monotonic = performance.now.bind(performance)): Claims {
  return createClaims(shopStatements(db), log, leaseSeconds, monotonic);
}

/** Claims on every shop's messages, through the platform's handle: the instance's worker. */
export function createPlatformClaims(platform: Db, log: FastifyBaseLogger, leaseSeconds: number, monotonic: Monotonic = performance.now.bind(performance)): Claims {
  return createClaims(platformStatements(platform), log, leaseSeconds, monotonic);
}
