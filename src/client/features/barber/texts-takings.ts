import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** The dashboard's "Today's takings" card: the barber's own day (docs/product/money.md, Takings). */
const en = {
  title: "Today's takings",
  loading: "Loading today's takings",
  failed: "Could not load today's takings",
  retry: 'Retry',
  payments: ({ count, shown }: { count: number; shown: string }) => `${shown} ${count === 1 ? 'payment' : 'payments'}`,
  total: 'Total',
  tips: 'Tips',
  share: ({ rate }: { rate: string }) => `Your share at ${rate}%`,
  shareHint: 'Commission on the paid services after discounts, plus all tips.',
  unpaid: ({ amount }: { amount: string }) => `${amount} unpaid (owed), not counted until paid`,
  none: 'No payments recorded yet today.',
} satisfies Messages;

export type BarberTakingsTexts = typeof en;

export const barberTakingsTexts = defineCatalogue('features/barber/texts-takings', en, () => import('./texts-takings.hi.js'));
