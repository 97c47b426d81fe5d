import { performance } from 'node:perf_hooks';
import { freeSlots, setStatus, type BookingRequest, type Phones, type ShopIds } from '../lib/api.js';
import type { Ledger } from '../lib/invariants.js';
import { runLoad } from '../lib/load.js';
import { percentile, spread, type Spread } from '../lib/stats.js';

export interface WriteOptions {
  rounds: number;
  bookingsPerRound: number;
  connections: number;
  /** Serve-and-complete pairs per walk-in barber in each round's status phase. */
  servesPerBarber: number;
}

export interface WriteFigure {
  bookingsPerSecond: Spread;
  requestsPerSecond: Spread;
  p50: Spread;
  p99: Spread;
  statusPerSecond: Spread;
  statusP50: Spread;
  statusP99: Spread;
  requests: number;
  acknowledged: number;
  /** Answers other than 201 by code: two customers asking for one slot, one of them is refused (409). */
  refusals: Record<string, number>;
  failures: number;
  statusChanges: number;
}

interface Planned {
  request: BookingRequest;
  slotStart?: number;
}

/**
 * One round's requests: every free slot of the slot barbers asked for by two customers at once
 * (only one may get it), the rest walk-ins spread over the queue barbers, interleaved.
 */
async function planRound(base: string, shop: ShopIds, phones: Phones, total: number): Promise<Planned[]> {
  const slots: Planned[] = [];
  for (const barberId of shop.slotBarbers) {
    for (const slot of await freeSlots(base, barberId, shop.slotService)) {
      if (slots.length + 2 > total / 2) break;
      for (let twice = 0; twice < 2; twice++) {
        const request: BookingRequest = {
          barberId,
          customerName: 'Slot Customer',
          customerPhone: phones.take(),
          bookingType: 'slot',
          services: [shop.slotService],
          slotDate: slot.date,
          slotTime: slot.time,
        };
        slots.push({ request, slotStart: slot.start });
      }
    }
  }
  const plan: Planned[] = [];
  const queueCount = total - slots.length;
  for (let i = 0, s = 0; i < queueCount || s < slots.length; i++) {
    if (i < queueCount) {
      const barberId = shop.queueBarbers[i % shop.queueBarbers.length] ?? 1;
      const services = [shop.services[i % shop.services.length]?.id ?? shop.slotService];
      plan.push({ request: { barberId, customerName: 'Queue Customer', customerPhone: phones.take(), bookingType: 'queue', services } });
    }
    // Slot pairs stay adjacent so both customers of a slot are in flight together.
    if (i % 2 === 1 || i >= queueCount) for (let k = 0; k < 2 && s < slots.length; k++) plan.push(slots[s++] as Planned);
  }
  return plan;
}

/** Status changes as barbers make them: a few customers served and completed in turn, the rest cancelled. */
async function statusPhase(base: string, cookie: string, created: { id: number; barberId: number; queue: boolean }[], serving: Map<number, number>, options: WriteOptions, ledger: Ledger) {
  const times: number[] = [];
  const change = async (id: number, status: 'serving' | 'completed' | 'cancelled') => {
    const t0 = performance.now();
    await setStatus(base, cookie, id, status);
    times.push(performance.now() - t0);
    ledger.statuses.set(id, status);
  };
  const chainsOf = new Map(
    [...serving.keys()].map((barberId) => [barberId, created.filter((b) => b.barberId === barberId && b.queue).slice(0, options.servesPerBarber)]),
  );
  const served = new Set([...chainsOf.values()].flat().map((b) => b.id));
  const chains = [...chainsOf].map(async ([barberId, mine]) => {
    for (const next of mine) {
      const current = serving.get(barberId);
      if (current !== undefined) await change(current, 'completed');
      await change(next.id, 'serving');
      serving.set(barberId, next.id);
    }
  });
  const toCancel = created.filter((b) => !served.has(b.id));
  let next = 0;
  const workers = Array.from({ length: options.connections }, async () => {
    while (next < toCancel.length) {
      const booking = toCancel[next++];
      if (booking) await change(booking.id, 'cancelled');
    }
  });
  const t0 = performance.now();
  await Promise.all([...chains, ...workers]);
  const seconds = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  return { perSecond: times.length / seconds, p50: percentile(times, 50), p99: percentile(times, 99), count: times.length };
}

/**
 * Booking creation at `connections` concurrent clients, then the status changes that clear the
 * round's bookings again (so every round starts from the same busy day).
 */
export async function measureWrites(base: string, cookie: string, shop: ShopIds, serving: Map<number, number>, phones: Phones, ledger: Ledger, options: WriteOptions): Promise<WriteFigure> {
  const perRound: { bookings: number; requests: number; p50: number; p99: number; status: Awaited<ReturnType<typeof statusPhase>> }[] = [];
  const refusals: Record<string, number> = {};
  let failures = 0;
  let requests = 0;
  let acknowledged = 0;
  for (let round = 1; round <= options.rounds; round++) {
    const plan = await planRound(base, shop, phones, options.bookingsPerRound);
    const created: { id: number; barberId: number; queue: boolean }[] = [];
    let next = 0;
    const started = performance.now();
    const result = await runLoad({
      url: base,
      connections: options.connections,
      amount: plan.length,
      // A slow answer is a figure, not a failure: wait for it rather than count a timeout.
      timeout: 60,
      requests: [
        {
          method: 'POST',
          path: '/api/bookings',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request, context) => {
            const index = next++;
            Object.assign(context, { index });
            return { ...request, body: JSON.stringify(plan[index % plan.length]?.request) };
          },
          onResponse: (status, body, context) => {
            const planned = plan[(context as { index: number }).index];
            if (!planned) return;
            if (status === 201) {
              const { id } = JSON.parse(body) as { id: number };
              const { barberId, customerPhone, bookingType } = planned.request;
              const slot = planned.slotStart === undefined ? undefined : { start: planned.slotStart, end: planned.slotStart + 15 * 60_000, round };
              ledger.bookings.push({ id, phone: customerPhone, barberId, ...(slot ? { slot } : {}) });
              created.push({ id, barberId, queue: bookingType === 'queue' });
            } else if (status === 409) {
              const code = (JSON.parse(body) as { error?: string }).error ?? 'CONFLICT';
              refusals[code] = (refusals[code] ?? 0) + 1;
            } else {
              const code = `HTTP ${status}`;
              refusals[code] = (refusals[code] ?? 0) + 1;
              failures++;
            }
          },
        },
      ],
    });
    const seconds = (performance.now() - started) / 1000;
    requests += plan.length;
    failures += result.errors;
    acknowledged += created.length;
    const status = await statusPhase(base, cookie, created, serving, options, ledger);
    perRound.push({ bookings: created.length / seconds, requests: plan.length / seconds, p50: result.p50, p99: result.p99, status });
  }
  return {
    bookingsPerSecond: spread(perRound.map((r) => r.bookings)),
    requestsPerSecond: spread(perRound.map((r) => r.requests)),
    p50: spread(perRound.map((r) => r.p50)),
    p99: spread(perRound.map((r) => r.p99)),
    statusPerSecond: spread(perRound.map((r) => r.status.perSecond)),
    statusP50: spread(perRound.map((r) => r.status.p50)),
    statusP99: spread(perRound.map((r) => r.status.p99)),
    requests,
    acknowledged,
    refusals,
    failures,
    statusChanges: perRound.reduce((sum, r) => sum + r.status.count, 0),
  };
}
