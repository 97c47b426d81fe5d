/** Colours of the wait badge (docs/product/booking-rules.md#business-constants-and-limits); grey is for an unavailable barber. */
export type WaitColour = 'green' | 'yellow' | 'orange' | 'red' | 'grey';

export interface WaitBadge {
  text: string;
  colour: WaitColour;
}

/** Minutes as shown: whole, rounded up like the plan, never negative; garbage counts as no wait. */
function wholeMinutes(minutes: number): number {
  return Number.isFinite(minutes) && minutes > 0 ? Math.ceil(minutes) : 0;
}

function hoursAndMinutes(minutes: number): { hours: number; rest: number } {
  return { hours: Math.floor(minutes / 60), rest: minutes % 60 };
}

/** '{n} min' under an hour, else '{h} Hr' or '{h} Hr {m} Mins' (docs/product/booking-rules.md#business-constants-and-limits). */
export function formatWait(minutes: number): string {
  const whole = wholeMinutes(minutes);
  if (whole < 60) return `${whole} min`;
  const { hours, rest } = hoursAndMinutes(whole);
  return rest === 0 ? `${hours} Hr` : `${hours} Hr ${rest} Mins`;
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

/** The barber card's 'WAIT: ...' badge (docs/product/booking-rules.md#business-constants-and-limits); noWait comes from the barber's plan. */
export function waitBadge(args: { isAvailable: boolean; waitTime: number; noWait: boolean }): WaitBadge {
  if (!args.isAvailable) return { text: 'Not Available', colour: 'grey' };
  if (showsNoWait(args)) return { text: 'No Wait', colour: 'green' };
  return { text: formatWait(args.waitTime), colour: waitColour(args.waitTime) };
}

/**
 * Parenthesised wait after an expected time: '(No Wait)' when isNow, '(N mins)' under an hour, else
 * '(H Hr M Mins)', or '(H Hr)' on the hour to match formatWait.
 */
export function waitSuffix(minutes: number): string {
  if (isNow(minutes)) return '(No Wait)';
  const whole = wholeMinutes(minutes);
  if (whole < 60) return `(${whole} mins)`;
  const { hours, rest } = hoursAndMinutes(whole);
  return rest === 0 ? `(${hours} Hr)` : `(${hours} Hr ${rest} Mins)`;
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

/** The likely range in English: 'Likely 25–35 min', or 'Likely 50 min to 1 Hr 20 Mins' from an hour. */
export function waitRangeText(
  range: { low: number; high: number } | null,
  serverWait: number | null,
  waitMinutes: number | null,
): string | null {
  const likely = likelyWaitRange(range, serverWait, waitMinutes);
  if (likely === null) return null;
  if (likely.high >= 60) return `Likely ${formatWait(likely.low)} to ${formatWait(likely.high)}`;
  return `Likely ${likely.low}–${likely.high} min`;
}
