import type { PaymentMethod } from '../../../../shared/constants.js';
import { rupeesToPaise } from '../../../../shared/domain/money.js';
import type { Booking } from '../../../../shared/schemas/booking.js';
import type { Payment, PaymentInput } from '../../../../shared/schemas/payment.js';
import type { Service } from '../../../../shared/schemas/service.js';

/**
 * The payment dialog's draft (docs/product/money.md#paid-at-the-chair): lines as typed, in rupees,
 * each with a key for its row; the discount and tip as typed; the method chosen.
 */
export interface DraftLine {
  key: string;
  name: string;
  /** Rupees as typed: '450', '450.50', or '' while empty. */
  price: string;
  serviceId: number | null;
}

export interface PaymentDraft {
  lines: DraftLine[];
  discount: string;
  tip: string;
  method: PaymentMethod;
}

let nextKey = 0;
export const lineKey = (): string => `line-${String(nextKey++)}`;

/** Paise as the rupee text a field shows: 45000 → '450', 45050 → '450.50'. */
export function paiseText(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/** Rupees as typed → paise; '' is 0; anything not a number of rupees with at most two decimals is null. */
export function parseRupees(text: string): number | null {
  const trimmed = text.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  if (trimmed === '') return 0;
  if (!/^\d{1,7}(\.\d{0,2})?$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The booking's services at the shop's prices now (a service without a price starts at ₹0). */
export function draftFromBooking(booking: Pick<Booking, 'serviceDetails'>, services: readonly Pick<Service, 'id' | 'price'>[]): PaymentDraft {
  const prices = new Map(services.map((service) => [service.id, service.price]));
  return {
    lines: booking.serviceDetails.map((service) => {
      const price = prices.get(service.id);
      return { key: lineKey(), name: service.name, price: price == null ? '' : paiseText(rupeesToPaise(price)), serviceId: service.id };
    }),
    discount: '',
    tip: '',
    method: 'cash',
  };
}

/** An entry to correct, as the draft that starts the correction. */
export function draftFromPayment(payment: Pick<Payment, 'items' | 'discountPaise' | 'tipPaise' | 'method'>): PaymentDraft {
  return {
    lines: payment.items.map((item) => ({ key: lineKey(), name: item.name, price: paiseText(item.pricePaise), serviceId: item.serviceId })),
    discount: payment.discountPaise === 0 ? '' : paiseText(payment.discountPaise),
    tip: payment.tipPaise === 0 ? '' : paiseText(payment.tipPaise),
    method: payment.method,
  };
}

/** What the draft sums to, where each amount reads; null amounts make the total unknown. */
export function draftTotals(draft: PaymentDraft): { linesPaise: number; discountPaise: number; tipPaise: number; totalPaise: number } | null {
  const prices = draft.lines.map((line) => parseRupees(line.price));
  const discountPaise = parseRupees(draft.discount);
  const tipPaise = parseRupees(draft.tip);
  if (prices.some((price) => price === null) || discountPaise === null || tipPaise === null) return null;
  const linesPaise = prices.reduce<number>((sum, price) => sum + (price ?? 0), 0);
  return { linesPaise, discountPaise, tipPaise, totalPaise: linesPaise - discountPaise + tipPaise };
}

/** The draft as the API takes it; the shared schema judges it (names, limits, the discount). */
export function draftInput(draft: PaymentDraft): PaymentInput | null {
  const totals = draftTotals(draft);
  if (!totals) return null;
  return {
    items: draft.lines.map((line) => ({ name: line.name.trim(), pricePaise: parseRupees(line.price) ?? 0, serviceId: line.serviceId })),
    discountPaise: totals.discountPaise,
    tipPaise: totals.tipPaise,
    method: draft.method,
  };
}
