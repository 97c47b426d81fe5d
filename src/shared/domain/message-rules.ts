import {
  MESSAGE_MAX_ATTEMPTS,
  MOVED_EARLIER_MINUTES,
  QUIET_HOURS,
  RUNNING_LATE_MINUTES,
  type MessageKind,
} from '../constants.js';
import { addCalendarDays, shopTime, zonedDate, zonedInstant } from './format.js';
import type { BarberPlan } from './plan-barber-day.js';

const MINUTE = 60_000;

/** What the messages need to know of one active booking besides its place in the plan. */
export interface MessageState {
  bookingId: number;
  bookingType: 'queue' | 'slot';
  status: 'waiting' | 'serving';
  /** The expected start the customer was last told (epoch ms), or null when never. */
  toldStart: number | null;
  movesTold: number;
  turnNearAt: number | null;
  /** When the customer was told the barber may not reach them today, or null. */
  afterHoursAt: number | null;
  messagesStopped: boolean;
}

/** What a look at a barber's plan decides for one waiting booking (docs/product/messages.md). */
export type PlanDecision =
  /** Tell the customer to come: the expected start is near, or they are next in line. */
  | { kind: 'turn_near'; bookingId: number; start: number }
  /** Tell the customer their expected start moved; `move` numbers the moves told of this booking. */
  | { kind: 'moved_earlier' | 'running_late'; bookingId: number; start: number; move: number; told: number }
  /** Tell the customer the barber may not reach them before the end of the working day (docs/product/chairs-day.md), once. */
  | { kind: 'after_hours'; bookingId: number }
  /** Remember the start without telling anyone: the booking had none recorded. */
  | { kind: 'baseline'; bookingId: number; start: number };

/**
 * Whether a waiting booking's turn is near: its expected start is within `turnNearMinutes`, or it is a
 * walk-in next in line (a slot booked for later waits for its time, not its place).
 */
export function isTurnNear(plan: BarberPlan, bookingId: number, bookingType: 'queue' | 'slot', turnNearMinutes: number): boolean {
  const index = plan.entries.findIndex((entry) => entry.bookingId === bookingId);
  const entry = plan.entries[index];
  if (!entry) return false;
  if (entry.start - plan.now <= turnNearMinutes * MINUTE) return true;
  return index === 0 && bookingType === 'queue';
}

/**
 * The messages a barber's plan calls for now. Pure and clock-free: `plan.now` is the moment. At most
 * one decision per booking: a near turn is told once and says the time, so it also settles any move;
 * once told to come, a customer hears of a later start again but not of an earlier one.
 */
export function planDecisions(plan: BarberPlan, states: readonly MessageState[], turnNearMinutes: number): PlanDecision[] {
  const decisions: PlanDecision[] = [];
  const byId = new Map(states.map((state) => [state.bookingId, state]));
  for (const entry of plan.entries) {
    const state = byId.get(entry.bookingId);
    if (!state || state.status !== 'waiting' || state.messagesStopped) continue;
    const { start } = entry;
    if (entry.outsideHours) {
      // A walk-in pushed past the end of the day, or a slot pushed late past it, is told so once;
      // the times of a day that is over are not. A slot the barber's new hours left outside keeps
      // its time and is the barber's to sort out (docs/product/chairs-day.md).
      if (state.afterHoursAt === null && (state.bookingType === 'queue' || entry.late)) {
        decisions.push({ kind: 'after_hours', bookingId: entry.bookingId });
      }
      continue;
    }
    if (state.turnNearAt === null && isTurnNear(plan, entry.bookingId, state.bookingType, turnNearMinutes)) {
      decisions.push({ kind: 'turn_near', bookingId: entry.bookingId, start });
      continue;
    }
    if (state.toldStart === null) {
      decisions.push({ kind: 'baseline', bookingId: entry.bookingId, start });
      continue;
    }
    // A turn that has come (the chair is free for it) does not move: it waits for the barber.
    if (start <= plan.now) continue;
    const moved = start - state.toldStart;
    const move = state.movesTold + 1;
    if (moved >= RUNNING_LATE_MINUTES * MINUTE) {
      decisions.push({ kind: 'running_late', bookingId: entry.bookingId, start, move, told: state.toldStart });
    } else if (moved <= -MOVED_EARLIER_MINUTES * MINUTE && state.turnNearAt === null) {
      decisions.push({ kind: 'moved_earlier', bookingId: entry.bookingId, start, move, told: state.toldStart });
    }
  }
  return decisions;
}

/** Whether `now` falls in the shop's quiet hours (22:00 to 07:00 shop time). */
export function isQuietTime(now: number, timeZone: string): boolean {
  const hour = Number(shopTime(now, timeZone).slice(0, 2));
  return hour >= QUIET_HOURS.from || hour < QUIET_HOURS.to;
}

/** The end of the quiet hours that `now` is in: the next 07:00 shop time. */
export function quietTimeEnd(now: number, timeZone: string): number {
  const today = zonedDate(now, timeZone);
  const morning = `${String(QUIET_HOURS.to).padStart(2, '0')}:00`;
  const sameDay = zonedInstant(today, morning, timeZone);
  return sameDay > now ? sameDay : zonedInstant(addCalendarDays(today, 1), morning, timeZone);
}

/** Kinds that may still go out in the quiet hours: only a turn that is really near. */
export const mayGoOutAtNight = (kind: MessageKind, reallyNear: boolean): boolean => kind === 'turn_near' && reallyNear;

/**
 * Milliseconds before the next attempt after `attempts` failed ones: 30 s doubling to at most
 * 30 minutes, with up to a fifth more at random so that instances retrying together spread out.
 */
export function retryDelayMs(attempts: number, random: number): number {
  const base = Math.min(30 * MINUTE, 30_000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 + 0.2 * Math.min(1, Math.max(0, random))));
}

/** Whether a failed message gets another attempt. */
export const mayRetry = (attempts: number): boolean => attempts < MESSAGE_MAX_ATTEMPTS;

/** What a message's text is made of: the token, a shop-local time, the barber, and the booking's link. */
export interface MessageParams {
  token: string;
  time?: string;
  barber?: string;
  link: string;
}

/**
 * The values each kind's WhatsApp template takes, in order: only what the text needs, never the
 * customer's name or phone (docs/product/messages.md).
 */
export const TEMPLATE_PARAMS: Record<MessageKind, readonly (keyof MessageParams)[]> = {
  confirmation: ['token', 'barber', 'time', 'link'],
  turn_near: ['token', 'time', 'link'],
  moved_earlier: ['token', 'time', 'link'],
  running_late: ['token', 'time', 'link'],
  shop_closed: ['token', 'link'],
  cancelled_by_shop: ['token', 'link'],
  after_hours: ['token', 'barber', 'link'],
  turn_passed: ['token', 'link'],
  barber_changed: ['token', 'barber', 'time', 'link'],
};

/** The message as a person reads it (the echo channel, Web Push and the admin's list). */
export function messageText(kind: MessageKind, params: MessageParams): string {
  const { token, time = '', barber = '', link } = params;
  switch (kind) {
    case 'confirmation':
      return `Booking confirmed: token #${token} with ${barber}, expected at ${time}. Track, cancel or stop messages: ${link}`;
    case 'turn_near':
      return `Your turn is near: token #${token} is expected at ${time}. Please come to the shop. ${link}`;
    case 'moved_earlier':
      return `Good news: token #${token} is now expected earlier, at ${time}. ${link}`;
    case 'running_late':
      return `Running late: token #${token} is now expected at ${time}. Sorry for the wait. ${link}`;
    case 'shop_closed':
      return `The shop has closed for now. Token #${token}: please call the shop about your booking. ${link}`;
    case 'cancelled_by_shop':
      return `Your booking (token #${token}) was cancelled by the shop. ${link}`;
    case 'after_hours':
      return `Sorry: ${barber} may not reach token #${token} before the end of the working day. Please call the shop or book another time. ${link}`;
    case 'turn_passed':
      return `Your turn came while you were away: token #${token} is next as soon as you are back. Tap "I'm here" when you arrive. ${link}`;
    case 'barber_changed':
      return `Token #${token} is now with ${barber}, expected at ${time}. ${link}`;
  }
}

/**
 * The message as a notification shows it: without the link, which a tap on the notification opens
 * (and without the confirmation's words about the link, which would then point at nothing).
 */
export function notificationText(kind: MessageKind, params: MessageParams): string {
  return messageText(kind, { ...params, link: '' })
    .replace(/ Track, cancel or stop messages:\s*$/, '')
    .trimEnd();
}

/** Short titles, for a notification's heading and the admin's list. */
export const MESSAGE_TITLES: Record<MessageKind, string> = {
  confirmation: 'Booking confirmed',
  turn_near: 'Your turn is near',
  moved_earlier: 'Moved earlier',
  running_late: 'Running late',
  shop_closed: 'Shop closed',
  cancelled_by_shop: 'Cancelled by the shop',
  after_hours: 'Past the end of the day',
  turn_passed: 'Your turn came',
  barber_changed: 'New barber',
};
