// One formatter per zone: building an Intl.DateTimeFormat is the slow part.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The shop-local calendar date 'YYYY-MM-DD' of an instant: the same answer as the shared
 * `shopDate` (the test holds them equal), read from the browser's own Intl. The home page uses
 * this one because `shopDate` brings date-fns, about 9 kB gzipped, into the first page's budget.
 */
export function shopToday(now: number, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
