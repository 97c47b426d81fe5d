import type { NumbersOptions } from './numbers/run.js';
import type { FanOutOptions } from './scenarios/fan-out.js';
import type { ShopsOptions } from './shops/options.js';
import type { ReadOptions } from './scenarios/reads.js';
import type { WriteOptions } from './scenarios/writes.js';

export type Scenario = 'reads' | 'writes' | 'fanout' | 'profile' | 'startup' | 'frontend' | 'shops' | 'list' | 'numbers';
export const SCENARIOS: Scenario[] = ['reads', 'writes', 'fanout', 'profile', 'startup', 'frontend', 'shops', 'list', 'numbers'];

export interface BenchConfig {
  barbers: number;
  activeBookings: number;
  pastBookings: number;
  reads: ReadOptions;
  writes: WriteOptions;
  fanOut: FanOutOptions;
  /** Sockets split over two instances (PostgreSQL only). */
  acrossInstances: number;
  profileBookings: number;
  startupRounds: number;
  lighthouseRounds: number;
  /** The platform's many shops, on a database of their own (PostgreSQL only). */
  shops: ShopsOptions;
  /** The owner's numbers of a shop with years of bookings, on a database of their own (PostgreSQL only). */
  numbers: NumbersOptions;
}

/** The workload: a busy day of 8 barbers, 80 active and 100,000 past bookings. */
export const FULL: BenchConfig = {
  barbers: 8,
  activeBookings: 80,
  pastBookings: 100_000,
  reads: { rounds: 3, seconds: 5, connections: 100, warmupSeconds: 1 },
  // 800 a round: about 80 walk-ins per queue barber, as many as fit the two days ahead the planner
  // looks (more would be refused at last call, docs/product/chairs-day.md), and about 200 slots asked for twice.
  writes: { rounds: 3, bookingsPerRound: 800, connections: 32, servesPerBarber: 5 },
  fanOut: { levels: [1000, 5000, 10_000], rounds: 5, socketsPerProcess: 2500 },
  acrossInstances: 10_000,
  // Walk-ins over the queue barbers, within what their queues can take (see writes).
  profileBookings: 400,
  startupRounds: 3,
  // Lighthouse's score moves ±7 points between runs of one build here: five rounds for a median.
  lighthouseRounds: 5,
  shops: {
    shops: 1000,
    barbersPerShop: 4,
    activeShops: 10,
    // A step of booking requests a second, then the next, until one is not sustained.
    writes: { firstRate: 50, step: 50, fineFrom: 300, fineStep: 25, maxRate: 1000, seconds: 8, rounds: 3, maxInFlight: 256, serverProcesses: 2 },
    reads: { rounds: 3, seconds: 5, connections: 100, warmupSeconds: 1 },
    live: { socketsPerShop: 10, changes: 5, socketsPerProcess: 2500 },
    list: { rate: 100, seconds: 10, connections: 20 },
  },
  // Two years of a busy shop's bookings, each served one paid (docs/product/money.md).
  numbers: { bookings: 100_000, refusals: 2000, requests: 200 },
};

/** Seconds, not minutes: the same code paths, small counts, one round (the test suite's smoke run). */
export const SMOKE: BenchConfig = {
  barbers: 4,
  activeBookings: 16,
  pastBookings: 1000,
  reads: { rounds: 1, seconds: 1, connections: 10, warmupSeconds: 0, amount: 200 },
  writes: { rounds: 1, bookingsPerRound: 200, connections: 8, servesPerBarber: 2 },
  fanOut: { levels: [50], rounds: 1, socketsPerProcess: 50 },
  acrossInstances: 50,
  profileBookings: 0,
  startupRounds: 1,
  lighthouseRounds: 0,
  shops: {
    shops: 12,
    barbersPerShop: 4,
    activeShops: 3,
    writes: { firstRate: 20, step: 20, fineFrom: 40, fineStep: 20, maxRate: 40, seconds: 2, rounds: 1, maxInFlight: 32, serverProcesses: 2 },
    reads: { rounds: 1, seconds: 1, connections: 10, warmupSeconds: 0, amount: 200 },
    live: { socketsPerShop: 3, changes: 2, socketsPerProcess: 20 },
    list: { rate: 20, seconds: 1, connections: 2 },
  },
  numbers: { bookings: 700, refusals: 20, requests: 5 },
};
