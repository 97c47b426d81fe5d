/** Colours of the wait badge (docs/product/booking-rules.md#business-constants-and-limits); grey is for an unavailable barber. */
export type WaitColour = 'green' | 'yellow' | 'orange' | 'red' | 'grey';

/** Minutes as shown: whole, rounded up like the plan, never negative; garbage counts as no wait. */
function wholeMinutes(minutes: number): number {
  return Number.isFinite(minutes) && minutes > 0 ? Math.ceil(minutes) : 0;
}

function hoursAndMinutes(minutes: number): { hours: number; rest: number } {
  return { hours: Math.floor(minutes / 60), rest: minutes % 60 };
}

/** The words a page writes a wait in; each catalogue has its own, in its language. */
export interface WaitWording {
  /** Under an hour: '25 min'. */
  minutes: (minutes: number) => string;
  /** On the hour: '1 Hr'. */
  hours: (hours: number) => string;
  /** Hours and minutes: '1 Hr 5 Mins'. */
  hoursMinutes: (hours: number, minutes: number) => string;
}

/**
 * A wait in words, the one rule for every page (docs/product/booking-rules.md#wait-display): whole
 * minutes under an hour, else hours, with the minutes unless on the hour.
 */
export function waitInWords(minutes: number, words: WaitWording): string {
  const whole = wholeMinutes(minutes);
  if (whole < 60) return words.minutes(whole);
  const { hours, rest } = hoursAndMinutes(whole);
  return rest === 0 ? words.hours(hours) : words.hoursMinutes(hours, rest);
}

/** Badge colour by wait (docs/product/booking-rules.md#business-constants-and-limits): <=20 green, <=60 yellow, <=90 orange, longer red. */
export function waitColour(minutes: number): WaitColour {
  const whole = wholeMinutes(minutes);
  if (whole <= 20) return 'green';
  if (whole <= 60) return 'yellow';
  if (whole <= 90) return 'orange';
  return 'red';
}

/** 'Now' instead of a wait when it is 0 or under 2 minutes (docs/product/booking-rules.md#wait-display). */
export function isNow(minutes: number): boolean {
  return !(Number.isFinite(minutes) && minutes >= 2);
}

/**
 * Whether a barber's badge says 'No Wait': the plan's noWait (a slot comes later, the chair is free
 * now), or a walk-in joining now would start now (isNow). One rule, so two idle barbers never read
 * 'No Wait' and '0 min' side by side, and the badge agrees with the '(No Wait)' after a time
 * (docs/decisions/0016-wait-words.md).
 */
export function showsNoWait(args: { waitTime: number; noWait: boolean }): boolean {
  return args.noWait || isNow(args.waitTime);
}

/** The colour of a barber card's wait badge (docs/product/booking-rules.md#business-constants-and-limits); noWait comes from the barber's plan. */
export function waitBadgeColour(args: { isAvailable: boolean; waitTime: number; noWait: boolean }): WaitColour {
  if (!args.isAvailable) return 'grey';
  if (showsNoWait(args)) return 'green';
  return waitColour(args.waitTime);
}

/** A range narrower than this says nothing the single figure does not. */
const MIN_RANGE_SPAN = 5;

/**
 * The honest version of a walk-in's wait (docs/product/waits.md) in minutes, moved along with the live wait
 * (`waitMinutes` counts down between refetches; the server's range was around `serverWait`; a new
 * walk-in passes the same figure twice). Null when there is no range, it is too narrow to matter,
 * or the turn is now.
 */
export function likelyWaitRange(
  range: { low: number; high: number } | null,
  serverWait: number | null,
  waitMinutes: number | null,
): { low: number; high: number } | null {
  if (range === null || serverWait === null || waitMinutes === null || isNow(waitMinutes)) return null;
  if (range.high - range.low < MIN_RANGE_SPAN) return null;
  const shift = waitMinutes - serverWait;
  const low = Math.max(0, range.low + shift);
  return { low, high: Math.max(low, range.high + shift) };
}
