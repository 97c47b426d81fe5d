import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** The UPI card of the tracking page (docs/product/screens.md; docs/product/money.md#upi). */
const en = {
  title: 'Pay by UPI',
  amount: ({ amount }: { amount: string }) => `Amount: ${amount}`,
  scan: 'Scan this code with any UPI app, or open your UPI app from this phone.',
  qrLabel: ({ amount }: { amount: string }) => `UPI QR code to pay ${amount}`,
  openApp: 'Open UPI app',
  afterPaying: 'Show the barber the payment on your phone once it goes through.',
} satisfies Messages;

export type TrackUpiTexts = typeof en;

export const trackUpiTexts = defineCatalogue('features/track/texts-upi', en, () => import('./texts-upi.hi.js'));
