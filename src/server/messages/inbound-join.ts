import { PRODUCT_NAME } from '../../shared/constants.js';
import { formatTime12 } from '../../shared/domain/format.js';
import { showsNoWait } from '../../shared/domain/wait-label.js';
import { bookingCreateSchema } from '../../shared/schemas/booking.js';
import type { AppContext } from '../context.js';
import type { InboundAction, InboundRow, ReplyMenu } from '../data/inbound-messages.js';
import { phoneBookingLimit } from '../http/booking-limits.js';
import { AppError, badRequest, conflict } from '../http/errors.js';
import { hitRateLimits } from '../http/rate-limit.js';
import { shopUrl } from '../http/shop-address.js';
import { createBooking, SHOP_CLOSED_MESSAGE } from '../services/bookings.js';
import { phoneTaken } from '../services/booking-phone.js';
import { queueNotOpen } from '../services/booking-placement.js';
import { planAndDayFor, shopStateAt } from '../services/plans.js';
import { queueOpensAt, type ShopState } from '../../shared/domain/shop-state.js';
import { availabilityOf } from '../services/present-barber.js';
import { TAKING_WALK_INS } from '../services/shop-summary.js';
import type { BarberRow } from '../services/store.js';
import { cutWithEllipsis } from '../cut-text.js';
import { encodeChoice, type BarberPick } from './inbound-choice.js';
import type { ReplyLanguage } from './inbound-intent.js';
import { JOIN_WORDS, joinRefusedReply, stateText, type Wait } from './inbound-join-replies.js';
import type { Principal } from '../auth/session.js';
import type { AlsoInChange } from '../realtime/changes.js';

/*
 * Joining a barber's queue from a WhatsApp chat (docs/product/messages.md#joining-on-whatsapp): a
 * customer without an active booking who writes anything gets the barbers to pick from, then the
 * services, and his pick books a walk-in for his number, which WhatsApp proved. Booked by the
 * booking form's own path, so its rules and its refusals are the web's.
 */

/** What a message did: its action, the booking it was about, and its reply (the text, and a list to pick from). */
export interface Outcome {
  action: InboundAction;
  bookingId: number | null;
  reply: string | null;
  replyMenu: ReplyMenu | null;
}

/** WhatsApp's limits on a list message (Cloud API, interactive list messages). */
const LIST_ROWS = 10;
const ROW_TITLE_MAX = 24;
const ROW_DESCRIPTION_MAX = 72;

const fit = (text: string, max: number) => (text.length <= max ? text : cutWithEllipsis(text, max, (part) => part.length));

/**
 * Rows from `from` that fit one list: all that are left, or nine and a row to the next page. A page
 * past the end (the rows grew fewer since the list went out) starts again from the first: WhatsApp
 * refuses a list without rows.
 */
function pageOf<T>(items: readonly T[], from: number): { shown: readonly T[]; next: number | null } {
  const left = from < items.length ? items.slice(from) : items;
  if (left.length <= LIST_ROWS) return { shown: left, next: null };
  return { shown: left.slice(0, LIST_ROWS - 1), next: from + LIST_ROWS - 1 };
}

const refused = (reply: string, bookingId: number | null = null): Outcome => ({ action: 'refused', bookingId, reply, replyMenu: null });

/** The shop's page, where an appointment can be booked instead; '' without PUBLIC_URL. */
function shopLink(ctx: AppContext): string {
  const home = shopUrl(ctx);
  return home === '' ? '' : `${home}/`;
}

async function refusal(ctx: AppContext, language: ReplyLanguage, error: AppError, link = shopLink(ctx)): Promise<Outcome> {
  const { timeZone } = await ctx.store.settings();
  return refused(joinRefusedReply(language, error, { timeZone, link }));
}

/**
 * The barbers a walk-in can join now, each with his wait (available, working today, before last
 * call, his queue open), and when the earliest queue opens if none is open yet.
 */
async function takingWalkIns(ctx: AppContext, state: ShopState): Promise<{ taking: { barber: BarberRow; wait: Wait; freeAt: number }[]; opensAt: number | null }> {
  const now = ctx.clock();
  const { walkInsBeforeOpeningMinutes } = await ctx.store.settings();
  const taking = [];
  let opensAt: number | null = null;
  for (const barber of await ctx.store.barbers()) {
    if (!barber.isAvailable) continue;
    const { plan, day } = await planAndDayFor(ctx, barber.id, now);
    if (plan.queueClosed || !TAKING_WALK_INS.has(availabilityOf(plan, day).status)) continue;
    // Before the shop opens, as the form: a queue opens some minutes before the barber's first start.
    const from = queueOpensAt(now, day, walkInsBeforeOpeningMinutes, state);
    if (from !== null) {
      opensAt = opensAt === null ? from : Math.min(opensAt, from);
      continue;
    }
    taking.push({ barber, wait: { minutes: plan.waitTime, none: showsNoWait(plan) }, freeAt: plan.freeAt });
  }
  return { taking, opensAt };
}

/** The first reply: where the shop stands, the shortest wait, and the barbers to pick from (any first). */
export async function offerBarbers(ctx: AppContext, language: ReplyLanguage, from: number): Promise<Outcome> {
  const words = JOIN_WORDS[language];
  const settings = await ctx.store.settings();
  if (!settings.isOpen) return refusal(ctx, language, conflict('SHOP_CLOSED', SHOP_CLOSED_MESSAGE));
  const state = await shopStateAt(ctx, ctx.clock());
  if (state.kind === 'closed_today' || state.kind === 'closed_by_shop') return refusal(ctx, language, conflict('SHOP_CLOSED_DATE', 'The shop is closed today.'));
  const { taking, opensAt } = await takingWalkIns(ctx, state);
  if (taking.length === 0 && opensAt !== null) return refusal(ctx, language, queueNotOpen(opensAt, settings.timeZone));
  if (taking.length === 0) {
    const anyAvailable = (await ctx.store.barbers()).some((barber) => barber.isAvailable);
    const why = anyAvailable
      ? conflict('LAST_CALL', 'No barber can take another walk-in today.')
      : conflict('BARBER_UNAVAILABLE', 'No barber is taking bookings right now');
    return refusal(ctx, language, why);
  }
  const earliest = taking.reduce((best, next) => (next.freeAt < best.freeAt ? next : best));
  const pick = (barber: BarberPick) => encodeChoice({ shopId: ctx.shopId, language, choice: { kind: 'barber', barber } });
  const rows = [
    { id: pick('any'), title: words.anyBarber, description: words.shortest(earliest.wait) },
    ...taking.map(({ barber, wait }) => ({ id: pick(barber.id), title: fit(barber.name, ROW_TITLE_MAX), description: words.wait(wait) })),
  ];
  const { shown, next } = pageOf(rows, from);
  const more = next === null ? [] : [{ id: encodeChoice({ shopId: ctx.shopId, language, choice: { kind: 'barbers', from: next } }), title: words.moreBarbers }];
  const opens = state.kind === 'opens_later' ? stateText(language, { kind: 'opens_later', at: formatTime12(state.opensAt, settings.timeZone, language) }) : stateText(language, { kind: 'open' });
  const shop = settings.shopName || PRODUCT_NAME;
  return {
    action: 'menu',
    bookingId: null,
    reply: words.barbersBody(shop, opens, earliest.wait),
    replyMenu: { button: words.barbersButton, sections: [{ title: words.barbersTitle, rows: [...shown, ...more] }] },
  };
}

/** After a barber is picked: the services, each with its length and price. */
export async function offerServices(ctx: AppContext, language: ReplyLanguage, barber: BarberPick, from: number): Promise<Outcome> {
  const words = JOIN_WORDS[language];
  const named = barber === 'any' ? null : (await ctx.store.barbers()).find((row) => row.id === barber);
  if (named === undefined) return refusal(ctx, language, conflict('BARBER_UNAVAILABLE', 'This barber is not taking bookings right now'));
  const offered = await ctx.store.services();
  if (offered.length === 0) return refusal(ctx, language, badRequest('services', 'One of the selected services is no longer offered'));
  const rows = offered.map((service) => ({
    id: encodeChoice({ shopId: ctx.shopId, language, choice: { kind: 'service', barber, serviceId: service.id } }),
    title: fit(service.name, ROW_TITLE_MAX),
    description: fit([words.minutes(service.duration), service.price === null ? null : `₹${service.price}`].filter(Boolean).join(' · '), ROW_DESCRIPTION_MAX),
  }));
  const { shown, next } = pageOf(rows, from);
  const more =
    next === null ? [] : [{ id: encodeChoice({ shopId: ctx.shopId, language, choice: { kind: 'services', barber, from: next } }), title: words.moreServices }];
  return {
    action: 'menu',
    bookingId: null,
    reply: words.servicesBody(named === null ? null : named.name),
    replyMenu: { button: words.servicesButton, sections: [{ title: words.servicesTitle, rows: [...shown, ...more] }] },
  };
}

/** The name a walk-in booked by chat is under: the sender's profile name when the form would take it, else the one he is known by. */
function nameFor(profileName: string | null, knownName: string): string {
  const customerName = bookingCreateSchema.shape.customerName;
  for (const candidate of [profileName, knownName]) {
    const parsed = customerName.safeParse(fit((candidate ?? '').replace(/\s+/g, ' '), 80));
    if (parsed.success) return parsed.data;
  }
  return 'WhatsApp customer';
}

/** The Idempotency-Key of the walk-in a message books: the message's own id at WhatsApp. */
export const joinKey = (providerId: string) => `whatsapp:${providerId}`;

/** The walk-in was booked, and its message recorded as acted on in the same transaction. */
export const RECORDED = 'recorded';

/**
 * Books the walk-in picked, by the form's own path: its limits per phone, its rules and refusals;
 * `within` records the message in the booking's transaction. The message's provider id is the
 * Idempotency-Key besides, so a message whose booking exists already answers with it instead of a
 * second one.
 */
export async function joinWalkIn(
  ctx: AppContext,
  message: Pick<InboundRow, 'providerId' | 'phone10' | 'senderName'>,
  customer: { principal: Principal; name: string },
  language: ReplyLanguage,
  pick: { barber: BarberPick; serviceId: number; within: AlsoInChange },
): Promise<Outcome | typeof RECORDED> {
  try {
    await hitRateLimits(ctx.database.db, ctx.clock(), [phoneBookingLimit(ctx, message.phone10)]);
    const input = {
      barberId: pick.barber,
      customerName: nameFor(message.senderName, customer.name),
      customerPhone: message.phone10,
      bookingType: 'queue' as const,
      services: [pick.serviceId],
    };
    const { booking, created } = await createBooking(ctx, customer.principal, input, joinKey(message.providerId), { toldInChat: true, within: pick.within });
    return created ? RECORDED : { action: 'joined', bookingId: booking.id, reply: null, replyMenu: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return refusal(ctx, language, error);
  }
}

/** A pick from a list while the number already has a booking here: refused as the form refuses it, with the booking's link. */
export function alreadyBooked(ctx: AppContext, language: ReplyLanguage, bookingId: number, link: string): Promise<Outcome> {
  return refusal(ctx, language, phoneTaken(bookingId), link).then((outcome) => ({ ...outcome, bookingId }));
}
