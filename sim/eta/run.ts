/**
 * npm run sim:eta -- --days N --seed S --peak P
 * Replays simulated shop days through the real planner and learner and compares how well four
 * estimators promise a walk-in's start. Prints a table, then one JSON line (the last line).
 */
import { parseArgs } from 'node:util';
import { report } from './report.js';
import { simulate } from './simulate.js';

const { values } = parseArgs({
  options: {
    days: { type: 'string', default: '200' },
    seed: { type: 'string', default: '1' },
    peak: { type: 'string', default: '8' },
  },
});

function positive(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number, got ${raw}`);
  return value;
}

const result = simulate({
  days: Math.floor(positive('days', values.days)),
  seed: Math.floor(Number(values.seed)),
  peak: positive('peak', values.peak),
});
process.stdout.write(report(result));
