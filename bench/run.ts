/**
 * `npm run bench`: the real server as a process of its own on a fresh database seeded with a busy
 * day, loaded from this process over loopback, writing docs/benchmarks.md. The embedded database
 * by default; `DATABASE_URL=postgres://…/postgres npm run bench` makes a database of its own on
 * that server. `--only reads,writes` runs some scenarios; `--smoke` the tiny configuration.
 * `--only shops` measures the platform's many shops on a database of its own (PostgreSQL only),
 * `--shops 50` with fewer of them, and `--only list` the platform's list of shops over as many.
 * `--only numbers` times the owner's numbers of a shop with two
 * years of bookings (PostgreSQL only).
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FULL, SCENARIOS, SMOKE, type Scenario } from './config.js';
import { frontendSection, modeSection } from './report.js';
import { SERVER_FROM_BUILD } from './lib/server-process.js';
import { runBench } from './runner.js';
import { numbersSection } from './numbers/report.js';
import { runNumbers } from './numbers/run.js';
import { shopListSection, runShopList } from './shops/list-run.js';
import { shopsSection } from './shops/report.js';
import { runShops } from './shops/run.js';

const INTRO = [
  '# Benchmarks',
  '',
  'Made by `npm run bench` (bench/run.ts): the production build, the server started as `npm start`',
  'does, on a fresh database seeded with a busy day, driven from another process over loopback on',
  'the same machine, so load generator and server share the cores. Read throughput is given as a',
  'ratio to a bare `node:http` server answering the same bytes in the same run, which the noise of',
  'a shared machine moves far less than the raw figures. `npm run bench` measures the embedded',
  'database and the front end; `DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench`',
  'measures PostgreSQL; `DATABASE_URL=… npm run bench -- --only shops` measures many shops on one',
  'server and one PostgreSQL (over its Unix socket when the address names one, as',
  '`postgres://postgres@localhost/postgres?host=/var/run/postgresql` does; the section says which),',
  '`--only list` the platform\'s list of shops over as many, and `--only numbers` the owner\'s',
  'numbers of a shop with two years of bookings. Each run replaces its own sections.',
  '',
].join('\n');

const HEADINGS = {
  pglite: '## Embedded database (PGlite)',
  postgres: '## PostgreSQL server',
  frontend: '## Front end',
  shops: '## Many shops on one server (PostgreSQL)',
  list: '## The list of shops (PostgreSQL)',
  numbers: "## The owner's numbers (PostgreSQL)",
  // Written by hand from the figures of the many-shops run; no run replaces it.
  capacity: '## What one PostgreSQL primary carries',
  // Written by hand from the figures and profiles above; no run replaces it.
  limits: '## What limits the missed targets',
} as const;

/** The document with these sections replaced (or added), in a fixed order. */
function merge(document: string, replaced: Map<string, string>): string {
  const sections = new Map(
    document
      .split(/^(?=## )/m)
      .filter((part) => part.startsWith('## '))
      .map((part) => [part.split('\n')[0] ?? '', part.trimEnd()]),
  );
  for (const [heading, text] of replaced) sections.set(heading, text.trimEnd());
  const order = Object.values(HEADINGS) as string[];
  const known = order.filter((heading) => sections.has(heading)).map((heading) => sections.get(heading) ?? '');
  return `${[INTRO, ...known].join('\n\n')}\n`.replace(/\n{3,}/g, '\n\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { only: { type: 'string' }, smoke: { type: 'boolean' }, 'no-build': { type: 'boolean' }, shops: { type: 'string' } } });
  // The smoke run has no client build to measure and nothing worth profiling.
  const defaults = values.smoke ? SCENARIOS.filter((s) => s !== 'frontend' && s !== 'profile') : SCENARIOS;
  const scenarios = new Set<Scenario>(values.only ? (values.only.split(',') as Scenario[]) : defaults);
  const unknown = [...scenarios].filter((s) => !SCENARIOS.includes(s));
  if (unknown.length > 0) throw new Error(`unknown scenario ${unknown.join(', ')}; known: ${SCENARIOS.join(', ')}`);
  const chosen = values.smoke ? SMOKE : FULL;
  // `--shops 50`: a smaller platform while working on the scenario.
  const config = values.shops ? { ...chosen, shops: { ...chosen.shops, shops: Number(values.shops) } } : chosen;
  const log = (line: string) => process.stdout.write(`[bench] ${line}\n`);
  if (!values['no-build']) {
    log('npm run build (as npm start does when the sources changed)');
    execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
  // Started as npm start does: scripts/start.js builds first only if the sources changed since.
  process.env[SERVER_FROM_BUILD] = '1';
  const started = Date.now();
  const sections = new Map<string, string>();
  // The many shops run on a database of their own; a run of only the front end leaves the database
  // mode's figures as the last full run wrote them.
  const measured = [...scenarios].filter((scenario) => scenario !== 'shops' && scenario !== 'list' && scenario !== 'numbers');
  if (measured.length > 0) {
    const results = await runBench(config, new Set(measured), process.env.DATABASE_URL, log);
    if (measured.some((scenario) => scenario !== 'frontend')) {
      sections.set(HEADINGS[results.mode], modeSection(HEADINGS[results.mode], results, config));
    }
    if (results.frontend) sections.set(HEADINGS.frontend, frontendSection(HEADINGS.frontend, results));
  }
  if (scenarios.has('shops')) {
    const loadAverage = os.loadavg();
    const outcome = await runShops(config.shops, process.env.DATABASE_URL, log);
    // Without PostgreSQL the note is printed and the last run's figures stay.
    if (outcome.ran) sections.set(HEADINGS.shops, shopsSection(HEADINGS.shops, outcome, config.shops, loadAverage));
    else log(outcome.reason);
  }
  if (scenarios.has('list')) {
    const outcome = await runShopList(config.shops, process.env.DATABASE_URL, log);
    if (outcome.ran) sections.set(HEADINGS.list, shopListSection(HEADINGS.list, outcome, config.shops));
    else log(outcome.reason);
  }
  if (scenarios.has('numbers')) {
    const outcome = await runNumbers(config.numbers, process.env.DATABASE_URL, log);
    if (outcome.ran) sections.set(HEADINGS.numbers, numbersSection(HEADINGS.numbers, outcome));
    else log(outcome.reason);
  }
  const out = path.resolve('docs/benchmarks.md');
  if (!values.smoke) await writeFile(out, merge(await readFile(out, 'utf8').catch(() => ''), sections));
  for (const text of sections.values()) process.stdout.write(`\n${text}\n`);
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s${values.smoke ? '' : `; written to ${out}`}`);
}

await main();
