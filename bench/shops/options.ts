import type { ReadOptions } from '../scenarios/reads.js';
import type { ShopListOptions } from './list.js';

export interface ShopWriteOptions {
  /** Booking requests a second of the first step; each step adds `step` until one is not sustained or `maxRate`. */
  firstRate: number;
  step: number;
  /** From this rate on, each step adds `fineStep` instead: the neighbourhood of the target is resolved finer. */
  fineFrom: number;
  fineStep: number;
  maxRate: number;
  seconds: number;
  /** Rounds of each step, one after another: a step's figures are their median, so one stall of the machine does not decide it. */
  rounds: number;
  /** Requests in flight at most (the sockets of the load generator's agent); more wait in its queue. */
  maxInFlight: number;
  /** Server processes taking the bookings (SERVER_PROCESSES, docs/decisions/0022-server-processes.md). */
  serverProcesses: number;
}

export interface ShopLiveOptions {
  socketsPerShop: number;
  /** Changes made, each in another shop. */
  changes: number;
  socketsPerProcess: number;
}

export interface ShopsOptions {
  shops: number;
  barbersPerShop: number;
  /** Shops that see traffic while the memory is read; the others stay idle. */
  activeShops: number;
  writes: ShopWriteOptions;
  reads: ReadOptions;
  live: ShopLiveOptions;
  /** Reads of the platform's list of shops, every shop listed (docs/product/shop-list.md). */
  list: ShopListOptions;
}

/** The slug of the bench's shop number `n` (1-based). */
export const benchSlug = (n: number): string => `bench-${String(n).padStart(4, '0')}`;

/** Every bench shop's admin signs in with this. */
export const SHOP_ADMIN_PASSWORD = 'bench-shop-admin-password';
