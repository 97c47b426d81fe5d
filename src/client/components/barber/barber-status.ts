import type { Language } from '../../../shared/constants.js';
import { formatTime12 } from '../../../shared/domain/format.js';
import { showsNoWait, waitBadgeColour, waitInWords, type WaitColour } from '../../../shared/domain/wait-label.js';
import type { Barber } from '../../../shared/schemas/barber.js';
import type { Translation } from '../../lib/i18n/catalogue.js';
import { barberTexts, type BarberTexts } from './texts.js';

/** What the card's badge is about: the live wait, or why there is no wait to show (docs/product/chairs-day.md). */
export type BarberStatusKind = 'wait' | 'on_break' | 'not_started' | 'day_off' | 'queue_closed';

export interface BarberStatus {
  kind: BarberStatusKind;
  /** 'WAIT: {text}' for the wait; the whole badge otherwise ('Back at 3:15 PM'). */
  text: string;
  colour: WaitColour;
}

export type StatusInput = Pick<Barber, 'isAvailable' | 'waitTime' | 'noWait' | 'availability'>;
type Texts = Translation<BarberTexts>;

/** The words a wait is written in; any catalogue with these three texts will do. */
export type WaitWords = Pick<Texts, 'waitMinutes' | 'waitHours' | 'waitHoursMinutes'>;

/** The wait in the texts' language (waitInWords, docs/product/booking-rules.md#wait-display). */
export function waitText(minutes: number, t: WaitWords = barberTexts.en): string {
  return waitInWords(minutes, {
    minutes: (whole) => t.waitMinutes({ minutes: whole }),
    hours: (hours) => t.waitHours({ hours }),
    hoursMinutes: (hours, rest) => t.waitHoursMinutes({ hours, minutes: rest }),
  });
}

/** The barber card's wait badge (docs/product/booking-rules.md#business-constants-and-limits) in the texts' language. */
export function waitBadgeText(barber: Pick<Barber, 'isAvailable' | 'waitTime' | 'noWait'>, t: Texts = barberTexts.en): { text: string; colour: WaitColour } {
  const colour = waitBadgeColour(barber);
  if (!barber.isAvailable) return { text: t.notAvailable, colour };
  if (showsNoWait(barber)) return { text: t.noWait, colour };
  return { text: waitText(barber.waitTime, t), colour };
}

/**
 * The badge of a barber card: where the barber's working day stands, else the wait (docs/product/booking-rules.md#wait-display).
 * A day off wins over everything; then a queue that is closed for the day (a walk-in cannot be
 * taken, which is what the badge is for); then a break and a day that has not started, whose end
 * or start is shown in the shop's time zone. English unless given other texts and their language.
 */
export function barberStatus(barber: StatusInput, timeZone: string, t: Texts = barberTexts.en, language: Language = 'en'): BarberStatus {
  const { status, until, queueClosed } = barber.availability;
  if (!barber.isAvailable) return { kind: 'wait', ...waitBadgeText(barber, t) };
  if (status === 'day_off') return { kind: 'day_off', text: t.notWorkingToday, colour: 'grey' };
  if (status === 'day_over' || queueClosed) return { kind: 'queue_closed', text: t.queueClosedToday, colour: 'grey' };
  if (status === 'on_break') {
    return { kind: 'on_break', text: until ? t.backAt({ time: formatTime12(until, timeZone, language) }) : t.onBreak, colour: 'yellow' };
  }
  if (status === 'not_started') {
    return { kind: 'not_started', text: until ? t.startsAt({ time: formatTime12(until, timeZone, language) }) : t.startsLaterToday, colour: 'yellow' };
  }
  return { kind: 'wait', ...waitBadgeText(barber, t) };
}

/** The badge as one line of text: 'WAIT: 25 min', or the status itself ('Back at 3:15 PM'). */
export function barberStatusText(status: BarberStatus, t: Texts = barberTexts.en): string {
  return status.kind === 'wait' ? t.waitLabel({ wait: status.text }) : status.text;
}

/** Whether a walk-in could join this barber's queue now (false on a day off or after last call). */
export function takesWalkInsToday(barber: StatusInput): boolean {
  const { status, queueClosed } = barber.availability;
  return barber.isAvailable && status !== 'day_off' && status !== 'day_over' && !queueClosed;
}
