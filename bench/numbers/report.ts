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
    '`GET /api/numbers` as the admin, one request after another (the report is worked out anew for each, src/server/data/numbers-figures.ts: visits and waits from the figures kept of each day that ended two days ago or more and from the last days\' bookings, beside money and repeat customers, four statements on connections of their own). "First ms" is the period\'s first request, which also keeps the figures of its closed days that had none (for 52 weeks, the forty weeks before the twelve already kept); the percentiles are of the requests after it. "Statements" is PostgreSQL\'s own execution time for visits, waits, money and customers, slowest first, run one at a time (EXPLAIN ANALYZE, the app\'s role in the shop\'s scope).',
    '',
    '| Weeks | First ms | Requests | p50 ms | p99 ms | max ms | Statements ms | Failed | Target | Met |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...r.latency.map(
      ({ weeks, firstMs, figure, explainMs }) =>
        `| ${weeks} | ${firstMs.toFixed(0)} | ${figure.requests} | ${figure.p50.toFixed(0)} | ${figure.p99.toFixed(0)} | ${figure.max.toFixed(0)} | ${explainMs.map((ms) => ms.toFixed(0)).join(' + ')} | ${figure.failures} | p99 < 300 ms | ${figure.p99 < 300 && figure.failures === 0 ? 'met' : '**missed**'} |`,
    ),
    '',
    met ? 'Every period is answered within its target.' : 'A period missed its target: see the plans (EXPLAIN ANALYZE of the statements) before changing the indexes.',
    '',
    "Where the time goes (EXPLAIN ANALYZE on this seed): visits add up a row of day_figures a closed day (24 hourly arrivals and the day's counts) and the last two or three days' bookings, read along bookings_arrival_idx; waits unnest the kept days' waits and add the last days'. Repeat customers read every served visit of every phone from bookings_served_phone_idx alone (an index-only scan of the table's served rows, once vacuumed), folded into one row a phone in the index's order; the payments are summed a week and barber. Weeks and months are found by a binary search of their start instants (width_bucket), not by each row's shop date. On the embedded database the four statements run one after another, on its one connection.",
    '',
  ].join('\n');
}
