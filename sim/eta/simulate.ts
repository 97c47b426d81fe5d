import { EMPTY_MODEL } from '../../src/shared/domain/learned-durations.js';
import type { Barber, Estimator } from './estimators.js';
import { accuracies, type Accuracy } from './metrics.js';
import { serveDay, type WalkInRecord } from './serve-day.js';
import { BARBERS, trueMeans } from './shop.js';

export interface SimOptions {
  days: number;
  seed: number;
  /** Walk-ins per hour at the evening peak. */
  peak: number;
}

export interface SimResult {
  options: SimOptions;
  accuracy: Record<Estimator, Accuracy>;
  walkIns: number;
  balked: number;
  slots: number;
  noShows: number;
  /** Completed bookings in the barbers' histories at the end. */
  completed: number;
}

/** Runs `days` shop days in a row; barbers start with no history and learn as they go. */
export function simulate(options: SimOptions): SimResult {
  const means = trueMeans(options.seed);
  const barbers: Barber[] = Array.from({ length: BARBERS }, (_, index) => ({
    index,
    means: means[index] ?? [],
    chair: null,
    waiting: [],
    history: [],
    model: EMPTY_MODEL,
  }));
  const records: WalkInRecord[] = [];
  let balked = 0;
  let slots = 0;
  let noShows = 0;
  for (let day = 0; day < options.days; day += 1) {
    const result = serveDay(options.seed, day, options.peak, barbers);
    records.push(...result.walkIns);
    balked += result.balked;
    slots += result.slots;
    noShows += result.noShows;
  }
  return {
    options,
    accuracy: accuracies(records),
    walkIns: records.length,
    balked,
    slots,
    noShows,
    completed: barbers.reduce((sum, b) => sum + b.history.length, 0),
  };
}
