import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import type { ClaimAtWriting, ClaimedMessage } from '../data/messages.js';
import type { Db } from '../db/client.js';
import { loggableError } from '../log.js';
import type { BookingRow } from '../services/store.js';
import { createPlatformClaims, type Monotonic } from './claims.js';

/**
 * Messages due the moment a change is made (a booking's confirmation), written already claimed by
 * the instance making the change and sent by it right after the commit
 * (docs/decisions/0007-messages-outbox.md, "Sent at once"): no worker has to find and claim them,
 * nor read their booking again. The outbox's promises hold: a message exists only if its change
 * committed, and one whose instance stops before sending it is taken over when its lease runs out.
 */
export interface SendAtOnce {
  /** A claim for the messages a change is about to write, or null: then they are written pending, for any worker. */
  claim(): PendingHandOver | null;
  /** After the commit: sends the messages written under `handOver`'s claim, in the background, one at a time. */
  hand(ctx: Pick<AppContext, 'messenger'>, handOver: PendingHandOver, messages: readonly ClaimedMessage[], booking: BookingRow): void;
}

/** A claim given out for messages about to be written, and when it was asked for. */
export interface PendingHandOver {
  claim: ClaimAtWriting;
  askedAt: number;
}

export interface SendAtOnceControl extends SendAtOnce {
  /** From now on, claims are given out (the instance's worker runs). */
  start(): void;
  /** Gives out no more claims, and waits for what was handed over to be sent. */
  stop(): Promise<void>;
  /** Resolves once everything handed over so far was sent or given up. */
  idle(): Promise<void>;
}

/**
 * Messages handed over and not yet sent, at most: past it, a change writes its messages pending and
 * the worker sends them, so a slow channel grows no queue in memory.
 */
export const AT_ONCE_QUEUE = 100;

export interface SendAtOnceOptions {
  /** Changes handed over and waiting at most (default AT_ONCE_QUEUE). */
  queue?: number;
  monotonic?: Monotonic;
}

export function createSendAtOnce(platform: Db, log: FastifyBaseLogger, leaseSeconds: number, options: SendAtOnceOptions = {}): SendAtOnceControl {
  const limit = options.queue ?? AT_ONCE_QUEUE;
  // Sent and settled through the platform's handle, as the worker does (docs/decisions/0021-platform-operator.md).
  const claims = createPlatformClaims(platform, log, leaseSeconds, options.monotonic);
  let running = false;
  /** Changes whose messages were handed over and are not yet sent. */
  let queued = 0;
  let tail: Promise<void> = Promise.resolve();

  async function send(ctx: Pick<AppContext, 'messenger'>, handOver: PendingHandOver, message: ClaimedMessage, booking: BookingRow): Promise<void> {
    claims.adopt(message, handOver.askedAt);
    try {
      await ctx.messenger.deliverClaimed(message, claims, booking);
    } catch (error) {
      // The claim runs out and a worker takes the message over.
      log.error({ err: loggableError(error), messageId: message.id, shopId: message.shopId }, 'sending a message at once failed');
    }
  }

  return {
    claim() {
      // A change that fails after this hands nothing over; its claim is simply never used.
      if (!running || queued >= limit) return null;
      return claims.forWriting();
    },
    hand(ctx, handOver, messages, booking) {
      // Whatever was written is sent, even while stopping: `stop` waits for it.
      queued += 1;
      tail = tail.then(async () => {
        for (const message of messages) await send(ctx, handOver, message, booking);
        queued -= 1;
      });
    },
    start() {
      running = true;
    },
    async stop() {
      running = false;
      await tail;
    },
    idle: () => tail,
  };
}
