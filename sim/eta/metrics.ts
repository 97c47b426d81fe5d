import { ESTIMATORS, type Estimator } from './estimators.js';
import { MINUTE } from './shop.js';
import type { WalkInRecord } from './serve-day.js';

/** A start more than this many minutes off the promise counts as late or early. */
export const OFF_BY_MIN = 5;

export interface Accuracy {
  medianAbsMin: number;
  p90AbsMin: number;
  lateShare: number;
  earlyShare: number;
  /** Mean of actual − promised: positive when the estimator promises too early on the whole. */
  meanErrorMin: number;
}

/** The value at a quantile of sorted values (nearest rank). */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

const round = (value: number, digits: number): number => Number(value.toFixed(digits));

/** Accuracy of one estimator over the walk-ins: error = actual start − promised start, in minutes. */
export function accuracy(records: readonly WalkInRecord[], estimator: Estimator): Accuracy {
  const errors = records.map((r) => (r.started - r.promised[estimator]) / MINUTE);
  const abs = errors.map(Math.abs).sort((a, b) => a - b);
  const share = (test: (e: number) => boolean) => (errors.length === 0 ? 0 : round(errors.filter(test).length / errors.length, 3));
  return {
    medianAbsMin: round(quantile(abs, 0.5), 2),
    p90AbsMin: round(quantile(abs, 0.9), 2),
    lateShare: share((e) => e > OFF_BY_MIN),
    earlyShare: share((e) => e < -OFF_BY_MIN),
    meanErrorMin: round(errors.reduce((sum, e) => sum + e, 0) / Math.max(1, errors.length), 2),
  };
}

export const accuracies = (records: readonly WalkInRecord[]): Record<Estimator, Accuracy> =>
  Object.fromEntries(ESTIMATORS.map((e) => [e, accuracy(records, e)])) as Record<Estimator, Accuracy>;
