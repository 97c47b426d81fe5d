import { isNow } from '../../../../shared/domain/wait-label.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { TrackCardTexts } from '../texts-card.js';
import { waitText } from '../../../components/barber/barber-status.js';

const MINUTE = 60_000;

/**
 * Whole minutes until an expected start, counted from now so the figure moves between refetches;
 * the server's figure (rounded up the same way) when there is no expected start.
 */
export function minutesUntil(expectedStart: string | null, now: number, fallback: number | null): number | null {
  if (expectedStart !== null) {
    const start = Date.parse(expectedStart);
    if (Number.isFinite(start)) return Math.max(0, Math.ceil((start - now) / MINUTE));
  }
  return fallback === null ? null : Math.max(0, fallback);
}

/** Between the parts of the wait line. */
export const SEPARATOR = ' · ';

/**
 * The waiting booking's line, read out when it changes: 'Position 2 · about 25 min · expected
 * 4:35 PM'. A timed appointment has no place in a queue: 'Appointment at 10:30 AM · about 25 min',
 * with the expected time only when the chair runs late of it. 'Now' stands instead of a wait
 * under 2 minutes. Missing parts are left out.
 */
export function waitLine(
  args: { position: number | null; waitMinutes: number | null; expectedTime: string | null; appointmentTime?: string | null },
  t: Translation<TrackCardTexts>,
): string {
  const appointment = args.appointmentTime ?? null;
  const parts: string[] = [];
  if (appointment !== null) parts.push(t.appointmentAt({ time: appointment }));
  else if (args.position !== null) parts.push(t.position({ position: args.position }));
  if (args.waitMinutes !== null) parts.push(isNow(args.waitMinutes) ? t.now : t.aboutWait({ wait: waitText(args.waitMinutes, t) }));
  if (args.expectedTime !== null && args.expectedTime !== appointment) parts.push(t.expectedAt({ time: args.expectedTime }));
  return parts.join(SEPARATOR);
}
