import type { Language } from '../constants.js';

/**
 * Money on screens (docs/product/money.md): amounts are whole paise, shown as rupees with Indian
 * digit grouping, the paise only when there are some: ₹450, ₹450.50, ₹1,00,000.
 */
const WHOLE: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  hi: new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 }),
};
const WITH_PAISE: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  hi: new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** '₹450' for 45000 paise, '₹450.50' for 45050, '-₹20' below zero. */
export function formatPaise(paise: number, language: Language = 'en'): string {
  const rupees = paise / 100;
  return paise % 100 === 0 ? WHOLE[language].format(rupees) : WITH_PAISE[language].format(rupees);
}

/** Whole rupees as paise (a service's price): 450 → 45000. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** The sum of the lines, in paise. */
export function linesPaise(items: readonly { pricePaise: number }[]): number {
  return items.reduce((sum, item) => sum + item.pricePaise, 0);
}

/** Net = the lines' sum − the discount; total = net + tip (docs/product/money.md#paid-at-the-chair). */
export function paymentTotals(entry: { items: readonly { pricePaise: number }[]; discountPaise: number; tipPaise: number }): {
  servicesPaise: number;
  netPaise: number;
  totalPaise: number;
} {
  const servicesPaise = linesPaise(entry.items);
  const netPaise = servicesPaise - entry.discountPaise;
  return { servicesPaise, netPaise, totalPaise: netPaise + entry.tipPaise };
}
