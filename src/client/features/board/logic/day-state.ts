import type { Language } from '../../../../shared/constants.js';
import { formatTime12 } from '../../../../shared/domain/format.js';
import type { Availability } from '../../../../shared/schemas/hours.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import { boardTexts, type BoardTexts } from '../texts.js';

/** Where a barber's working day stands, as the board words it; null while they are simply working. */
export interface DayState {
  text: string;
  /** The barber cannot take a walk-in today at all: the wait means nothing and is not shown. */
  closedForToday: boolean;
}

/**
 * The board's line about a barber's day (docs/product/chairs-day.md), times in the shop's zone: 'On break until
 * 3:15 PM', 'Starts at 11:00 AM', 'Not working today', 'Queue closed for today' (last call has
 * passed, or the day is over). A day off wins over everything, then a closed queue. English
 * unless given other texts and their language.
 */
export function dayState(
  availability: Availability,
  timeZone: string,
  t: Translation<BoardTexts> = boardTexts.en,
  language: Language = 'en',
): DayState | null {
  const { status, until, queueClosed } = availability;
  if (status === 'day_off') return { text: t.notWorkingToday, closedForToday: true };
  if (status === 'day_over' || queueClosed) return { text: t.queueClosedToday, closedForToday: true };
  if (status === 'on_break') {
    return { text: until ? t.onBreakUntil({ time: formatTime12(until, timeZone, language) }) : t.onBreak, closedForToday: false };
  }
  if (status === 'not_started') {
    return { text: until ? t.startsAt({ time: formatTime12(until, timeZone, language) }) : t.startsLaterToday, closedForToday: false };
  }
  return null;
}
