import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of the track page (docs/product/screens.md#track-page, docs/product/api.md#error-catalogue track toasts): the page, the booking card and its states. */
const en = {
  backToHome: 'Back to home',
  eyebrow: 'Live tracking',
  title: 'Track your booking',
  description: 'Check your appointment status',
  // The form.
  phoneLabel: 'Phone number',
  track: 'Track',
  tracking: 'Tracking...',
  // Before a number is tracked.
  introTitle: 'Find your booking',
  introTokenTitle: 'Your token',
  introToken: 'Enter the phone number you booked with to see your token number and barber.',
  introPlaceTitle: 'Your place in the queue',
  introPlace: "See how many are ahead of you and when to expect your turn, in the shop's time.",
  introLiveTitle: 'Live as it happens',
  introLive: 'Keep this page open: it updates the moment your barber is ready.',
  // Results and their states.
  yourBookings: 'Your bookings',
  yourBooking: 'Your booking',
  bookNow: 'Book Now',
  tryAgain: 'Try again',
  tryingAgain: 'Trying again...',
  checkConnection: 'Please check your connection and try again.',
  liveUpdates: 'Live updates',
  connecting: 'Connecting...',
  offlinePolling: 'Offline · checking every 10 s',
  // docs/product/api.md#error-catalogue toasts, word for word.
  foundTitle: 'Booking found',
  foundDescription: ({ count }: { count: number }) => `Found ${count} active booking(s)`,
  notFoundTitle: 'No bookings found',
  notFoundDescription: "We couldn't find any bookings for this phone number",
  errorTitle: 'Error',
  errorDescription: 'There was a problem tracking your booking',
  // A link that does not open its booking.
  linkBrokenTitle: 'This booking link does not work',
  linkBrokenDescription: 'It may be incomplete or out of date. Track your booking with your phone number instead.',
  // Bookings that left the list while the page was open.
  noActiveBookings: 'No active bookings',
  goneCompleted: ({ id }: { id: number }) => `Booking #${id} is complete. Thank you for visiting!`,
  goneCancelledByShop: ({ id }: { id: number }) => `Booking #${id} was cancelled by the shop.`,
  goneCancelled: ({ id }: { id: number }) => `Booking #${id} was cancelled.`,
  goneFinished: ({ id }: { id: number }) => `Booking #${id} has finished and left the queue.`,
  // Tips beside the card.
  tipsTitle: 'Good to know',
  tipLive: 'Keep this page open: it updates by itself the moment your barber is ready.',
  tipCancel: 'Cancelling closes 15 minutes before your turn or appointment.',
  runningLate: 'Running late?',
  callShopOn: ({ shop, phone }: { shop: string; phone: string }) => `Call ${shop} on ${phone}`,
  callTheShopOn: ({ phone }: { phone: string }) => `Call the shop on ${phone}`,
} satisfies Messages;

export type TrackTexts = typeof en;

export const trackTexts = defineCatalogue('features/track/texts', en, () => import('./texts.hi.js'));
