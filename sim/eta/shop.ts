import { stream, uniform, weighted, type Random } from './prng.js';

export const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const BARBERS = 4;
export const OPEN_HOUR = 10;
export const CLOSE_HOUR = 20;
/** Walk-ins stop coming half an hour before closing; everyone already waiting is served. */
export const LAST_WALK_IN_HOUR = 19.5;
/** Share of the day's bookings made as slots in advance. */
export const SLOT_SHARE = 0.3;
export const NO_SHOW_SHARE = 0.1;
/** Real durations vary this much around a barber's true mean for a service (coefficient of variation). */
export const SERVICE_CV = 0.3;
/** True means differ from the configured durations by up to this much, either way. */
export const TRUE_MEAN_SPREAD = 0.3;
/** A walk-in promised a longer wait than this goes elsewhere. */
export const BALK_WAIT_MIN = 120;
/** The slot grid, in minutes. */
export const SLOT_GRID_MIN = 15;

export interface Service {
  id: number;
  name: string;
  configuredMin: number;
  /** How often it is asked for. */
  popularity: number;
}

export const SERVICES: readonly Service[] = [
  { id: 1, name: 'Haircut', configuredMin: 30, popularity: 0.4 },
  { id: 2, name: 'Beard trim', configuredMin: 15, popularity: 0.25 },
  { id: 3, name: 'Shave', configuredMin: 20, popularity: 0.15 },
  { id: 4, name: 'Fade', configuredMin: 45, popularity: 0.2 },
];
/** Share of bookings with a second, different service. */
export const TWO_SERVICE_SHARE = 0.3;

/**
 * Walk-ins per hour as a share of the peak, by hour of day: a quiet morning, a lunch bump, an
 * afternoon lull and the after-work peak from 17:00 to 19:00. Linear between the points.
 */
const RATE_SHAPE: readonly (readonly [hour: number, share: number])[] = [
  [10, 0.25],
  [12.5, 0.5],
  [14, 0.45],
  [15.5, 0.35],
  [17, 1],
  [19, 1],
  [19.5, 0.7],
];

/** Walk-in rate (per hour) at an hour of day, peaking at `peak`. */
export function walkInRate(hour: number, peak: number): number {
  for (const [i, [h1, s1]] of RATE_SHAPE.entries()) {
    const following = RATE_SHAPE[i + 1];
    if (!following) break;
    const [h2, s2] = following;
    if (hour >= h1 && hour <= h2) return peak * (s1 + ((s2 - s1) * (hour - h1)) / (h2 - h1));
  }
  return 0;
}

/** Expected walk-ins of a day, by the trapezoid rule over the shape's segments. */
export function expectedWalkIns(peak: number): number {
  let total = 0;
  for (const [i, [h1, s1]] of RATE_SHAPE.entries()) {
    const following = RATE_SHAPE[i + 1];
    if (following) total += ((s1 + following[1]) / 2) * (following[0] - h1) * peak;
  }
  return total;
}

/** Start of a shop day in epoch milliseconds (days are 24 h apart; the zone does not matter here). */
export const dayStart = (day: number): number => Date.UTC(2026, 0, 5) + day * 24 * HOUR;
export const atHour = (day: number, hour: number): number => dayStart(day) + hour * HOUR;

/**
 * True mean minutes per barber per service: a barber-wide pace (some barbers are simply quicker)
 * times a per-service knack, kept within TRUE_MEAN_SPREAD of the configured duration.
 */
export function trueMeans(seed: number): number[][] {
  const rng = stream(seed, 0xba7be7);
  return Array.from({ length: BARBERS }, () => {
    const pace = uniform(rng, 0.8, 1.2);
    return SERVICES.map((s) => {
      const factor = Math.min(1 + TRUE_MEAN_SPREAD, Math.max(1 - TRUE_MEAN_SPREAD, pace * uniform(rng, 0.85, 1.15)));
      return s.configuredMin * factor;
    });
  });
}

/** One or two distinct service indexes (into SERVICES), by popularity. */
export function drawServices(rng: Random): number[] {
  const weights = SERVICES.map((s) => s.popularity);
  const first = weighted(rng, weights);
  if (rng.next() >= TWO_SERVICE_SHARE) return [first];
  const second = weighted(rng, weights.map((w, i) => (i === first ? 0 : w)));
  return [first, second];
}
