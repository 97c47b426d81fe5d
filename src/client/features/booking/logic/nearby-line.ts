import type { Language } from '../../../../shared/constants.js';
import { isNow } from '../../../../shared/domain/wait-label.js';
import type { Nearby } from '../../../../shared/schemas/branches.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import { formatDistanceKm } from '../../../lib/i18n/numbers.js';
import type { NearbyTexts } from '../texts-nearby.js';

export type NearbySuggestion = NonNullable<Nearby['suggestion']>;

/** A stretch of the line: the other shop's name and the time stand out, and the time never breaks. */
export interface LinePart {
  text: string;
  kind: 'plain' | 'name' | 'time';
}

/** Stand for the name and the time inside the sentence, which each language orders its own way. */
const NAME_MARK = '\u0001';
const TIME_MARK = '\u0002';

/** Where the shop is, as far as the answer says: 'Indiranagar, 1.2 km', 'Indiranagar', '1.2 km', or ''. */
export function placeText(suggestion: NearbySuggestion, t: Translation<NearbyTexts>, language: Language): string {
  const area = suggestion.area.trim();
  const distance = suggestion.distanceKm === null ? '' : t.distance({ km: formatDistanceKm(suggestion.distanceKm, language) });
  if (area && distance) return t.areaAndDistance({ area, distance });
  return area || distance;
}

/**
 * The suggestion's sentence (docs/product/shop-list.md#shorter-wait-nearby): another branch of
 * this shop or a shop nearby, its place, and when it could start the walk-in, written as every
 * wait is (docs/decisions/0016-wait-words.md: under 2 minutes is now). `time` formats an instant in
 * this shop's time zone.
 */
export function nearbyLine(
  suggestion: NearbySuggestion,
  t: Translation<NearbyTexts>,
  language: Language,
  time: (instant: string) => string,
): LinePart[] {
  const place = placeText(suggestion, t, language);
  const shop = place ? t.shopWithPlace({ name: NAME_MARK, place }) : NAME_MARK;
  const now = isNow(suggestion.waitMinutes);
  const sentence = suggestion.branch
    ? now
      ? t.branchNow({ shop })
      : t.branchAt({ shop, time: TIME_MARK })
    : now
      ? t.nearbyNow({ shop })
      : t.nearbyAt({ shop, time: TIME_MARK });
  return sentence
    .split(new RegExp(`([${NAME_MARK}${TIME_MARK}])`))
    .filter((piece) => piece !== '')
    .map((piece): LinePart => {
      if (piece === NAME_MARK) return { text: suggestion.name, kind: 'name' };
      if (piece === TIME_MARK) return { text: time(suggestion.startAt), kind: 'time' };
      return { text: piece, kind: 'plain' };
    });
}
