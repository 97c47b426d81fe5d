import { ESTIMATORS } from './estimators.js';
import { OFF_BY_MIN } from './metrics.js';
import type { SimResult } from './simulate.js';

const pad = (text: string | number, width: number): string => String(text).padStart(width);

/** The readable table, then the summary as one JSON object on the last line. */
export function report(result: SimResult): string {
  const { days, seed, peak } = result.options;
  const lines = [
    `ETA simulation: ${days} days, seed ${seed}, peak ${peak} walk-ins/h`,
    `walk-ins served ${result.walkIns}, walked away ${result.balked}, slot bookings ${result.slots} (no-shows ${result.noShows}), completed ${result.completed}`,
    '',
    `error = actual start - promised start (minutes); late/early: more than ${OFF_BY_MIN} min off`,
    `${'estimator'.padEnd(11)}${pad('median|err|', 12)}${pad('p90|err|', 10)}${pad('late', 8)}${pad('early', 8)}${pad('mean err', 10)}`,
    ...ESTIMATORS.map((name) => {
      const a = result.accuracy[name];
      return `${name.padEnd(11)}${pad(a.medianAbsMin.toFixed(2), 12)}${pad(a.p90AbsMin.toFixed(2), 10)}${pad(a.lateShare.toFixed(3), 8)}${pad(a.earlyShare.toFixed(3), 8)}${pad(a.meanErrorMin.toFixed(2), 10)}`;
    }),
    '',
  ];
  const summary = Object.fromEntries(
    ESTIMATORS.map((name) => {
      const { medianAbsMin, p90AbsMin, lateShare, earlyShare } = result.accuracy[name];
      return [name, { medianAbsMin, p90AbsMin, lateShare, earlyShare }];
    }),
  );
  lines.push(JSON.stringify({ ...summary, walkIns: result.walkIns, days }));
  return `${lines.join('\n')}\n`;
}
