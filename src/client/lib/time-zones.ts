/** Zones a shop is likely to be in, first; every zone the browser knows after them. */
const FIRST = ['Asia/Kolkata', 'Asia/Kathmandu', 'Asia/Dhaka', 'Asia/Colombo', 'Asia/Dubai', 'Europe/London', 'America/New_York', 'UTC'];

/** The time zone choices: IANA names, which read the same in every language. */
export function timeZoneChoices(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...FIRST, ...known.filter((zone) => !FIRST.includes(zone))];
}
