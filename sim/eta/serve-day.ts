import { HISTORY_WINDOW, learnDurations, type DurationSample } from '../../src/shared/domain/learned-durations.js';
import { configuredOf, realMinutes, serviceIdsOf, slotBookings, walkIns, type SimBooking } from './bookings.js';
import { learnedPlacement, planBy, promises, type Barber, type Estimator } from './estimators.js';
import { BALK_WAIT_MIN, MINUTE } from './shop.js';

/** One walk-in that joined: what each estimator promised and when the chair was really theirs. */
export interface WalkInRecord {
  promised: Record<Estimator, number>;
  started: number;
}

export interface DayResult {
  walkIns: WalkInRecord[];
  balked: number;
  slots: number;
  noShows: number;
}

/** Walk-in tokens start here each day, after the slot bookings made in advance. */
const FIRST_WALK_IN_ID = 1000;

/** What the history receives when a booking completes: the real minutes, unless the tap went wrong. */
function sample(booking: SimBooking, realMin: number): DurationSample {
  const recorded =
    booking.recording.kind === 'left-open' ? realMin + booking.recording.extraMin : booking.recording.kind === 'mis-tap' ? 1 : realMin;
  return { serviceIds: serviceIdsOf(booking), configuredMin: configuredOf(booking), actualMin: recorded };
}

/**
 * A free barber takes the first booking of the product's plan if it starts now: a walk-in at once,
 * a slot once its time has come. A slot still ahead keeps the chair free for it.
 */
function serveNext(barber: Barber, now: number, started: Map<number, number>): void {
  if (barber.chair) return;
  const first = planBy('learned', barber, now).entries[0];
  if (!first || first.start > now) return;
  const booking = barber.waiting.find((b) => b.id === first.bookingId);
  if (!booking) return;
  barber.waiting = barber.waiting.filter((b) => b !== booking);
  barber.chair = { booking, startedAt: now, endsAt: now + realMinutes(booking, barber.means) * MINUTE };
  started.set(booking.id, now);
}

/**
 * Replays one shop day event by event (arrivals, completions, slot times) through the real
 * planner. Barbers keep their history and learned model across days.
 */
export function serveDay(seed: number, day: number, peak: number, barbers: Barber[]): DayResult {
  const arrivals = walkIns(seed, day, peak, FIRST_WALK_IN_ID);
  const slots = slotBookings(seed, day, peak);
  for (const { barber, booking } of slots) barbers[barber]?.waiting.push(booking);
  const pending = new Map<number, Record<Estimator, number>>();
  const started = new Map<number, number>();
  let balked = 0;
  let next = 0;

  let clock = -Infinity;
  for (;;) {
    // Slot times already passed are no events: a due slot starts as soon as its barber is free.
    const now = Math.min(
      arrivals[next]?.arrival ?? Infinity,
      ...barbers.flatMap((b) => (b.chair ? [b.chair.endsAt] : [])),
      ...barbers.flatMap((b) => b.waiting.flatMap((w) => (w.slotStart !== null && w.slotStart > clock ? [w.slotStart] : []))),
    );
    if (!Number.isFinite(now)) break;
    clock = now;

    for (const barber of barbers) {
      if (barber.chair && barber.chair.endsAt <= now) {
        const { booking, startedAt, endsAt } = barber.chair;
        barber.history.push(sample(booking, (endsAt - startedAt) / MINUTE));
        barber.model = learnDurations(barber.history.slice(-HISTORY_WINDOW));
        barber.chair = null;
      }
      // A no-show is known at the slot time, when the customer is not there.
      barber.waiting = barber.waiting.filter((b) => !(b.noShow && b.slotStart !== null && b.slotStart <= now));
    }

    while (arrivals[next] && (arrivals[next]?.arrival ?? Infinity) <= now) {
      const walkIn = arrivals[next];
      next += 1;
      if (!walkIn) break;
      const choice = barbers
        .map((barber) => ({ barber, start: learnedPlacement(barber, now, walkIn).start }))
        .reduce((best, c) => (c.start < best.start ? c : best));
      if (choice.start - now > BALK_WAIT_MIN * MINUTE) {
        balked += 1;
        continue;
      }
      pending.set(walkIn.id, promises(choice.barber, now, walkIn));
      choice.barber.waiting.push(walkIn);
    }

    for (const barber of barbers) serveNext(barber, now, started);
  }

  const records = [...pending].map(([id, promised]) => ({ promised, started: started.get(id) ?? NaN }));
  return {
    walkIns: records,
    balked,
    slots: slots.length,
    noShows: slots.filter((s) => s.booking.noShow).length,
  };
}
