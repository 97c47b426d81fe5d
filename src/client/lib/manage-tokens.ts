/**
 * The manage token of each booking made in this browser (docs/product/architecture.md#the-web-client): it proves the booking is
 * ours, so its Cancel works without a login. Kept in localStorage keyed by booking id.
 */
const KEY = 'chair.manageTokens';
/** Old tokens are of no use once their bookings are over; keep the newest few. */
const KEEP = 20;

type Tokens = Record<string, string>;

function read(): Tokens {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** Remembers the token of a booking this browser just made (or opened from its link). */
export function saveManageToken(bookingId: number, token: string): void {
  const tokens = { ...read(), [String(bookingId)]: token };
  const newest = Object.keys(tokens)
    .map(Number)
    .sort((a, b) => b - a)
    .slice(0, KEEP);
  try {
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(newest.map((id) => [String(id), tokens[String(id)]]))));
  } catch {
    // Private mode or a full storage: the booking still works, only Cancel will ask for a login.
  }
}

/** The token of a booking made in this browser, if any. */
export function manageTokenOf(bookingId: number): string | undefined {
  return read()[String(bookingId)];
}
