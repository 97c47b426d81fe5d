import { formatTime12 } from '../../../../shared/domain/format.js';
import type { Availability } from '../../../../shared/schemas/hours.js';

/** Where a barber's working day stands, as the board words it; null while they are simply working. */
export interface DayState {
  text: string;
  /** The barber cannot take a walk-in today at all: the wait means nothing and is not shown. */
  closedForToday: boolean;
}

/**
 * The board's line about a barber's day (DESIGN §11), times in the shop's zone: 'On break until
 * 3:15 PM', 'Starts at 11:00 AM', 'Not working today', 'Queue closed for today' (last call has
 * passed, or the day is over). A day off wins over everything, then a closed queue.
 */
export function dayState(availability: Availability, timeZone: string): DayState | null {
  const { status, until, queueClosed } = availability;
  if (status === 'day_off') return { text: 'Not working today', closedForToday: true };
  if (status === 'day_over' || queueClosed) return { text: 'Queue closed for today', closedForToday: true };
  if (status === 'on_break') {
    return { text: until ? `On break until ${formatTime12(until, timeZone)}` : 'On a break', closedForToday: false };
  }
  if (status === 'not_started') {
    return { text: until ? `Starts at ${formatTime12(until, timeZone)}` : 'Starts later today', closedForToday: false };
  }
  return null;
}
