import { CLOSED_DATES_MAX } from '../constants.js';
import { addCalendarDays } from './format.js';
import { shopDateOf, shopDayStart, type ShopDayRule } from './shop-day.js';
import { merged, spansOn, type BarberTime, type ChairDay, type Interval, type ShopTime } from './working-hours.js';

/** The shop's state at an instant (docs/decisions/0017-shop-state.md). */
export type ShopState =
  /** Someone works now: the shop is open until `closesAt`. */
  | { kind: 'open'; closesAt: number }
  /** Nobody works yet today: the shop opens at `opensAt`, later on today's shop date. */
  | { kind: 'opens_later'; opensAt: number }
  /** Nobody works for the rest of today (after closing, a holiday, every barber off): the next opening, or null when none is in sight. */
  | { kind: 'closed_today'; opensAt: number | null }
  /** The owner's switch is on closed: nothing is bookable until it is turned back. */
  | { kind: 'closed_by_shop' };

export type ShopStateKind = ShopState['kind'];

/** What the state is decided from: the owner's switch, the shop's hours and closed dates, and the barbers' time. */
export interface ShopStateInput {
  isOpen: boolean;
  shop: ShopTime;
  /** The current barbers' working time; none at all: the shop's own hours. */
  barbers: readonly BarberTime[];
}

/** Openings are always given this many shop dates past today, so a page can follow the next days. */
const MIN_DAYS_AHEAD = 2;
/** The next opening is looked for this far ahead: past the longest run of closed dates and a week more. */
const MAX_DAYS_AHEAD = CLOSED_DATES_MAX + 7;

const SHOP_HOURS: BarberTime = { weekly: null, daysOff: [], breakStart: null, breakEnd: null };

/**
 * When the shop is open, from yesterday's shop date on (a night still running) until the next
 * opening after today: each barber's working day from its first start to its last end (a lunch gap
 * of one barber keeps the shop open), all barbers' days put together. A holiday, a day off and a
 * weekday a barber does not work leave that barber's day out (working-hours.ts). Ascending,
 * disjoint, and only what has not ended by `now`.
 */
export function shopOpenings(now: number, shop: ShopTime, barbers: readonly BarberTime[]): Interval[] {
  const today = shopDateOf(now, shop);
  const times = barbers.length > 0 ? barbers : [SHOP_HOURS];
  const days: Interval[] = [];
  // Whether an opening on a later shop date than today is among them: then looking further stops.
  let later = false;
  for (let offset = -1; offset <= MAX_DAYS_AHEAD; offset += 1) {
    const date = addCalendarDays(today, offset);
    for (const barber of times) {
      const spans = spansOn(date, barber, shop);
      const first = spans[0];
      if (!first) continue;
      days.push({ start: first.start, end: Math.max(...spans.map((span) => span.end)) });
      if (!later && offset >= 1 && first.start > now && shopDateOf(first.start, shop) > today) later = true;
    }
    if (offset >= MIN_DAYS_AHEAD && later) break;
  }
  return merged(days).filter((opening) => opening.end > now);
}

/**
 * The state at `now` from the switch and the openings (shopOpenings): the same on the server and on
 * a page that holds the openings, so the page can follow the clock on its own. "Today" is the shop
 * date (a night past midnight is still the date it began on: shop-day.ts).
 */
export function stateFromOpenings(now: number, isOpen: boolean, openings: readonly Interval[], rule: ShopDayRule): ShopState {
  if (!isOpen) return { kind: 'closed_by_shop' };
  const current = openings.find((opening) => opening.start <= now && now < opening.end);
  if (current) return { kind: 'open', closesAt: current.end };
  const next = openings.filter((opening) => opening.start > now).sort((a, b) => a.start - b.start)[0];
  if (next && shopDateOf(next.start, rule) === shopDateOf(now, rule)) return { kind: 'opens_later', opensAt: next.start };
  return { kind: 'closed_today', opensAt: next?.start ?? null };
}

/** The shop's state at `now` (docs/decisions/0017-shop-state.md). Pure and clock-free. */
export function shopState(now: number, input: ShopStateInput): ShopState {
  return stateFromOpenings(now, input.isOpen, shopOpenings(now, input.shop, input.barbers), input.shop);
}

/**
 * The next instant at which the state can change by the clock alone: closing, opening, or the turn
 * of the shop date (closed today becomes opens later). Null for the owner's switch, which only the
 * owner changes.
 */
export function nextStateChange(now: number, state: ShopState, rule: ShopDayRule): number | null {
  switch (state.kind) {
    case 'open':
      return state.closesAt;
    case 'opens_later':
      return state.opensAt;
    case 'closed_today': {
      const turn = shopDayStart(addCalendarDays(shopDateOf(now, rule), 1), rule);
      return state.opensAt === null ? turn : Math.min(turn, state.opensAt);
    }
    case 'closed_by_shop':
      return null;
  }
}

/** Shop dates from today's to the date of `at`: 0 today, 1 tomorrow. */
export function shopDaysUntil(now: number, at: number, rule: ShopDayRule): number {
  const from = Date.parse(`${shopDateOf(now, rule)}T00:00:00Z`);
  const to = Date.parse(`${shopDateOf(at, rule)}T00:00:00Z`);
  return Math.round((to - from) / 86_400_000);
}

/**
 * Before the shop opens, when walk-ins may join a barber's queue: `minutesBefore` ahead of the
 * barber's first start today (their turn is still planned from that start). Null when the queue is
 * open already: the time has come, or the shop is open (someone works), so a barber who starts
 * later takes walk-ins for then; or the barber does not work today (last call answers that).
 */
export function queueOpensAt(now: number, day: Pick<ChairDay, 'spans'>, minutesBefore: number, shop: ShopState): number | null {
  const first = day.spans[0];
  if (!first || shop.kind === 'open') return null;
  const from = first.start - Math.max(0, minutesBefore) * 60_000;
  return now < from ? from : null;
}
