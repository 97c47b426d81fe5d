import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { AppContext, PlatformContext } from '../context.js';
import { shopsWithWaitingBookings, type ClaimedMessage } from '../data/messages.js';
import { loggableError } from '../log.js';
import type { ShopDirectory, ShopLookup } from '../services/shop-directory.js';
import { WHOLE_SHARE, type ProcessShare } from '../processes.js';
import type { SendAtOnceControl } from './at-once.js';
import { createPlatformClaims } from './claims.js';
import { LOOK_AHEAD_MS } from './messenger.js';

/** Messages one pass sends, one after another, before the worker looks at the plans again. */
const PASS = 20;
/** How often the worker looks for due messages, and at the plans of the shops with someone waiting whose next look has come. */
const DELIVER_EVERY_MS = 1000;
const REVIEW_EVERY_MS = 20_000;
/**
 * Lets the requests that came in meanwhile run before the next shop's look. A look at a held shop
 * reads its memory only, so a pass over a thousand of them would otherwise keep every request
 * waiting until it ended (docs/benchmarks.md, "What one PostgreSQL primary carries").
 */
const letRequestsIn = () => yieldToEventLoop();

/** When a message whose shop could not take it is looked at again. */
const RETRY_SHOP_MS = 60_000;

/**
 * The one message worker of an instance (docs/decisions/0007-messages-outbox.md): it serves every
 * shop of the platform, held in memory or not, at a cost that does not grow with the number of
 * shops while they are idle.
 */
export interface MessageWorker {
  /**
   * Sends the due messages of every shop, each once and one at a time: claimed across shops through
   * the platform's handle, then sent in its shop's context. Returns how many were claimed.
   */
  deliver(): Promise<number>;
  /**
   * Looks at the plans of every active shop with a booking waiting (of this process's share) whose
   * next look is due, and writes the messages they call for.
   */
  review(): Promise<void>;
  /**
   * One round: the due looks at the shops with someone waiting when 20 s have passed since the last
   * (`now`, epoch ms), and those of the barbers a loaded shop changed; then every due message.
   */
  round(now?: number): Promise<void>;
  /** Starts the background loop, a round every second, and the sending at once of this instance's confirmations. */
  start(): void;
  /** Stops both, and waits for the round in progress and the messages handed over. */
  stop(): Promise<void>;
}

/**
 * `share`: this process's place among its machine's server processes (docs/decisions/0022-server-processes.md).
 * `atOnce`: what this instance's changes hand over to send right after their commit, which runs
 * while the worker does (messages/at-once.ts).
 * They share the look every 20 s by shop id, each looking at the shops whose id falls to its place,
 * so a machine looks at each shop's plans once, not once per process. Each process still looks at
 * once at the barbers whose plans changed through it, and sends any shop's due messages.
 */
export function createMessageWorker(
  platform: PlatformContext,
  shops: ShopDirectory,
  share: ProcessShare = WHOLE_SHARE,
  atOnce?: SendAtOnceControl,
): MessageWorker {
  const { log } = platform;
  const handle = platform.database.platform;
  // Claimed, read and settled on the platform's handle: its connections keep one scope, so a message
  // costs no change of scope on top of its statements.
  const claims = createPlatformClaims(handle, log, platform.env.MESSAGE_LEASE_SECONDS);

  /** Barbers whose plans changed in each loaded shop since the last look, while the loop runs. */
  const changed = new Map<number, Set<number>>();
  /**
   * When each shop's plans are next looked at whole (the clock's epoch ms), from what its last look
   * saw ahead (docs/decisions/0007-messages-outbox.md, "The next look"). A shop of this process's
   * place without one is due; one of another place has one only while a change made here is near.
   */
  const nextLook = new Map<number, number>();
  const inShare = (shopId: number) => shopId % share.count === share.place;

  /** Whether a shop's look is due at `now`; one set further ahead than a look sees is (the clock went back). */
  function isDue(shopId: number, now: number): boolean {
    const next = nextLook.get(shopId);
    if (next === undefined) return inShare(shopId);
    return next <= now || next > now + LOOK_AHEAD_MS;
  }
  const unsubscribers = new Map<number, () => void>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let lastReview = Number.NEGATIVE_INFINITY;

  shops.onLoad((ctx) => {
    // Only changes made here: the instance that made a change looks at its barber's plan, and the
    // look every 20 s by every instance catches a change whose instance stopped first. Looking again
    // on hearing it from elsewhere read the barber's bookings anew on every instance for each change.
    const unsubscribe = ctx.store.subscribe((change, source) => {
      if (timer === null || source === 'elsewhere' || (change.kind !== 'bookings' && change.kind !== 'durations')) {
        // No look at once at a barber: the next look every 20 s takes the whole shop. It is the net
        // under an instance that stopped before its own look, and sees what the shop's settings,
        // services or barbers changed (the hours, the minutes that make a turn near).
        if (inShare(ctx.shopId) || source === 'here') nextLook.set(ctx.shopId, platform.clock());
        return;
      }
      let barbers = changed.get(ctx.shopId);
      if (!barbers) {
        barbers = new Set();
        changed.set(ctx.shopId, barbers);
      }
      barbers.add(change.barberId);
    });
    unsubscribers.set(ctx.shopId, unsubscribe);
  });
  shops.onUnload((ctx) => {
    unsubscribers.get(ctx.shopId)?.();
    unsubscribers.delete(ctx.shopId);
    changed.delete(ctx.shopId);
  });

  /**
   * One shop's look at its plans, and when they may next call for a message; a fault in one shop
   * leaves the others to be looked at, and this one to the next look.
   */
  async function reviewShop(ctx: AppContext, barberIds?: readonly number[]): Promise<number> {
    try {
      return await ctx.messenger.review(barberIds);
    } catch (error) {
      log.error({ err: loggableError(error), shopId: ctx.shopId }, 'looking at a shop plan failed');
      return platform.clock();
    }
  }

  /** Looks at every shop whose look is due; returns the shops it looked at. */
  async function reviewDue(): Promise<Set<number>> {
    const waiting = await shopsWithWaitingBookings(handle);
    // A shop with nobody waiting has nothing to look at until a booking changes it.
    const busy = new Set(waiting);
    for (const shopId of nextLook.keys()) if (!busy.has(shopId)) nextLook.delete(shopId);
    const looked = new Set<number>();
    for (const shopId of waiting) {
      if (!isDue(shopId, platform.clock())) continue;
      await letRequestsIn();
      // A shop not held is looked at in a context of its own, not loaded: with more shops busy than
      // the instance holds, loading each for its look pushed out another every time, held shops
      // that requests were using included (docs/decisions/0020-shop-routing.md).
      const found = await shops.forLook(shopId);
      if (found.kind !== 'open') {
        nextLook.delete(shopId);
        continue;
      }
      const lookedAt = platform.clock();
      const next = await reviewShop(found.ctx);
      looked.add(shopId);
      // A shop of another place is left to that place's look once nothing is near.
      if (inShare(shopId) || next < lookedAt + LOOK_AHEAD_MS) nextLook.set(shopId, next);
      else nextLook.delete(shopId);
    }
    return looked;
  }

  /** The look at once at the barbers a change made here moved, which may bring the shop's next look nearer. */
  async function reviewChanged(shopId: number, barbers: Set<number>): Promise<void> {
    const ctx = shops.loaded(shopId);
    if (!ctx) return;
    const lookedAt = platform.clock();
    const next = await reviewShop(ctx, [...barbers]);
    const known = nextLook.get(shopId);
    if (known !== undefined) nextLook.set(shopId, Math.min(known, next));
    else if (!inShare(shopId) && next < lookedAt + LOOK_AHEAD_MS) nextLook.set(shopId, next);
  }

  /** Hands a claimed message to its shop; one whose shop was suspended meanwhile is not sent. */
  async function deliverOne(message: ClaimedMessage): Promise<void> {
    let found: ShopLookup;
    try {
      found = await shops.byId(message.shopId);
    } catch (error) {
      // The claim runs out and the message is taken again, by this worker or another.
      log.error({ err: loggableError(error), messageId: message.id, shopId: message.shopId }, 'the shop of a message could not be loaded');
      return;
    }
    if (found.kind !== 'open') {
      // Suspended after the claim: not an attempt; the message waits with the shop's others.
      const now = platform.clock();
      const outcome = { status: 'pending' as const, attempts: message.attempts - 1, dueAt: new Date(now + RETRY_SHOP_MS) };
      await claims.settle(message, outcome, now);
      return;
    }
    try {
      await found.ctx.messenger.deliverClaimed(message, claims);
    } catch (error) {
      log.error({ err: loggableError(error), messageId: message.id, shopId: message.shopId }, 'sending a message failed');
    }
  }

  async function deliver(): Promise<number> {
    // One sent in this pass is not taken again before the next.
    const handled: number[] = [];
    while (handled.length < PASS) {
      const message = await claims.next(platform.clock(), handled);
      if (!message) break;
      handled.push(message.id);
      await deliverOne(message);
    }
    return handled.length;
  }

  async function round(now = Date.now()): Promise<void> {
    let due = [...changed];
    changed.clear();
    if (now - lastReview >= REVIEW_EVERY_MS) {
      lastReview = now;
      // The shops it looked at whole need no look at their changed barbers.
      const looked = await reviewDue();
      due = due.filter(([shopId]) => !looked.has(shopId));
    }
    for (const [shopId, barbers] of due) {
      await letRequestsIn();
      await reviewChanged(shopId, barbers);
    }
    while ((await deliver()) === PASS);
  }

  function tick(): void {
    running = round()
      .catch((error: unknown) => {
        log.error({ err: loggableError(error) }, 'message round failed');
      })
      .finally(() => {
        running = null;
        if (timer !== null) timer = setTimeout(tick, DELIVER_EVERY_MS);
      });
  }

  return {
    deliver,
    async review() {
      await reviewDue();
    },
    round,
    start() {
      if (timer !== null) return;
      timer = setTimeout(tick, 0);
      atOnce?.start();
    },
    async stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      changed.clear();
      await Promise.all([running, atOnce?.stop()]);
    },
  };
}
