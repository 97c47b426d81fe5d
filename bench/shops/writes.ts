import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { BookingRequest } from '../lib/api.js';
import { percentile, sleep } from '../lib/stats.js';
import { cpuBetween, cpuSnapshot, type CpuShare } from './cpu.js';
import type { ShopWriteOptions } from './options.js';
import type { BenchShop } from './seed.js';

/** A booking the server answered 201 for, with its shop. */
export interface ShopAcknowledged {
  id: number;
  shopId: number;
  phone: string;
  barberId: number;
}

/** A step: the median of its rounds, figure by figure. */
export interface WriteStep {
  offered: number;
  /** Answers (201 and refusals) a second, from the step's start to its last answer. */
  answered: number;
  created: number;
  p50: number;
  p99: number;
  /** The p99 of each round, lowest first: the step's p99 is their median. */
  p99Rounds: number[];
  sustained: boolean;
  /** Cores busy during the step, by whom. */
  cpu: CpuShare;
  /** The server's CPU ms and PostgreSQL's per answered request. */
  serverMsPerRequest: number;
  postgresMsPerRequest: number;
}

export interface ShopWriteFigure {
  steps: WriteStep[];
  /** The highest step sustained, if any. */
  best?: WriteStep;
  requests: number;
  acknowledged: number;
  /** Answers other than 201 by code: a second customer for one slot, a phone already waiting there, a busy database (503). */
  refusals: Record<string, number>;
  failures: number;
}

/** Of the requests, this share repeats the slot just asked for, and this share reuses a phone already booked in the shop. */
const SECOND_FOR_SLOT = 0.05;
const PHONE_AGAIN = 0.05;
const QUARTER_HOUR = 15 * 60_000;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** Shops are in India's time (UTC+5:30, no daylight saving), the settings' default. */
const SHOP_OFFSET_MS = 330 * 60_000;

interface Planned {
  shop: BenchShop;
  request: BookingRequest;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** A step's requests: walk-ins and appointments half and half, over random shops and barbers. */
export function planBookings(shops: readonly BenchShop[], count: number, nextPhone: () => string, lastPhone: Map<number, string>): Planned[] {
  const plan: Planned[] = [];
  const now = Date.now();
  while (plan.length < count) {
    const shop = pick(shops);
    const barberId = pick(shop.barbers);
    const again = lastPhone.get(shop.id);
    const phone = again !== undefined && Math.random() < PHONE_AGAIN ? again : nextPhone();
    lastPhone.set(shop.id, phone);
    const base = { barberId, customerName: 'Bench Customer', customerPhone: phone, services: [pick(shop.services)] };
    if (Math.random() < 0.5) {
      plan.push({ shop, request: { ...base, bookingType: 'queue' } });
      continue;
    }
    // A quarter-hour between one and 23 hours ahead, written in the shop's time, and not in the
    // day's last hour: a service must end by midnight, and the grid offers no start that would not.
    // One that falls there moves to the next day's first hour: earlier, it could be in the past.
    let start = Math.ceil((now + 3_600_000 + Math.random() * 21 * 3_600_000) / QUARTER_HOUR) * QUARTER_HOUR;
    if ((start + SHOP_OFFSET_MS) % DAY >= DAY - HOUR) start += HOUR;
    const local = new Date(start + SHOP_OFFSET_MS).toISOString();
    const slot = { ...base, bookingType: 'slot' as const, slotDate: local.slice(0, 10), slotTime: local.slice(11, 16) };
    plan.push({ shop, request: slot });
    if (Math.random() < SECOND_FOR_SLOT) plan.push({ shop, request: { ...slot, customerPhone: nextPhone() } });
  }
  return plan;
}

function post(agent: http.Agent, base: URL, path: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { agent, host: base.hostname, port: base.port, path, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The median of a step's rounds, by one figure. */
function medianOf(rounds: readonly WriteStep[], figure: (round: WriteStep) => number): number {
  const sorted = rounds.map(figure).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** A step from its rounds: each figure the rounds' median, and the rounds' p99s beside it. */
export function stepOf(rounds: readonly WriteStep[]): WriteStep {
  const median = (figure: (round: WriteStep) => number) => medianOf(rounds, figure);
  const step: WriteStep = {
    offered: median((r) => r.offered),
    answered: median((r) => r.answered),
    created: median((r) => r.created),
    p50: median((r) => r.p50),
    p99: median((r) => r.p99),
    p99Rounds: rounds.map((r) => r.p99).sort((a, b) => a - b),
    sustained: false,
    cpu: {
      server: median((r) => r.cpu.server),
      postgres: median((r) => r.cpu.postgres),
      generator: median((r) => r.cpu.generator),
      other: median((r) => r.cpu.other),
    },
    serverMsPerRequest: median((r) => r.serverMsPerRequest),
    postgresMsPerRequest: median((r) => r.postgresMsPerRequest),
  };
  return { ...step, sustained: isSustained(step) };
}

/** Answers keep up (≥ 95 % of the rate offered) and p99 stays under a second. */
const isSustained = (step: Pick<WriteStep, 'answered' | 'offered' | 'p99'>) => step.answered >= 0.95 * step.offered && step.p99 < 1000;

/**
 * Booking requests at a fixed rate over random shops, step after step (open loop: each request
 * leaves at its time whatever the answers before it did, and its latency counts from that time,
 * waiting in the generator's queue included), each step `rounds` times, until a step's median is
 * not sustained: fewer than 95 % of the offered answers a second, or p99 over a second.
 */
export async function measureShopWrites(
  base: string,
  serverPid: number,
  shops: readonly BenchShop[],
  options: ShopWriteOptions,
  ledger: ShopAcknowledged[],
): Promise<ShopWriteFigure> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxInFlight });
  const url = new URL(base);
  const refusals: Record<string, number> = {};
  const steps: WriteStep[] = [];
  let phone = 8_000_000_000;
  const lastPhone = new Map<number, string>();
  let requests = 0;
  let failures = 0;
  const ledgerBefore = ledger.length;

  /** One round of a step: `options.seconds` of requests at `rate`. */
  async function round(rate: number): Promise<WriteStep> {
    const plan = planBookings(shops, rate * options.seconds, () => String(phone++), lastPhone);
    const latencies: number[] = [];
    let created = 0;
    let lastAnswer = 0;
    const before = await cpuSnapshot(serverPid);
    const t0 = performance.now();
    const sent: Promise<void>[] = [];
    for (let i = 0; i < plan.length; i++) {
      const due = t0 + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      const { shop, request } = plan[i] as Planned;
      sent.push(
        post(agent, url, `/s/${shop.slug}/api/bookings`, JSON.stringify(request)).then(
          (answer) => {
            lastAnswer = performance.now();
            latencies.push(lastAnswer - due);
            if (answer.status === 201) {
              created++;
              const { id } = JSON.parse(answer.body) as { id: number };
              ledger.push({ id, shopId: shop.id, phone: request.customerPhone, barberId: request.barberId });
              return;
            }
            const code = answer.status === 409 ? ((JSON.parse(answer.body) as { error?: string }).error ?? 'CONFLICT') : `HTTP ${answer.status}`;
            refusals[code] = (refusals[code] ?? 0) + 1;
            // A conflict, or "busy, try again" with Retry-After when the database could not take the
            // request in time (docs/decisions/0013-timeouts-and-connection-cap.md), is an answer the
            // product means to give; anything else is a failure.
            if (answer.status !== 409 && answer.status !== 503) failures++;
          },
          () => {
            failures++;
          },
        ),
      );
    }
    await Promise.all(sent);
    const after = await cpuSnapshot(serverPid);
    requests += plan.length;
    latencies.sort((a, b) => a - b);
    const seconds = (Math.max(lastAnswer, t0 + options.seconds * 1000) - t0) / 1000;
    const p99 = percentile(latencies, 99);
    const figure = {
      offered: plan.length / options.seconds,
      answered: latencies.length / seconds,
      created: created / seconds,
      p50: percentile(latencies, 50),
      p99,
      p99Rounds: [p99],
      cpu: cpuBetween(before, after),
      serverMsPerRequest: (after.server - before.server) / Math.max(1, latencies.length),
      postgresMsPerRequest: (after.postgres - before.postgres) / Math.max(1, latencies.length),
    };
    return { ...figure, sustained: isSustained(figure) };
  }

  try {
    for (let rate = options.firstRate; rate <= options.maxRate; rate += rate >= options.fineFrom ? options.fineStep : options.step) {
      const rounds: WriteStep[] = [];
      for (let n = 0; n < options.rounds; n++) {
        rounds.push(await round(rate));
        await sleep(2000);
      }
      const step = stepOf(rounds);
      steps.push(step);
      if (!step.sustained) break;
    }
  } finally {
    agent.destroy();
  }
  const best = steps.filter((s) => s.sustained).at(-1);
  return { steps, ...(best ? { best } : {}), requests, acknowledged: ledger.length - ledgerBefore, refusals, failures };
}
