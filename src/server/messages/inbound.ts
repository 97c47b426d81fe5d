import { formatTime12 } from '../../shared/domain/format.js';
import type { Principal } from '../auth/session.js';
import type { AppContext, PlatformContext } from '../context.js';
import { activeBookingOfPhone, bookingById } from '../data/bookings.js';
import { upsertCustomerByPhone } from '../data/customers.js';
import { claimInbound, giveUpInbound, inboundNow, markActed, markAnswered, markReplyFailed, type InboundRow, type ReplyMenu } from '../data/inbound-messages.js';
import { AppError } from '../http/errors.js';
import { loggableError } from '../log.js';
import type { AlsoInChange } from '../realtime/changes.js';
import { runLate, setArrival } from '../services/arrival.js';
import { updateBookingStatus } from '../services/booking-status.js';
import { presentBookings } from '../services/present-booking.js';
import type { ShopDirectory } from '../services/shop-directory.js';
import type { BookingRow } from '../services/store.js';
import type { Env } from '../env.js';
import { whatsAppCredentials, whatsAppListSender, whatsAppTextSender, WhatsAppUnreachable, type WhatsAppAnswer } from '../whatsapp.js';
import { decodeChoice, type Choice, type Tapped } from './inbound-choice.js';
import { intentOf, languageOf, type Intent, type ReplyLanguage } from './inbound-intent.js';
import { alreadyBooked, joinKey, joinWalkIn, offerBarbers, offerServices, RECORDED, type Outcome } from './inbound-join.js';
import { JOIN_WORDS } from './inbound-join-replies.js';
import { doneReply, helpReply, refusedReply, staleReply, tooLateReply, type BookingFacts } from './inbound-replies.js';
import { manageLink } from './outbox.js';

/*
 * What customers write to a shop's WhatsApp number, acted on and answered
 * (docs/product/messages.md#replies-on-whatsapp). The webhook stored each message before anything
 * was done; a worker of any instance claims it, does what it asks with the front desk's own
 * actions, recording that in the same transaction as the change (so it is done once, whoever
 * retries), and replies in the language it was written in.
 */

/** A reply: its text, and the list it offers to pick from, if any. */
export interface Reply {
  text: string;
  menu: ReplyMenu | null;
}

/** Sends a reply from the number the customer wrote to; null: replies are kept, not sent (the echo channel). */
export type ReplySender = (fromNumberId: string, phone10: string, reply: Reply) => Promise<WhatsAppAnswer>;

/**
 * Replies through the account the text channel uses (MESSAGE_CHANNEL and the WhatsApp settings), from
 * the number written to; none on the echo channel, where the admin's list shows them instead.
 */
export function replySenderFor(env: Env): ReplySender | null {
  const credentials = whatsAppCredentials(env, { name: 'MESSAGE_CHANNEL', value: env.MESSAGE_CHANNEL });
  if (!credentials) return null;
  return (fromNumberId, phone10, { text, menu }) => {
    const endpoint = { apiUrl: env.WHATSAPP_API_URL, accessToken: credentials.accessToken, phoneNumberId: fromNumberId };
    return menu === null ? whatsAppTextSender(endpoint)(phone10, text) : whatsAppListSender(endpoint)(phone10, { body: text, ...menu });
  };
}

export interface InboundHandler {
  /** Acts on and answers the messages due, of every active shop, each once. Returns how many it took. */
  handleDue(): Promise<number>;
}

/** A claim on a message lasts this long unrenewed; an instance that dies holding one leaves it to another after it. */
const LEASE_SECONDS = 30;
/** Messages one pass takes, one after another. */
const PASS = 20;
/** After this many tries a message is given up: one that keeps failing must not be tried forever. */
const MAX_ATTEMPTS = 5;

/** How long after it was written a message is still acted on. */
const ACT_WITHIN_MS = 15 * 60_000;
/**
 * How long after it was written a message may still be answered in free text: WhatsApp's customer
 * service window, 24 hours from the customer's message, less a margin for the request's way there.
 */
const REPLY_WITHIN_MS = 24 * 60 * 60_000 - 5 * 60_000;

/** The picks of joining by chat: a message with one is a step of joining, not about a booking. */
const JOIN_CHOICES = new Set<Choice['kind']>(['barber', 'barbers', 'service', 'services']);

/** The message was acted on by another worker meanwhile: the change is rolled back. */
class ActedElsewhere extends Error {}

export function createInboundHandler(platform: PlatformContext, shops: ShopDirectory, send: ReplySender | null): InboundHandler {
  const handle = platform.database.platform;
  const { log } = platform;

  async function factsOf(ctx: AppContext, row: BookingRow, language: ReplyLanguage): Promise<BookingFacts> {
    const [booking] = await presentBookings(ctx, [row]);
    const { timeZone } = await ctx.store.settings();
    const start = booking?.expectedStartTime ?? null;
    const active = row.status === 'waiting' || row.status === 'serving';
    return {
      token: String(row.id),
      time: active && start !== null ? formatTime12(start, timeZone, language) : null,
      link: manageLink(ctx, row.id),
    };
  }

  async function customerOf(ctx: AppContext, phone10: string): Promise<{ principal: Principal; name: string }> {
    // WhatsApp proved the number: the sender is that number's customer, as a one-time code would make him.
    const customer = await upsertCustomerByPhone(ctx.database.db, phone10);
    return { principal: { role: 'customer', customerId: customer.id, phone: phone10 }, name: customer.name };
  }

  /** What a message asks of the booking: a quick-reply button of a message about it, else the words. */
  function intentOfMessage(message: InboundRow, tapped: Tapped | null): Intent {
    const choice = tapped?.choice;
    if (choice?.kind === 'coming' || choice?.kind === 'cancel') return { kind: choice.kind };
    if (choice?.kind === 'late') return { kind: 'late', minutes: choice.minutes };
    return intentOf(message.body);
  }

  /**
   * A step of joining by chat: the next list, or the walk-in booked (and the message recorded with
   * it). `asked`: the message asked something of a booking, which the sender does not have.
   */
  async function joinStep(ctx: AppContext, message: InboundRow, language: ReplyLanguage, choice: Choice | undefined, asked: boolean): Promise<Outcome | typeof RECORDED> {
    if (choice?.kind === 'barbers') return offerBarbers(ctx, language, choice.from);
    if (choice?.kind === 'barber') return offerServices(ctx, language, choice.barber, 0);
    if (choice?.kind === 'services') return offerServices(ctx, language, choice.barber, choice.from);
    if (choice?.kind === 'service') {
      const within: AlsoInChange = async (tx, made) => {
        if (!(await markActed(tx, message, { action: 'joined', bookingId: made.id, reply: null, replyMenu: null }))) throw new ActedElsewhere();
      };
      return joinWalkIn(ctx, message, await customerOf(ctx, message.phone10), language, { ...choice, within });
    }
    const offer = await offerBarbers(ctx, language, 0);
    // Asked something of a booking he does not have ("cancel", "late 10", a button): told so first.
    if (!asked || offer.reply === null) return offer;
    return { ...offer, reply: `${JOIN_WORDS[language].noBooking} ${offer.reply}` };
  }

  /**
   * Does what a pending message asks, once: the change and its record commit together, or neither.
   * False when another worker recorded it first: that one answers it.
   */
  async function act(ctx: AppContext, message: InboundRow): Promise<boolean> {
    const decoded = message.choice === null ? null : decodeChoice(message.choice);
    // A tap on a list or a button another shop offered (routed here by its number) is read as words.
    const tapped = decoded?.shopId === ctx.shopId ? decoded : null;
    const language = tapped?.language ?? languageOf(message.body);
    const record = (outcome: Omit<Outcome, 'replyMenu'> & { replyMenu?: Outcome['replyMenu'] }) =>
      markActed(ctx.db, message, { replyMenu: null, ...outcome });
    // A message that waited too long (a worker down, a shop suspended, a late redelivery) is not
    // acted on: "cancel" written yesterday must not cancel today's booking.
    if (ctx.clock() - message.sentAt.getTime() > ACT_WITHIN_MS) return record({ action: 'refused', bookingId: null, reply: staleReply(language) });
    const booking = await activeBookingOfPhone(ctx.db, message.phone10);
    const joining = tapped !== null && JOIN_CHOICES.has(tapped.choice.kind);
    if (!booking) {
      const asked = tapped === null ? intentOf(message.body).kind !== 'unknown' : !joining;
      try {
        const step = await joinStep(ctx, message, language, joining ? tapped.choice : undefined, asked);
        return step === RECORDED ? true : await record(step);
      } catch (error) {
        if (error instanceof ActedElsewhere) return false;
        throw error;
      }
    }
    const about = { bookingId: booking.id };
    if (joining) {
      // This very message's booking (its key is the message's id): a message handled again is told of it.
      if (booking.idempotencyKey === joinKey(message.providerId)) return record({ action: 'joined', ...about, reply: null });
      return record(await alreadyBooked(ctx, language, booking.id, manageLink(ctx, booking.id)));
    }
    // A button of a message about an earlier booking: told about the one he has now.
    const buttonOfAnother = tapped !== null && 'bookingId' in tapped.choice && tapped.choice.bookingId !== booking.id;
    const intent: Intent = buttonOfAnother ? { kind: 'unknown' } : intentOfMessage(message, tapped);
    if (intent.kind === 'unknown') return record({ action: 'help', ...about, reply: helpReply(language, await factsOf(ctx, booking, language), booking.bookingType) });
    if (intent.kind === 'too-late') return record({ action: 'refused', ...about, reply: tooLateReply(language, await factsOf(ctx, booking, language)) });
    if (intent.kind === 'coming') return record({ action: 'coming', ...about, reply: null });
    const { principal } = await customerOf(ctx, message.phone10);
    const within: AlsoInChange = async (tx, changed) => {
      if (!(await markActed(tx, message, { action: intent.kind, bookingId: changed.id, reply: null, replyMenu: null }))) throw new ActedElsewhere();
    };
    try {
      if (intent.kind === 'here') await setArrival(ctx, principal, booking.id, { arrived: true }, within);
      else if (intent.kind === 'late') await runLate(ctx, principal, booking.id, { minutes: intent.minutes }, within);
      else await updateBookingStatus(ctx, principal, booking.id, { status: 'cancelled' }, within);
      return true;
    } catch (error) {
      if (error instanceof ActedElsewhere) return false;
      if (!(error instanceof AppError)) throw error;
      const facts = await factsOf(ctx, booking, language);
      return record({ action: 'refused', ...about, reply: refusedReply(language, { code: error.code, message: error.message }, facts) });
    }
  }

  /** The reply to an acted message: the one recorded, else what was done, told from the booking as it now is. */
  async function replyOf(ctx: AppContext, message: InboundRow): Promise<Reply> {
    const decoded = message.choice === null ? null : decodeChoice(message.choice);
    const language = decoded?.shopId === ctx.shopId ? decoded.language : languageOf(message.body);
    if (message.reply !== null) return { text: message.reply, menu: message.replyMenu };
    const booking = message.bookingId === null ? undefined : await bookingById(ctx.db, message.bookingId);
    const { action } = message;
    if (!booking || action === null || action === 'help' || action === 'refused' || action === 'menu') throw new Error('an acted message without its reply or booking');
    const facts = await factsOf(ctx, booking, language);
    if (action === 'joined') return { text: JOIN_WORDS[language].joined({ ...facts, barber: booking.barberName }), menu: null };
    return { text: doneReply(action, language, facts), menu: null };
  }

  async function answer(ctx: AppContext, claimed: InboundRow): Promise<void> {
    const message = await inboundNow(handle, claimed);
    if (message?.status !== 'acted') return;
    const reply = await replyOf(ctx, message);
    const { text } = reply;
    if (send !== null && platform.clock() - message.sentAt.getTime() > REPLY_WITHIN_MS) {
      // Outside the window WhatsApp refuses free text: the reply is given up, not sent as a template.
      await markReplyFailed(handle, message, 'outside WhatsApp’s 24-hour window for replies', null);
      return;
    }
    if (send === null) {
      await markAnswered(handle, message, text, platform.clock());
      return;
    }
    let sent: WhatsAppAnswer | null;
    try {
      sent = await send(message.numberId, message.phone10, reply);
    } catch (error) {
      if (!(error instanceof WhatsAppUnreachable)) throw error;
      sent = null;
    }
    if (sent?.ok) {
      await markAnswered(handle, message, text, platform.clock());
      return;
    }
    const reason = sent === null ? 'WhatsApp API unreachable' : `WhatsApp API answered ${sent.status}${sent.code === undefined ? '' : ` (error ${sent.code})`}`;
    const retryable = sent === null || sent.status >= 500 || sent.status === 429 || sent.status === 408;
    // `attempts` counts this claim: 30 s after the first, doubling.
    await markReplyFailed(handle, message, reason, retryable && message.attempts < MAX_ATTEMPTS ? 30 * 2 ** (message.attempts - 1) : null);
  }

  async function handleOne(message: InboundRow): Promise<void> {
    const found = await shops.byId(message.shopId);
    // Suspended after the claim: the claim runs out and the message waits with the shop's others.
    if (found.kind !== 'open') return;
    if (message.status === 'pending' && !(await act(found.ctx, message))) return;
    await answer(found.ctx, message);
  }

  return {
    async handleDue() {
      const handled: number[] = [];
      while (handled.length < PASS) {
        const message = await claimInbound(handle, LEASE_SECONDS, handled);
        if (!message) break;
        handled.push(message.id);
        if (message.attempts > MAX_ATTEMPTS) {
          // Claimed this often and still open: each try died or hung past its claim.
          await giveUpInbound(handle, message, 'given up after repeated tries');
          continue;
        }
        try {
          await handleOne(message);
        } catch (error) {
          log.error({ err: loggableError(error), shopId: message.shopId, inboundId: message.id }, 'handling a WhatsApp message failed');
          if (message.attempts >= MAX_ATTEMPTS) await giveUpInbound(handle, message, 'could not be handled');
        }
      }
      return handled.length;
    },
  };
}
