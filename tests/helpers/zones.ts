/** The hour of the day, 0-23, now in this time zone. */
function hourIn(zone: string, now: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(now));
}

/**
 * A time zone where the hour now is in [from, to): tests that start a real server run on the real
 * clock, and what a shop allows (last call, quiet hours) depends on its time of day. The fixed
 * offsets UTC-12 to UTC+14 hold every hour of the day.
 */
export function zoneWithHourBetween(from: number, to: number, now = new Date()): string {
  for (let offset = -12; offset <= 14; offset += 1) {
    // POSIX sign: Etc/GMT-5 is five hours ahead of UTC.
    const zone = offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    const hour = hourIn(zone, now);
    if (hour >= from && hour < to) return zone;
  }
  throw new Error(`no zone has an hour in [${from}, ${to}) now`);
}
