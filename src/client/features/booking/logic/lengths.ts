import { isNow } from '../../../../shared/domain/wait-label.js';
import { waitText, type WaitWords } from '../../../components/barber/barber-status.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { BookingTexts } from '../texts.js';

/** The wait as the barber card writes it, in this page's words (components/barber). */
export { waitText };

type DurationWords = Pick<Translation<BookingTexts>, 'durationMinutes' | 'durationHours' | 'durationHoursMinutes'>;

/** '45 min', '1 hr 30 min': a length of time in the chair. */
export function durationText(minutes: number, t: DurationWords): string {
  if (minutes < 60) return t.durationMinutes({ minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t.durationHours({ hours }) : t.durationHoursMinutes({ hours, minutes: rest });
}

/** A range narrower than this says nothing the single figure does not. */
const MIN_RANGE_SPAN = 5;

/**
 * The honest version of a new walk-in's wait (DESIGN §9): 'Likely 25–35 min', or null when there
 * is no range, it is too narrow to matter, or the turn is now.
 */
export function waitRangeText(
  range: { low: number; high: number } | null,
  wait: number | null,
  t: WaitWords & Pick<Translation<BookingTexts>, 'likelyMinutes' | 'likelyRange'>,
): string | null {
  if (range === null || wait === null || isNow(wait) || range.high - range.low < MIN_RANGE_SPAN) return null;
  const low = Math.max(0, range.low);
  const high = Math.max(low, range.high);
  if (high >= 60) return t.likelyRange({ low: waitText(low, t), high: waitText(high, t) });
  return t.likelyMinutes({ low, high });
}
