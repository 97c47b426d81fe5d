import type { Service } from '../../../../shared/schemas/service.js';

export interface ServiceTotals {
  count: number;
  /** Minutes: the sum of the picked services' durations. */
  duration: number;
  /** Whole rupees, or null unless every picked service has a price (a partial sum would mislead). */
  price: number | null;
}

/** Totals of the picked services, in the order they are listed; unknown ids are ignored. */
export function serviceTotals(services: readonly Service[], pickedIds: readonly number[]): ServiceTotals {
  const picked = services.filter((service) => pickedIds.includes(service.id));
  const duration = picked.reduce((sum, service) => sum + service.duration, 0);
  const priced = picked.every((service) => service.price !== null);
  const price = picked.length > 0 && priced ? picked.reduce((sum, service) => sum + (service.price ?? 0), 0) : null;
  return { count: picked.length, duration, price };
}

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** '₹1,500', '₹1,00,000': Indian digit grouping, whole rupees. */
export function formatRupees(amount: number): string {
  return RUPEES.format(amount);
}

/** Toggles one id in a selection, keeping the order the customer picked them in. */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((known) => known !== id) : [...ids, id];
}
