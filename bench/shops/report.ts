import type { Spread } from '../lib/stats.js';
import { connectionOf } from '../lib/database.js';
import { machine } from '../report.js';
import { shopViolations } from './checks.js';
import { formatCores } from './cpu.js';
import type { ShopsOptions } from './options.js';
import type { ShopsOutcome } from './run.js';

const fmt = (s: Spread, digits = 0) => [s.min, s.median, s.max].map((v) => (Number.isFinite(v) ? v.toFixed(digits) : '–')).join(' / ');
const yes = (met: boolean) => (met ? 'met' : '**missed**');
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** The many-shops section of docs/benchmarks.md. */
export function shopsSection(heading: string, outcome: ShopsOutcome, options: ShopsOptions, loadAverage: number[]): string {
  if (!outcome.ran) return [heading, '', outcome.reason, ''].join('\n');
  const r = outcome.results;
  const { writes, reads, live, memory, invariants } = r;
  const best = writes.best;
  // The target counts created bookings: the highest step that creates 300 a second within the latency.
  const withinTarget = writes.steps.filter((s) => s.sustained && s.p99 < 200).at(-1);
  const writesMet = withinTarget !== undefined && withinTarget.created >= 300;
  const readsMet = reads.ratio.median >= 0.6 && reads.p99.median < 20 && reads.failures === 0;
  const liveMet = live.p99 < 250 && live.missing === 0 && live.leaked === 0;
  const perShop = (a: number, b: number) => (a - b) / (memory.held - memory.baselineHeld);
  const refusals = Object.entries(writes.refusals).map(([code, n]) => `${n} ${code}`).join(', ') || 'none';
  return [
    heading,
    '',
    ...machine(),
    `- Load average of the machine when the run began (1, 5, 15 min): ${loadAverage.map((v) => v.toFixed(1)).join(', ')}`,
    `- Workload: ${r.seed.shops} shops (and the home shop) × ${options.barbersPerShop} barbers, each shop open round the clock on a 15-minute grid; ${r.seed.bookings} bookings of the day (${r.seed.barbers} barbers × 16 completed, 1 in the chair and 1 waiting, all already told their turn) inserted as the tables' owner in ${r.seed.seconds.toFixed(1)} s. One server process holds every shop (\`SHOPS_IN_MEMORY\`), on PostgreSQL on the same machine, reached over ${connectionOf(process.env.DATABASE_URL)}; the bookings go to a server of ${options.writes.serverProcesses} processes (\`SERVER_PROCESSES\`, docs/decisions/0022-server-processes.md), each holding every shop.`,
    '',
    '### Bookings over random shops',
    '',
    `Open loop: each step sends booking requests at a fixed rate for ${options.writes.seconds} s (the rate rising by ${options.writes.step} a second from step to step, by ${options.writes.fineStep} from ${options.writes.fineFrom} on) to \`POST /s/{slug}/api/bookings\` of a random shop and barber, half walk-ins, half appointments between one and 23 hours ahead; 5 % ask for the slot just asked for with another phone, and 5 % reuse a phone already booked in that shop, so the rules are tested under load. Latency counts from the moment a request was due, so a server falling behind shows in it (at most ${options.writes.maxInFlight} requests in flight; the rest wait in the generator). Each step runs ${options.writes.rounds} times, one after another, and its figures are the median of its rounds (the p99 of each round is in the table too), so a stall of the shared machine in one round does not decide a step. A step is sustained when answers keep up (≥ 95 % of the rate offered) and p99 stays under 1 s; the ramp stops at the first step that is not. Answered counts every answer (a refusal costs the server the same work); the target counts created bookings.`,
    '',
    'CPU columns: cores busy on average during the step (from /proc; the server is every one of its processes), and CPU milliseconds per answered request.',
    '',
    '| Offered /s | Answered /s | Created /s | p50 ms | p99 ms | p99 ms of each round | Sustained | Server cores | PostgreSQL cores | Generator cores | Rest of machine cores | Server ms/req | PostgreSQL ms/req |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...writes.steps.map(
      (s) =>
        `| ${s.offered.toFixed(0)} | ${s.answered.toFixed(0)} | ${s.created.toFixed(0)} | ${s.p50.toFixed(0)} | ${s.p99.toFixed(0)} | ${s.p99Rounds.map((p) => p.toFixed(0)).join(' / ')} | ${s.sustained ? 'yes' : 'no'} | ${s.cpu.server.toFixed(2)} | ${s.cpu.postgres.toFixed(2)} | ${s.cpu.generator.toFixed(2)} | ${s.cpu.other.toFixed(2)} | ${s.serverMsPerRequest.toFixed(1)} | ${s.postgresMsPerRequest.toFixed(1)} |`,
    ),
    '',
    `Highest sustained: ${best ? `${best.answered.toFixed(0)}/s answered, p50 ${best.p50.toFixed(0)} ms, p99 ${best.p99.toFixed(0)} ms` : 'none'}. Highest with p99 under 200 ms: ${withinTarget ? `${withinTarget.created.toFixed(0)} bookings created a second (${withinTarget.offered.toFixed(0)} offered), p99 ${withinTarget.p99.toFixed(0)} ms` : 'none'} (target ≥ 300 created a second with p99 < 200 ms: ${yes(writesMet)}). ${writes.requests} requests: ${writes.acknowledged} bookings acknowledged over the whole run, refused: ${refusals}; ${writes.failures} failed.`,
    '',
    `Invariants, by SQL over every shop after the run (${invariants.acknowledgedBookings} acknowledged bookings): overlapping active slots ${invariants.overlappingSlots}, phones with more than one active booking in a shop ${invariants.phonesWithSeveralActive}, barbers serving more than one ${invariants.barbersServingSeveral}, duplicate ids ${invariants.duplicateIds}, acknowledged bookings missing or different ${invariants.missingAcknowledged}. **${shopViolations(invariants)} violations** (target 0: ${yes(shopViolations(invariants) === 0)}).`,
    '',
    `### Reads of random shops (autocannon, ${options.reads.connections} connections, ${options.reads.seconds} s per run, ${options.reads.rounds} rounds)`,
    '',
    `\`GET /s/{slug}/api/barbers\` of a random shop for every request, against a bare \`node:http\` server answering one shop's ${reads.bytes} bytes in the same round. Min / median / max over the rounds.`,
    '',
    '| App req/s | Bare req/s | Ratio to bare | p50 ms | p99 ms | Bare p99 ms | Target | Met |',
    '|---|---|---|---|---|---|---|---|',
    `| ${fmt(reads.perSecond)} | ${fmt(reads.barePerSecond)} | ${fmt(reads.ratio, 2)} | ${fmt(reads.p50)} | ${fmt(reads.p99)} | ${fmt(reads.bareP99)} | ≥ 0.6× bare, p99 < 20 ms | ${yes(readsMet)}${reads.failures > 0 ? ` (${reads.failures} failed answers)` : ''} |`,
    '',
    `Cores busy during the app's runs (mean): ${formatCores(reads.cpu)}; the server spent ${reads.serverMicrosPerRead.toFixed(0)} µs of CPU per answer.`,
    '',
    `### Live updates kept within their shop (${live.sockets} sockets, ${live.shops} shops)`,
    '',
    `${options.live.socketsPerShop} idle sockets on \`/s/{slug}/ws\` of every shop, in client processes of their own. ${live.changes} times, a walk-in joins one shop and its barber cancels it (each time another shop). Delay: from sending the cancellation until each socket of that shop had \`bookingStatusChanged\`; sockets that had nothing within 3 s are missing. Any booking event at a socket of another shop meanwhile is a leak.`,
    '',
    '| p50 ms | p99 ms | max ms | Request ms (median) | Missing | Other shops\' sockets reached | Target | Met |',
    '|---|---|---|---|---|---|---|---|',
    `| ${live.p50.toFixed(0)} | ${live.p99.toFixed(0)} | ${live.max.toFixed(0)} | ${live.requestMs.toFixed(0)} | ${live.missing} | ${live.leaked} | p99 < 250 ms, 0 missing, 0 reached | ${yes(liveMet)} |`,
    '',
    '### Server memory',
    '',
    `After a full garbage collection (\`--expose-gc\`), with every shop read once and ${options.activeShops} of them then active (reads and a walk-in each), the rest idle; beside it a server holding only those ${memory.baselineHeld} shops (\`SHOPS_IN_MEMORY=${memory.baselineHeld}\`) after the same activity. Start-up with ${memory.held} shops to load: ${(r.startupMs / 1000).toFixed(1)} s to the first health answer; one read of every shop then took ${(r.touchAllMs / 1000).toFixed(1)} s.`,
    '',
    '| Shops held | RSS | Heap used | Heap total | External |',
    '|---|---|---|---|---|',
    `| ${memory.baselineHeld} | ${mb(memory.baseline.rss)} | ${mb(memory.baseline.heapUsed)} | ${mb(memory.baseline.heapTotal)} | ${mb(memory.baseline.external)} |`,
    `| ${memory.held} | ${mb(memory.full.rss)} | ${mb(memory.full.heapUsed)} | ${mb(memory.full.heapTotal)} | ${mb(memory.full.external)} |`,
    `| per shop held | ${kb(perShop(memory.full.rss, memory.baseline.rss))} | ${kb(perShop(memory.full.heapUsed, memory.baseline.heapUsed))} | | |`,
    '',
    `Idle, nobody using the server for 5 s: holding ${memory.baselineHeld} shops, ${r.idle.baseline.transactionsPerSecond.toFixed(0)} database transactions a second and cores busy ${formatCores(r.idle.baseline.cores)}; holding ${memory.held} shops, ${r.idle.full.transactionsPerSecond.toFixed(0)} transactions a second and ${formatCores(r.idle.full.cores)}.`,
    '',
  ].join('\n');
}
