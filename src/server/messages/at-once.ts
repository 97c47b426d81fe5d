import { performance } from 'node:perf_hooks';
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
 * nor, when they go out at once, read their booking again. The outbox's promises hold: a message
 * exists only if its change committed, and one whose instance does not send it is taken over by a
 * worker when its lease runs out.
 */
export interface SendAtOnce {
  /**
   * A claim for the messages a change is about to write, or null: then they are written pending,
   * for any worker. Each claim given out is then handed over, or dropped when the change fails.
   */
  claim(): PendingHandOver | null;
  /** After the commit: sends the messages written under `handOver`'s claim (none, perhaps), in the background, one at a time. */
  hand(ctx: Pick<AppContext, 'messenger'>, handOver: PendingHandOver, messages: readonly ClaimedMessage[], booking: BookingRow): void;
  /** The change failed: its claim wrote nothing. */
  drop(handOver: PendingHandOver): void;
}

/** A claim given out for messages about to be written, and when it was asked for. */
export interface PendingHandOver {
  claim: ClaimAtWriting;
  askedAt: number;
}

export interface SendAtOnceControl extends SendAtOnce {
  /** From now on, claims are given out (the instance's worker runs). */
  start(): void;
  /**
   * Gives out no more claims and waits for the send under way. Those still waiting are left to
   * the workers: their claims run out within a lease.
   */
  stop(): Promise<void>;
  /** Resolves once everything handed over so far was sent, given up or left. */
  idle(): Promise<void>;
}

/**
 * Changes whose messages wait to be sent, at most, counted from their claim: past it, a change
 * writes its messages pending and the worker sends them, so a slow channel grows no queue in memory.
 */
export const AT_ONCE_QUEUE = 100;

/**
 * How long after its commit a message goes out with its booking as the change left it. One that
 * waited longer (behind a slow channel) reads its booking first, as a worker does: it may have
 * been cancelled, or its messages stopped, meanwhile.
 */
export const AS_LEFT_MS = 1000;

export interface SendAtOnceOptions {
  /** Changes waiting at most (default AT_ONCE_QUEUE). */
  queue?: number;
  monotonic?: Monotonic;
}

export function createSendAtOnce(platform: Db, log: FastifyBaseLogger, leaseSeconds: number, options: SendAtOnceOptions = {}): SendAtOnceControl {
  const limit = options.queue ?? AT_ONCE_QUEUE;
  const monotonic = options.monotonic ?? performance.now.bind(performance);
  // Sent and settled through the platform's handle, as the worker does (docs/decisions/0021-platform-operator.md).
  const claims = createPlatformClaims(platform, log, leaseSeconds, monotonic);
  let running = false;
  /** Claims given out whose change has not been sent, handed over or dropped yet. */
  let outstanding = 0;
  let tail: Promise<void> = Promise.resolve();

  async function send(ctx: Pick<AppContext, 'messenger'>, message: ClaimedMessage, booking: BookingRow, handedAt: number): Promise<void> {
    try {
      const asLeft = monotonic() - handedAt <= AS_LEFT_MS;
      await ctx.messenger.deliverClaimed(message, claims, asLeft ? booking : undefined);
    } catch (error) {
      // The claim runs out and a worker takes the message over.
      log.error({ err: loggableError(error), messageId: message.id, shopId: message.shopId }, 'sending a message at once failed');
    }
  }

  return {
    claim() {
      if (!running || outstanding >= limit) return null;
      outstanding += 1;
      return claims.forWriting();
    },
    hand(ctx, handOver, messages, booking) {
      if (messages.length === 0) {
        outstanding -= 1;
        return;
      }
      const handedAt = monotonic();
      for (const message of messages) claims.adopt(message, handOver.askedAt);
      tail = tail.then(async () => {
        // Once stopping, the rest wait for a worker.
        for (const message of messages) if (running) await send(ctx, message, booking, handedAt);
        outstanding -= 1;
      });
    },
    drop() {
      outstanding -= 1;
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
