import { formatTime12 } from '../../../shared/domain/format.js';
import { waitBadge, type WaitColour } from '../../../shared/domain/wait-label.js';
import type { Barber } from '../../../shared/schemas/barber.js';

/** What the card's badge is about: the live wait, or why there is no wait to show (DESIGN §11). */
export type BarberStatusKind = 'wait' | 'on_break' | 'not_started' | 'day_off' | 'queue_closed';

export interface BarberStatus {
  kind: BarberStatusKind;
  /** 'WAIT: {text}' for the wait; the whole badge otherwise ('Back at 3:15 PM'). */
  text: string;
  colour: WaitColour;
}

type StatusInput = Pick<Barber, 'isAvailable' | 'waitTime' | 'noWait' | 'availability'>;

/**
 * The badge of a barber card: where the barber's working day stands, else the spec §9 wait.
 * A day off wins over everything; then a queue that is closed for the day (a walk-in cannot be
 * taken, which is what the badge is for); then a break and a day that has not started, whose end
 * or start is shown in the shop's time zone.
 */
export function barberStatus(barber: StatusInput, timeZone: string): BarberStatus {
  const { status, until, queueClosed } = barber.availability;
  if (!barber.isAvailable) return { kind: 'wait', ...waitBadge(barber) };
  if (status === 'day_off') return { kind: 'day_off', text: 'Not working today', colour: 'grey' };
  if (status === 'day_over' || queueClosed) return { kind: 'queue_closed', text: 'Queue closed for today', colour: 'grey' };
  if (status === 'on_break') {
    return { kind: 'on_break', text: until ? `Back at ${formatTime12(until, timeZone)}` : 'On a break', colour: 'yellow' };
  }
  if (status === 'not_started') {
    return { kind: 'not_started', text: until ? `Starts at ${formatTime12(until, timeZone)}` : 'Starts later today', colour: 'yellow' };
  }
  return { kind: 'wait', ...waitBadge(barber) };
}

/** The badge as one line of text: 'WAIT: 25 min', or the status itself ('Back at 3:15 PM'). */
export function barberStatusText(status: BarberStatus): string {
  return status.kind === 'wait' ? `WAIT: ${status.text}` : status.text;
}

/** Whether a walk-in could join this barber's queue now (false on a day off or after last call). */
export function takesWalkInsToday(barber: StatusInput): boolean {
  const { status, queueClosed } = barber.availability;
  return barber.isAvailable && status !== 'day_off' && status !== 'day_over' && !queueClosed;
}
