import { exponential, normal, poisson, stream, uniform, type Random } from './prng.js';
import {
  BARBERS,
  CLOSE_HOUR,
  LAST_WALK_IN_HOUR,
  MINUTE,
  NO_SHOW_SHARE,
  OPEN_HOUR,
  SERVICE_CV,
  SERVICES,
  SLOT_GRID_MIN,
  SLOT_SHARE,
  atHour,
  drawServices,
  expectedWalkIns,
  walkInRate,
} from './shop.js';

/** How a completed booking reaches the history: mostly as it was, sometimes badly. */
export type Recording = { kind: 'true' } | { kind: 'left-open'; extraMin: number } | { kind: 'mis-tap' };

/** Share of completions left open for an hour or more (lunch, a forgotten tap), and tapped "done" at once by mistake. */
const LEFT_OPEN_SHARE = 0.02;
const MIS_TAP_SHARE = 0.01;

export interface SimBooking {
  id: number;
  type: 'queue' | 'slot';
  /** Indexes into SERVICES. */
  services: number[];
  /** A standard normal per service: the real minutes follow once the barber is known. */
  noise: number[];
  /** Walk-in arrival; for slots, unused. */
  arrival: number;
  slotStart: number | null;
  noShow: boolean;
  recording: Recording;
}

const SERVICE_LOG_SD = Math.sqrt(Math.log(1 + SERVICE_CV * SERVICE_CV));

/** Real minutes of a booking with a barber whose true means are `means`: log-normal per service, mean exactly the true mean. */
export function realMinutes(booking: SimBooking, means: readonly number[]): number {
  return booking.services.reduce(
    (sum, s, i) => sum + (means[s] ?? 0) * Math.exp(SERVICE_LOG_SD * (booking.noise[i] ?? 0) - SERVICE_LOG_SD ** 2 / 2),
    0,
  );
}

export const configuredOf = (booking: SimBooking): number[] => booking.services.map((s) => SERVICES[s]?.configuredMin ?? 0);
export const serviceIdsOf = (booking: SimBooking): number[] => booking.services.map((s) => SERVICES[s]?.id ?? 0);
export const configuredSum = (booking: SimBooking): number => configuredOf(booking).reduce((a, b) => a + b, 0);

function recording(rng: Random): Recording {
  const u = rng.next();
  if (u < LEFT_OPEN_SHARE) return { kind: 'left-open', extraMin: uniform(rng, 60, 180) };
  if (u < LEFT_OPEN_SHARE + MIS_TAP_SHARE) return { kind: 'mis-tap' };
  return { kind: 'true' };
}

function draw(rng: Random, id: number, type: SimBooking['type'], arrival: number, slotStart: number | null): SimBooking {
  const services = drawServices(rng);
  return {
    id,
    type,
    services,
    noise: services.map(() => normal(rng)),
    arrival,
    slotStart,
    noShow: type === 'slot' && rng.next() < NO_SHOW_SHARE,
    recording: recording(rng),
  };
}

/** The day's walk-ins: a Poisson process with the hourly rate shape, drawn by thinning a peak-rate process. */
export function walkIns(seed: number, day: number, peak: number, firstId: number): SimBooking[] {
  const rng = stream(seed, day, 1);
  const out: SimBooking[] = [];
  let hour = OPEN_HOUR;
  for (;;) {
    hour += exponential(rng, peak);
    if (hour >= LAST_WALK_IN_HOUR) return out;
    if (rng.next() * peak < walkInRate(hour, peak)) out.push(draw(rng, firstId + out.length, 'queue', atHour(day, hour), null));
  }
}

/** A grid time from the walk-in shape: slot customers want the same hours walk-ins come at. */
function wantedHour(rng: Random, peak: number): number {
  for (;;) {
    const hour = uniform(rng, OPEN_HOUR, LAST_WALK_IN_HOUR);
    if (rng.next() * peak < walkInRate(hour, peak)) return Math.floor((hour * 60) / SLOT_GRID_MIN) * (SLOT_GRID_MIN / 60);
  }
}

/**
 * Slot bookings made in advance, about SLOT_SHARE of the day's load: each at the first grid time
 * from the wanted one where some barber's book is free for its configured duration (what the
 * product's free-slot search offers), else not booked.
 */
export function slotBookings(seed: number, day: number, peak: number): { barber: number; booking: SimBooking }[] {
  const rng = stream(seed, day, 2);
  const count = poisson(rng, (expectedWalkIns(peak) * SLOT_SHARE) / (1 - SLOT_SHARE));
  const books: { start: number; end: number }[][] = Array.from({ length: BARBERS }, () => []);
  const out: { barber: number; booking: SimBooking }[] = [];
  const close = atHour(day, CLOSE_HOUR);
  for (let n = 0; n < count; n += 1) {
    const booking = draw(rng, out.length + 1, 'slot', 0, null);
    const length = configuredSum(booking) * MINUTE;
    const firstBarber = Math.floor(rng.next() * BARBERS);
    search: for (let start = atHour(day, wantedHour(rng, peak)); start + length <= close; start += SLOT_GRID_MIN * MINUTE) {
      for (let k = 0; k < BARBERS; k += 1) {
        const barber = (firstBarber + k) % BARBERS;
        const book = books[barber] ?? [];
        if (book.some((b) => b.start < start + length && start < b.end)) continue;
        book.push({ start, end: start + length });
        out.push({ barber, booking: { ...booking, slotStart: start, arrival: start } });
        break search;
      }
    }
  }
  return out;
}
