import type { Language } from '../../../../shared/constants.js';
import { formatHHMM12 } from '../../../../shared/domain/format.js';
import type { WalkInAlternatives } from '../../../../shared/schemas/common.js';
import type { WalkInCheck } from '../../../../shared/schemas/hours.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { BookingWhenTexts } from '../texts-when.js';
import { dateChoiceLabel } from './slot-choices.js';

export type AlternativeBarber = WalkInAlternatives['barbers'][number];
export type AlternativeSlot = WalkInAlternatives['slots'][number];

/** The booking page's last-call notice (docs/product/chairs-day.md): the barber cannot take this walk-in today. */
export interface LastCall {
  /** '<Name> cannot take another walk-in today.' */
  message: string;
  /** Other barbers the form can switch to, who can still take the walk-in today. */
  barbers: AlternativeBarber[];
  /** The barber's first free slots on their next working day. */
  slots: AlternativeSlot[];
  /** Said instead of the ways out: the queue is not open yet, and what to do meanwhile. */
  detail?: string;
}

/** At most this many slots are offered: the notice points the way, the grid has the rest. */
export const LAST_CALL_SLOTS = 3;

type WhenTexts = Translation<BookingWhenTexts>;

/** The server's LAST_CALL message, word for word in English, for the refusal known before submitting. */
export function lastCallMessage(barberName: string, t: Pick<WhenTexts, 'lastCallTitle'>): string {
  return t.lastCallTitle({ name: barberName });
}

/**
 * The notice for a walk-in check, or null while it is accepted or unknown. Only barbers the form
 * offers (those taking bookings) are suggested, never the refused barber themselves, and only
 * that barber's slots.
 */
export function lastCallOf(
  check: Pick<WalkInCheck, 'barberId' | 'accepted' | 'alternatives'> & Partial<Pick<WalkInCheck, 'queueOpensAt'>> | undefined,
  barber: { id: number; name: string },
  offeredBarberIds: readonly number[],
  t: Pick<WhenTexts, 'lastCallTitle'> & Partial<Pick<WhenTexts, 'queueOpensAt' | 'queueOpensDetail'>>,
  time: (instant: string) => string = (instant) => instant,
): LastCall | null {
  if (!check || check.accepted || check.barberId !== barber.id) return null;
  // Before opening: not last call, but a queue that opens a while before the barber starts.
  if (check.queueOpensAt && t.queueOpensAt && t.queueOpensDetail) {
    return { message: t.queueOpensAt({ time: time(check.queueOpensAt) }), barbers: [], slots: [], detail: t.queueOpensDetail };
  }
  const alternatives = check.alternatives ?? { barbers: [], slots: [] };
  return {
    message: lastCallMessage(barber.name, t),
    barbers: alternatives.barbers.filter((other) => other.barberId !== barber.id && offeredBarberIds.includes(other.barberId)),
    slots: alternatives.slots.filter((slot) => slot.barberId === barber.id).slice(0, LAST_CALL_SLOTS),
  };
}

/** What a LAST_CALL or QUEUE_NOT_OPEN answer to the submit says, as the walk-in check would have said it (a race). */
export function refusedCheck(barberId: number, alternatives: WalkInAlternatives | undefined, queueOpensAt: string | null = null): WalkInCheck {
  return { barberId, accepted: false, expectedStartTime: null, expectedTime: null, alternatives: alternatives ?? null, queueOpensAt };
}

/** A check is taken again this long after the queue's opening instant, so the server agrees it has come. */
const PAST_OPENING_MS = 250;

/**
 * How long from `now` to look at the walk-in check again when it says the queue opens at
 * `queueOpensAt`: at that instant, not at the next timed refresh. Null when there is nothing to wait for.
 */
export function queueRecheckDelay(queueOpensAt: string | null | undefined, now: number): number | null {
  if (!queueOpensAt) return null;
  const at = Date.parse(queueOpensAt);
  if (!Number.isFinite(at)) return null;
  return Math.max(0, at - now) + PAST_OPENING_MS;
}

/**
 * A slot's day and time as its button shows them: 'Tomorrow' and '9:00 AM'. Within the 36-hour
 * window a weekday names one date only; `today` is the shop's date.
 */
export function alternativeSlotParts(
  slot: Pick<AlternativeSlot, 'date' | 'time'>,
  today: string,
  t: Pick<WhenTexts, 'today' | 'tomorrow'>,
  language: Language,
): { day: string; time: string } {
  return { day: dateChoiceLabel(slot.date, today, t, language), time: formatHHMM12(slot.time, language) };
}
