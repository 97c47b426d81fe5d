import os from 'node:os';
import type { BenchConfig } from './config.js';
import { violations } from './lib/invariants.js';
import type { Spread } from './lib/stats.js';
import type { BenchResults } from './runner.js';

const fmt = (s: Spread, digits = 0) => [s.min, s.median, s.max].map((v) => (Number.isFinite(v) ? v.toFixed(digits) : '–')).join(' / ');
const yes = (met: boolean) => (met ? 'met' : '**missed**');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function machine(): string[] {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return [
    `- Date: ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `- Machine: ${os.cpus().length} cores, ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, ${os.platform()} ${os.release()}`,
    `- Node ${process.version}`,
  ];
}

function reads(results: BenchResults, config: BenchConfig): string[] {
  if (!results.reads) return [];
  const { connections, seconds, rounds } = config.reads;
  return [
    `### Reads (autocannon, ${connections} connections, ${seconds} s per run, ${rounds} rounds)`,
    '',
    'Each round runs the bare `node:http` server (same status, headers and body, captured from the app just before) and then the app on the same URL. Figures are min / median / max over the rounds; targets are judged on the median.',
    '',
    '| Read | Bytes | App req/s | Bare req/s | Ratio to bare | p50 ms | p99 ms | Bare p99 ms | Target | Met |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results.reads.map((r) => {
      const ratioOk = r.ratio.median >= r.target.minRatio;
      const p99Ok = r.p99.median < r.target.maxP99;
      const target = `${r.target.minRatio > 0 ? `≥ ${r.target.minRatio}× bare, ` : ''}p99 < ${r.target.maxP99} ms`;
      const failed = r.failures > 0 ? ` (${r.failures} failed answers)` : '';
      return `| ${r.target.name} | ${r.bytes} | ${fmt(r.perSecond)} | ${fmt(r.barePerSecond)} | ${fmt(r.ratio, 2)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.bareP99)} | ${target} | ${yes(ratioOk && p99Ok && r.failures === 0)}${failed} |`;
    }),
    '',
  ];
}

function writes(results: BenchResults, config: BenchConfig): string[] {
  const w = results.writes;
  if (!w) return [];
  const pg = results.mode === 'postgres';
  const minRate = pg ? 500 : 200;
  const refusals = Object.entries(w.refusals).map(([code, n]) => `${n} ${code}`).join(', ') || 'none';
  const inv = results.invariants;
  return [
    `### Writes (${config.writes.connections} connections, ${config.writes.rounds} rounds of ${config.writes.bookingsPerRound} booking requests)`,
    '',
    `Queue bookings spread over ${config.barbers - Math.max(1, Math.round((config.barbers * 3) / 8))} walk-in barbers, interleaved with slot bookings on the others where every free slot is asked for by two customers at once. After each round, barbers serve and complete ${config.writes.servesPerBarber} customers each and cancel the rest, so every round starts from the same busy day. Bookings/s counts 201 answers; latency covers every answer (a refused second customer too).`,
    '',
    '| Figure | min / median / max | Target | Met |',
    '|---|---|---|---|',
    `| Bookings created /s | ${fmt(w.bookingsPerSecond)} | ≥ ${minRate}/s | ${yes(w.bookingsPerSecond.median >= minRate)} |`,
    `| Booking requests /s | ${fmt(w.requestsPerSecond)} | | |`,
    `| Booking p50 ms | ${fmt(w.p50)} | | |`,
    `| Booking p99 ms | ${fmt(w.p99)} | ${pg ? '< 50 ms' : ''} | ${pg ? yes(w.p99.median < 50) : ''} |`,
    `| Status changes /s | ${fmt(w.statusPerSecond)} | | |`,
    `| Status change p50 ms | ${fmt(w.statusP50, 1)} | | |`,
    `| Status change p99 ms | ${fmt(w.statusP99, 1)} | | |`,
    '',
    `${w.requests} booking requests: ${w.acknowledged} created, refused: ${refusals}; ${w.failures} failed. ${w.statusChanges} status changes.`,
    '',
    `Invariants, checked in the database after the run against every acknowledged answer (${inv.acknowledgedBookings} bookings): overlapping active slots ${inv.overlappingSlots}, phones with more than one active booking ${inv.phonesWithSeveralActive}, barbers serving more than one ${inv.barbersServingSeveral}, duplicate tokens ${inv.duplicateTokens}, acknowledged bookings missing ${inv.missingAcknowledged}, acknowledged statuses not stored ${inv.statusMismatches}. **${violations(inv)} violations** (target 0: ${yes(violations(inv) === 0)}).`,
    '',
  ];
}

function fanOut(results: BenchResults, config: BenchConfig): string[] {
  if (!results.fanOut) return [];
  return [
    `### Live fan-out (${config.fanOut.rounds} status changes per row)`,
    '',
    `Idle websocket clients in ${Math.ceil(Math.max(...config.fanOut.levels) / config.fanOut.socketsPerProcess)} processes of their own, spread over loopback source addresses. Delay: from the moment the status change request was sent until each client received \`bookingStatusChanged\` (an upper bound on the time from commit: the request's own time is in the last columns). Memory: the server's resident memory growth divided by the sockets.`,
    '',
    '| Sockets | Instances | p50 ms | p99 ms | max ms | Request ms | Missed | Server memory per socket | Target | Met |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results.fanOut.map((f) => {
      const memory = f.bytesPerSocket === undefined ? '–' : `${(f.bytesPerSocket / 1024).toFixed(1)} KB`;
      const judged = f.sockets >= 10_000 && f.instances === 1;
      const met = f.p99.median < 250 && (f.bytesPerSocket ?? 0) < 20 * 1024 && f.missing === 0;
      return `| ${f.sockets} | ${f.instances} | ${fmt(f.p50)} | ${fmt(f.p99)} | ${fmt(f.max)} | ${fmt(f.request, 1)} | ${f.missing} | ${memory} | ${judged ? 'p99 < 250 ms, < 20 KB' : ''} | ${judged ? yes(met) : ''} |`;
    }),
    '',
  ];
}

function profile(results: BenchResults): string[] {
  const p = results.profile;
  if (!p) return [];
  const per = (ms: number) => (ms / p.bookings).toFixed(2);
  return [
    `### Where a booking's milliseconds go (server CPU profile, ${p.bookings} walk-in bookings at ${p.concurrency} concurrent)`,
    '',
    `\`node --cpu-prof\` on the server during the bookings only: ${p.perSecond.toFixed(0)} bookings/s, p50 ${p.p50.toFixed(1)} ms. Milliseconds per booking over the ${(p.windowMs / 1000).toFixed(1)} s window (${per(p.windowMs)} ms of wall time each). By the code on top of the stack:`,
    '',
    '| Part (self time) | ms per booking |',
    '|---|---|',
    ...p.self.map((s) => `| ${s.part} | ${per(s.ms)} |`),
    '',
    'By span (inclusive: a sample counts when the span is anywhere on its stack; spans overlap; after an `await` only the resumed frames are on the stack):',
    '',
    '| Span | ms per booking |',
    '|---|---|',
    ...p.spans.map((s) => `| ${s.part} | ${per(s.ms)} |`),
    '',
  ];
}

function startup(results: BenchResults, config: BenchConfig): string[] {
  if (!results.startup) return [];
  return [
    '### Start-up',
    '',
    `\`npm start\` on the run's existing data and an up-to-date build (\`node scripts/start.js\`: it checks the build's hash and runs the bundled server), from spawn to the first 200 from \`/api/health\`, ${config.startupRounds} rounds: ${fmt(results.startup)} ms (target < 2 s: ${yes(results.startup.median < 2000)}). A start after the sources changed builds first, which is not counted here.`,
    '',
  ];
}

/** This database mode's section of docs/benchmarks.md. */
export function modeSection(heading: string, results: BenchResults, config: BenchConfig): string {
  return [
    heading,
    '',
    ...machine(),
    `- Workload: ${config.barbers} barbers, ${config.activeBookings} active bookings made through the API, ${config.pastBookings} past bookings; shop open round the clock, 15-minute slot grid, so a run at any hour finds free slots`,
    '',
    ...reads(results, config),
    ...writes(results, config),
    ...fanOut(results, config),
    ...profile(results),
    ...startup(results, config),
  ].join('\n');
}

export function frontendSection(heading: string, results: BenchResults): string {
  const f = results.frontend;
  if (!f) return '';
  const home = f.routes.find((r) => r.route === '/');
  return [
    heading,
    '',
    ...machine(),
    '',
    '### Production bundle per route (gzip, zlib default level; entry chunk + the route\'s page chunk and their static imports)',
    '',
    '| Route | JS gzip | CSS gzip |',
    '|---|---|---|',
    ...f.routes.map((r) => `| \`${r.route}\` | ${kB(r.jsGzip)} | ${kB(r.cssGzip)} |`),
    '',
    `Home page JS ≤ 100 kB gzipped: ${home ? yes(home.jsGzip <= 100_000) : '–'} (${home ? kB(home.jsGzip) : '–'}).`,
    '',
    '### Lighthouse (mobile emulation, Debian\'s chromium, `--headless=new --no-sandbox`)',
    '',
    f.lighthouseError ? `Lighthouse could not run: ${f.lighthouseError}` : '',
    `Each page: one run unmeasured, then ${f.lighthouseRounds} rounds, min / median / max; targets are judged on the median.`,
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | LCP ms | TBT ms | CLS | Target | Met |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...f.lighthouse.map((l) => {
      const met = [l.performance, l.accessibility, l.bestPractices, l.seo].every((s) => s.median >= 95) && l.lcpMs.median < 1500 && l.cls.median < 0.05;
      return `| ${l.page} | ${fmt(l.performance)} | ${fmt(l.accessibility)} | ${fmt(l.bestPractices)} | ${fmt(l.seo)} | ${fmt(l.lcpMs)} | ${fmt(l.tbtMs)} | ${fmt(l.cls, 3)} | ≥ 95 each, LCP < 1.5 s, CLS < 0.05 | ${yes(met)} |`;
    }),
    '',
  ].join('\n');
}
