import { isNow } from '../../../../shared/domain/wait-label.js';
import { waitText, type WaitWords } from '../../../components/barber/barber-status.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { TrackCardTexts } from '../texts-card.js';

/** The wait as the barber card writes it, in this page's words (components/barber). */
export { waitText };

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
