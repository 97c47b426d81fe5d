import { machine } from '../report.js';
import type { NumbersOutcome } from './run.js';

/** The owner's numbers' section of docs/benchmarks.md. */
export function numbersSection(heading: string, outcome: NumbersOutcome): string {
  if (!outcome.ran) return [heading, '', outcome.reason, ''].join('\n');
  const r = outcome.results;
  const met = r.latency.every((entry) => entry.figure.p99 < 300 && entry.figure.failures === 0);
  return [
    heading,
    '',
    ...machine(),
    `- Load average of the machine when the run began (1, 5, 15 min): ${r.loadAverage.map((v) => v.toFixed(1)).join(', ')}`,
    `- Workload: one shop of 4 barbers with ${r.bookings} past bookings over two years (137 a day, 09:00-20:25, a quarter appointments, 80 % served) and ${r.payments} payments (one per served booking, a quarter unpaid, every fiftieth corrected), seeded by \`generate_series\` inserts in ${r.seedSeconds.toFixed(1)} s (bench/numbers/seed.ts). PostgreSQL on the same machine; the server a process of its own.`,
    '',
    '`GET /api/numbers` as the admin, one request after another (the report is worked out anew for each: four statements, run side by side on connections of their own, src/server/data/numbers-figures.ts). "Statements" is PostgreSQL\'s own execution time for each, slowest first, run one at a time (EXPLAIN ANALYZE, the app\'s role in the shop\'s scope).',
    '',
    '| Weeks | Requests | p50 ms | p99 ms | max ms | Statements ms | Failed | Target | Met |',
    '|---|---|---|---|---|---|---|---|---|',
    ...r.latency.map(
      ({ weeks, figure, explainMs }) =>
        `| ${weeks} | ${figure.requests} | ${figure.p50.toFixed(0)} | ${figure.p99.toFixed(0)} | ${figure.max.toFixed(0)} | ${explainMs.map((ms) => ms.toFixed(0)).join(' + ')} | ${figure.failures} | p99 < 300 ms | ${figure.p99 < 300 && figure.failures === 0 ? 'met' : '**missed**'} |`,
    ),
    '',
    met ? 'Every period is answered within its target.' : 'A period missed its target: see the plans (EXPLAIN ANALYZE of the statements) before changing the indexes.',
    '',
    "Where the time goes (EXPLAIN ANALYZE on this seed): the slowest statement sums the period's bookings into a cell a week, weekday and hour; it reads them in one sequential scan of the table (at 12 weeks about a tenth of it; the planner prefers the scan to bookings_arrival_idx until the period is a small share of the history) and turns each arrival to the shop's clock once. The next reads the served walk-ins' waits by the hour they joined. Repeat customers read every served visit of every phone from bookings_served_phone_idx alone (an index-only scan of the table's served rows, once vacuumed), folded into one row a phone in the index's order; the payments are summed a week and barber. Weeks and months are found by a binary search of their start instants (width_bucket), not by each row's shop date. On the embedded database the four statements run one after another, on its one connection.",
    '',
  ].join('\n');
}
