import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of the customer's account and My Bookings pages (docs/product/screens.md), and the bookings they list. */
const en = {
  // The account page.
  accountEyebrow: 'My account',
  hello: ({ name }: { name: string }) => `Hello, ${name}`,
  welcome: 'Welcome',
  noCustomerTitle: 'Customer ID not available',
  noCustomerDescription: 'Please sign in again to see your account.',
  signIn: 'Sign in',
  languageTitle: 'Language',
  languageHint: 'The app shows its words in this language on this device.',
  // The profile.
  phonePrefix: 'Phone: ',
  whatsappVerified: 'WhatsApp Verified',
  addName: 'Add your name',
  editName: 'Edit name',
  nameLabel: 'Your name',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  nameUpdated: 'Name updated',
  nameUpdatedDescription: ({ name }: { name: string }) => `We'll call you ${name}.`,
  nameUpdateFailed: 'Failed to update name',
  pleaseTryAgain: 'Please try again.',
  // The account's actions (docs/product/screens.md).
  bookNewAppointment: 'Book New Appointment',
  bookNow: 'Book Now',
  trackBooking: 'Track Booking',
  myBookings: 'My Bookings',
  logout: 'Logout',
  loggingOut: 'Logging out...',
  signedOut: 'Signed out',
  // The booking history.
  historyTitle: 'Booking history',
  loadingBookings: 'Loading bookings...',
  fetchFailed: 'Failed to fetch bookings',
  retry: 'Retry',
  noHistoryTitle: 'No bookings yet',
  noHistoryDescription: 'Your queue tokens and appointments will be listed here.',
  showFewer: 'Show fewer',
  showAll: ({ count }: { count: number }) => `Show all ${count} bookings`,
  // My Bookings.
  bookingsEyebrow: 'Your bookings',
  bookingsDescription: 'Your place in the queue and your appointments, updated as the barbers work.',
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  loadFailed: 'Failed to load bookings',
  noBookingsTitle: 'No Bookings Yet',
  noBookingsDescription: "Join a barber's queue or book a time, and your booking will appear here.",
  activeBookings: 'Active bookings',
  noActiveTitle: 'No active bookings',
  noActiveDescription: 'Your next visit is one tap away.',
  pastBookings: 'Past bookings',
  accessDenied: 'Access Denied - Please log in to view your bookings.',
  logIn: 'Log in',
  live: 'Live',
  offline: 'Offline',
} satisfies Messages;

export type CustomerTexts = typeof en;

export const customerTexts = defineCatalogue('features/customer/texts', en, () => import('./texts.hi.js'));
