import { isNow } from '../../../../shared/domain/wait-label.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { TrackCardTexts } from '../texts-card.js';

type WaitWords = Pick<Translation<TrackCardTexts>, 'waitMinutes' | 'waitHours' | 'waitHoursMinutes'>;

/** Minutes as shown: whole, rounded up like the plan, never negative; garbage counts as no wait. */
function wholeMinutes(minutes: number): number {
  return Number.isFinite(minutes) && minutes > 0 ? Math.ceil(minutes) : 0;
}

/** A wait in the language's words: '25 min', '1 Hr', '1 Hr 15 Mins' in English (spec §9). */
export function waitText(minutes: number, t: WaitWords): string {
  const whole = wholeMinutes(minutes);
  if (whole < 60) return t.waitMinutes({ minutes: whole });
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? t.waitHours({ hours }) : t.waitHoursMinutes({ hours, minutes: rest });
}

/** A range narrower than this says nothing the single figure does not. */
const MIN_RANGE_SPAN = 5;

/**
 * The honest version of a walk-in's wait (DESIGN §9): 'Likely 25–35 min', moved along with the
 * live wait (`waitMinutes` counts down between refetches; the server's range was around
 * `serverWait`). Null when there is no range, it is too narrow to matter, or the turn is now.
 */
export function waitRangeText(
  range: { low: number; high: number } | null,
  serverWait: number | null,
  waitMinutes: number | null,
  t: WaitWords & Pick<Translation<TrackCardTexts>, 'likelyMinutes' | 'likelyRange'>,
): string | null {
  if (range === null || serverWait === null || waitMinutes === null || isNow(waitMinutes)) return null;
  if (range.high - range.low < MIN_RANGE_SPAN) return null;
  const shift = waitMinutes - serverWait;
  const low = Math.max(0, range.low + shift);
  const high = Math.max(low, range.high + shift);
  if (high >= 60) return t.likelyRange({ low: waitText(low, t), high: waitText(high, t) });
  return t.likelyMinutes({ low, high });
}
