import type { Language } from '../../../../shared/constants.js';

// Indian grouping (1,00,000) and no paise: prices are whole rupees.
const RUPEES: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0, minimumFractionDigits: 0 }),
  hi: new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0, minimumFractionDigits: 0 }),
};

/** '₹1,500' for whole rupees, written for the language; null when the service shows no price. */
export function formatRupees(rupees: number | null, language: Language): string | null {
  return rupees === null ? null : RUPEES[language].format(rupees);
}

/**
 * The price input's text as the shared schema takes it: blank is "no price" (null), anything else
 * a number for the schema to judge (NaN gets its 'Price must be a number of rupees').
 */
export function parsePriceInput(text: unknown): number | null {
  if (typeof text === 'number') return text;
  if (typeof text !== 'string' || text.trim() === '') return null;
  return Number(text.trim());
}
