import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Paid at the chair (docs/product/screens.md, the payment dialog; docs/product/money.md). */
const en = {
  completeTitle: ({ token, name }: { token: number; name: string }) => `Complete #${token}: ${name}`,
  recordTitle: ({ token }: { token: number }) => `Record payment for #${token}`,
  correctTitle: ({ token }: { token: number }) => `Correct payment for #${token}`,
  description: 'What was charged and how it was paid. Prices are in rupees.',
  correctDescription: 'The corrected entry stays in the history and no longer counts.',
  lines: 'Charged',
  lineName: ({ index }: { index: number }) => `Item ${index}`,
  linePrice: ({ index }: { index: number }) => `Price of item ${index} in rupees`,
  newLine: 'Other service',
  removeLine: ({ name }: { name: string }) => `Remove ${name}`,
  addLine: 'Add a line',
  discount: 'Discount (₹)',
  tip: 'Tip (₹)',
  total: 'Total',
  method: 'Paid by',
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  unpaid: 'Unpaid',
  upiNotSet: "Set the shop's UPI ID in Shop Settings to take UPI.",
  unpaidHint: 'Owed: not counted in the takings until corrected.',
  upiScan: 'Ask the customer to scan this with any UPI app. Their tracking page shows the same code.',
  upiQr: ({ amount }: { amount: string }) => `UPI QR code for ${amount}`,
  upiTooSmall: 'A UPI payment is at least ₹1.',
  upiShowFailed: "The code could not be shown on the customer's page. They can still scan it here.",
  upiClearFailed: "The code could not be taken off the customer's page. Tell them how to pay.",
  receivedComplete: ({ amount }: { amount: string }) => `Received ${amount}: complete`,
  complete: 'Complete',
  completing: 'Completing...',
  save: 'Save payment',
  saving: 'Saving...',
  cancel: 'Cancel',
  enterRupees: 'Enter rupees, such as 450 or 450.50',
  saved: 'Payment recorded',
  savedFor: ({ token, amount }: { token: number; amount: string }) => `#${token}: ${amount}`,
  failed: 'Failed to record payment',
  loadingPrices: 'Loading prices',
  // The history (docs/product/screens.md Barber History).
  notRecorded: 'Payment not recorded',
  recordPayment: 'Record payment',
  correct: 'Correct',
  paidWith: ({ amount, method }: { amount: string; method: string }) => `${amount} · ${method}`,
  tipIncluded: ({ amount }: { amount: string }) => `incl. tip ${amount}`,
  corrected: ({ count }: { count: number }) => (count === 1 ? 'Corrected once' : `Corrected ${count} times`),
} satisfies Messages;

export type PaymentTexts = typeof en;

export const paymentTexts = defineCatalogue('features/barber/texts-payment', en, () => import('./texts-payment.hi.js'));
