import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { AppContext, PlatformContext } from '../context.js';
import { shopsWithWaitingBookings, type ClaimedMessage } from '../data/messages.js';
import { loggableError } from '../log.js';
import type { ShopDirectory, ShopLookup } from '../services/shop-directory.js';
import { WHOLE_SHARE, type ProcessShare } from '../processes.js';
import type { SendAtOnceControl } from './at-once.js';
import { createPlatformClaims } from './claims.js';
import { inboundIsOn } from '../whatsapp.js';
import { createInboundHandler, replySenderFor } from './inbound.js';

/** Messages one pass sends, one after another, before the worker looks at the plans again. */
const PASS = 20;
/** How often the worker looks for due messages, and at the plans of every shop with someone waiting. */
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
  /** Acts on and answers what customers wrote to the shops' WhatsApp numbers (messages/inbound.ts); returns how many it took. */
  handleInbound(): Promise<number>;
  /** Looks at the plans of every active shop with a booking waiting (of this process's share), and writes the messages they call for. */
  review(): Promise<void>;
  /**
   * One round: the plans of every shop with someone waiting when 20 s have passed since the last
   * look (`now`, epoch ms), else those of the barbers a loaded shop changed; then every due message,
   * then what customers wrote.
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
  // Without the webhook nothing is written to the shops' numbers: no claim to ask for every second.
  const inbound = inboundIsOn(platform.env) ? createInboundHandler(platform, shops, replySenderFor(platform.env)) : null;

  /** Barbers whose plans changed in each loaded shop since the last look, while the loop runs. */
  const changed = new Map<number, Set<number>>();
  const unsubscribers = new Map<number, () => void>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let lastReview = Number.NEGATIVE_INFINITY;

  shops.onLoad((ctx) => {
    // Only changes made here: the instance that made a change looks at its barber's plan, and the
    // look every 20 s by every instance catches a change whose instance stopped first. Looking again
    // on hearing it from elsewhere read the barber's bookings anew on every instance for each change.
    const unsubscribe = ctx.store.subscribe((change, source) => {
      if (timer === null || source === 'elsewhere' || (change.kind !== 'bookings' && change.kind !== 'durations')) return;
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

  /** One shop's look at its plans; a fault in one shop leaves the others to be looked at. */
  async function reviewShop(ctx: AppContext, barberIds?: readonly number[]): Promise<void> {
    try {
      await ctx.messenger.review(barberIds);
    } catch (error) {
      log.error({ err: loggableError(error), shopId: ctx.shopId }, 'looking at a shop plan failed');
    }
  }

  const inShare = (shopId: number) => shopId % share.count === share.place;

  async function review(): Promise<void> {
    for (const shopId of await shopsWithWaitingBookings(handle)) {
      if (!inShare(shopId)) continue;
      await letRequestsIn();
      // A shop not held is looked at in a context of its own, not loaded: with more shops busy than
      // the instance holds, loading each for its look pushed out another every time, held shops
      // that requests were using included (docs/decisions/0020-shop-routing.md).
      const found = await shops.forLook(shopId);
      if (found.kind === 'open') await reviewShop(found.ctx);
    }
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
      await review();
      // The review looked at this process's shops whole; changes made here in the other places'
      // shops are still this process's to look at.
      due = due.filter(([shopId]) => !inShare(shopId));
    }
    for (const [shopId, barbers] of due) {
      await letRequestsIn();
      const ctx = shops.loaded(shopId);
      if (ctx) await reviewShop(ctx, [...barbers]);
    }
    while ((await deliver()) === PASS);
    await inbound?.handleDue();
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
    handleInbound: () => inbound?.handleDue() ?? Promise.resolve(0),
    review,
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
