const formats = new Map<string, Intl.DateTimeFormat>();

/** 'Saturday 21 November': the shop-local day of an instant, for the board's clock. */
export function shopDayLabel(now: number, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone });
    formats.set(timeZone, format);
  }
  return format.format(now);
}
