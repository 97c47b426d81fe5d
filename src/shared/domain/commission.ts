import { COMMISSION_BASIS_POINTS_MAX, type PaymentMethod } from '../constants.js';

/*
 * A barber's share of the takings (docs/product/money.md, "A barber's share"), in whole paise and
 * integer arithmetic only: the commission is worked out once on the period's net at each rate its
 * entries keep, rounded half up, `(net × basisPoints + 5000) div 10000`, those summed, and every tip
 * of the paid entries is added to it.
 */

/** Methods that bring money in; `unpaid` is owed and earns nothing until corrected to one of these. */
export const PAID_METHODS: readonly PaymentMethod[] = ['cash', 'upi', 'card'];

/** Whether an entry's money was received (cash, UPI or card). */
export function isPaid(method: PaymentMethod): boolean {
  return method !== 'unpaid';
}

function wholePaise(value: number, name: string): bigint {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole paise, not ${String(value)}`);
  return BigInt(value);
}

function basisPointsOf(value: number): bigint {
  if (!Number.isInteger(value) || value < 0 || value > COMMISSION_BASIS_POINTS_MAX) {
    throw new RangeError(`A commission is 0-${String(COMMISSION_BASIS_POINTS_MAX)} basis points, not ${String(value)}`);
  }
  return BigInt(value);
}

/**
 * The commission on a net at a rate in basis points, rounded half up to whole paise. Worked in
 * bigint, so a year's net of a large shop never loses a paisa to floating point.
 */
export function commissionPaise(netPaise: number, basisPoints: number): number {
  const net = wholePaise(netPaise, 'A net');
  return Number((net * basisPointsOf(basisPoints) + 5000n) / 10000n);
}

/** The figures of one entry the share reads. */
export interface ShareEntry {
  method: PaymentMethod;
  servicesPaise: number;
  discountPaise: number;
  tipPaise: number;
}

/** A barber's figures for a period. */
export interface BarberShare {
  /** The net (services less discount) of the paid entries. */
  netPaidPaise: number;
  /** The tips of the paid entries: all the barber's. */
  tipsPaise: number;
  /** The commission on netPaidPaise: at each rate, on the net of the entries that keep it. */
  commissionPaise: number;
  /** Commission plus tips: what the shop owes the barber for the period. */
  sharePaise: number;
}

/** The share from the period's sums: the commission once on the net, then the tips. */
export function shareOf(netPaidPaise: number, tipsPaise: number, basisPoints: number): BarberShare {
  const commission = commissionPaise(netPaidPaise, basisPoints);
  const share = BigInt(commission) + wholePaise(tipsPaise, 'Tips');
  if (share > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('A share past the safe integers');
  return { netPaidPaise, tipsPaise, commissionPaise: commission, sharePaise: Number(share) };
}

/** The net of a period's paid entries that keep one commission rate. */
export interface NetAtRate {
  netPaidPaise: number;
  basisPoints: number;
}

/**
 * The share from the period's sums by rate: the commission once on each rate's net (each rounded
 * half up), those added, then the tips.
 */
export function shareAtRates(nets: readonly NetAtRate[], tipsPaise: number): BarberShare {
  let net = 0n;
  let commission = 0n;
  for (const part of nets) {
    net += wholePaise(part.netPaidPaise, 'A net');
    commission += BigInt(commissionPaise(part.netPaidPaise, part.basisPoints));
  }
  const share = commission + wholePaise(tipsPaise, 'Tips');
  if (share > BigInt(Number.MAX_SAFE_INTEGER) || net > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('A share past the safe integers');
  return { netPaidPaise: Number(net), tipsPaise, commissionPaise: Number(commission), sharePaise: Number(share) };
}

/** A barber's share of a period's entries (current ones only: the caller leaves corrected ones out). */
export function barberShare(entries: readonly ShareEntry[], basisPoints: number): BarberShare {
  let net = 0n;
  let tips = 0n;
  for (const entry of entries) {
    if (!isPaid(entry.method)) continue;
    const services = wholePaise(entry.servicesPaise, 'Services');
    const discount = wholePaise(entry.discountPaise, 'A discount');
    if (discount > services) throw new RangeError('A discount past the services charged');
    net += services - discount;
    tips += wholePaise(entry.tipPaise, 'A tip');
  }
  if (net > BigInt(Number.MAX_SAFE_INTEGER) || tips > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('Takings past the safe integers');
  return shareOf(Number(net), Number(tips), basisPoints);
}

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/**
 * The admin form's "Commission (%)" as basis points: 25 → 2500, 37.5 → 3750, 12.34 → 1234.
 * Null for anything else: more than two decimals, a sign, past 100.
 */
export function basisPointsFromPercent(text: string): number | null {
  const match = PERCENT.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const hundredths = Number((match[2] ?? '').padEnd(2, '0'));
  const basisPoints = whole * 100 + hundredths;
  return basisPoints <= COMMISSION_BASIS_POINTS_MAX ? basisPoints : null;
}

/** Basis points as the form shows a percentage: 2500 → "25", 3750 → "37.5", 1234 → "12.34". */
export function percentFromBasisPoints(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const hundredths = basisPoints % 100;
  if (hundredths === 0) return String(whole);
  return `${String(whole)}.${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
}
