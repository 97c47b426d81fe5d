import type { Language } from '../../../../shared/constants.js';
import { formatTime12 } from '../../../../shared/domain/format.js';
import { minutesUntil } from '../../../../shared/domain/plan-barber-day.js';
import type { ShopDayRule } from '../../../../shared/domain/shop-day.js';
import { stateFromOpenings, type ShopState } from '../../../../shared/domain/shop-state.js';
import { showsNoWait, type WaitColour } from '../../../../shared/domain/wait-label.js';
import type { Interval } from '../../../../shared/domain/working-hours.js';
import type { ListedShop } from '../../../../shared/schemas/shop-list.js';
import { waitBadgeText } from '../../../components/barber/barber-status.js';
import type { BarberTexts } from '../../../components/barber/texts.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import { shopStateWords } from '../../../lib/shop-state-text.js';

export interface RowWait {
  /** 'WAIT: No Wait', 'WAIT: 25 min' (docs/decisions/0016-wait-words.md). */
  text: string;
  colour: WaitColour;
  /** When a walk-in who joins now would start, in the shop's time ('10:30 AM'); null when that is now. */
  turnAt: string | null;
}

export interface RowView {
  state: ShopState;
  /** 'Open now', 'Opens at 9:00 AM', 'Closed today · opens tomorrow at 9:00 AM', 'Closed · booking opens when the shop opens'. */
  stateLine: string;
  /** False while the owner's switch is on closed: nothing can be booked there. */
  bookable: boolean;
  /** The shortest wait of a walk-in who joins now; null when the shop is closed or nobody takes walk-ins. */
  wait: RowWait | null;
  /** Open (or opening today) but no barber takes walk-ins now. */
  noWalkIns: boolean;
}

/** The openings as instants; a malformed one is left out. */
function openingsOf(shop: Pick<ListedShop, 'openings'>): Interval[] {
  if (!Array.isArray(shop.openings)) return [];
  return shop.openings
    .map((opening) => ({ start: Date.parse(opening.start), end: Date.parse(opening.end) }))
    .filter((opening) => Number.isFinite(opening.start) && Number.isFinite(opening.end));
}

/** The day's rule of a listed shop: its hours and zone say when its day turns (docs/decisions/0017-shop-state.md). */
function dayRule(shop: Pick<ListedShop, 'openTime' | 'closeTime' | 'timeZone'>): ShopDayRule {
  return { openTime: shop.openTime, closeTime: shop.closeTime, timeZone: shop.timeZone };
}

/**
 * Whole minutes until the shortest wait's start, counted from now so the figure moves with the
 * clock between messages, never more than the server said at its answer.
 */
export function waitMinutesNow(shop: Pick<ListedShop, 'waitMinutes' | 'startAt'>, now: number): number | null {
  if (shop.waitMinutes === null) return null;
  const start = shop.startAt === null ? Number.NaN : Date.parse(shop.startAt);
  if (!Number.isFinite(start)) return Math.max(0, shop.waitMinutes);
  return Math.min(Math.max(0, shop.waitMinutes), minutesUntil(now, start));
}

/**
 * What a shop's row says at `now` (docs/product/screens.md#shops): its state worked out on the page
 * from the owner's switch and the openings with the server's own function, in the words the home
 * page uses, and its shortest wait said the one way waits are said, with the start in the shop's time.
 */
export function rowView(
  shop: Pick<ListedShop, 'isOpen' | 'openings' | 'timeZone' | 'openTime' | 'closeTime' | 'waitMinutes' | 'noWait' | 'startAt'>,
  now: number,
  waitTexts: Translation<BarberTexts>,
  language: Language,
): RowView {
  const rule = dayRule(shop);
  const state = stateFromOpenings(now, shop.isOpen, openingsOf(shop), rule);
  const words = shopStateWords(state, now, rule, language);
  const closed = state.kind === 'closed_today' || state.kind === 'closed_by_shop';
  const minutes = closed ? null : waitMinutesNow(shop, now);
  let wait: RowWait | null = null;
  if (minutes !== null) {
    const badge = waitBadgeText({ isAvailable: true, waitTime: minutes, noWait: shop.noWait }, waitTexts);
    const startsNow = showsNoWait({ waitTime: minutes, noWait: shop.noWait });
    const turnAt = startsNow || shop.startAt === null ? null : formatTime12(shop.startAt, shop.timeZone, language);
    wait = { text: waitTexts.waitLabel({ wait: badge.text }), colour: badge.colour, turnAt };
  }
  return { state, stateLine: words.line, bookable: words.bookable, wait, noWalkIns: !closed && minutes === null };
}

const DISTANCE_FORMATS = new Map<string, Intl.NumberFormat>();

/** A distance as the row writes it: tenths under 10 km ('0.4', '1.2'), whole kilometres beyond ('12'). */
export function distanceText(km: number, language: Language): string {
  const near = km < 10;
  const key = `${language}:${near ? 'near' : 'far'}`;
  let format = DISTANCE_FORMATS.get(key);
  if (!format) {
    const digits = near ? 1 : 0;
    format = new Intl.NumberFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    DISTANCE_FORMATS.set(key, format);
  }
  return format.format(near ? Math.max(0.1, km) : km);
}
