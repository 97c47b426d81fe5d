import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of the Messages tab: what customers were told, and what became of each message (docs/product/messages.md). */
const en = {
  description: 'What customers are told about their bookings, newest first.',
  list: 'Messages',
  loading: 'Loading messages',
  failedLoad: 'Failed to load messages',
  showing: ({ count, shown }: { count: number; shown: string }) => `Showing ${shown} ${count === 1 ? 'message' : 'messages'}`,
  showingAll: ({ count, shown }: { count: number; shown: string }) => `Showing ${shown} ${count === 1 ? 'message' : 'messages'}, all of them`,
  filter: 'Show messages',
  all: 'All',
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Skipped',
  push: 'Web Push',
  echo: 'Shown here (echo)',
  // What each message is about: the titles of the messages themselves.
  confirmation: 'Booking confirmed',
  turnNear: 'Your turn is near',
  movedEarlier: 'Moved earlier',
  runningLate: 'Running late',
  shopClosed: 'Shop closed',
  cancelledByShop: 'Cancelled by the shop',
  afterHours: 'Past the end of the day',
  turnPassed: 'Your turn came',
  barberChanged: 'New barber',
  notTried: 'Not tried yet',
  attempts: ({ count, shown }: { count: number; shown: string }) => `${shown} ${count === 1 ? 'attempt' : 'attempts'}`,
  dayAndTime: ({ day, time }: { day: string; time: string }) => `${day}, ${time}`,
  noReasonGiven: 'The channel gave no reason',
  noReasonRecorded: 'No reason was recorded',
  notSent: 'Not sent: ',
  tryingAgain: 'Trying again: ',
  bookingLink: 'booking link',
  emptyAll: 'No messages yet',
  emptyAllHint:
    'A message is made when a customer books, when their turn is near, when their expected time moves a lot, and when the shop closes or cancels a booking.',
  emptyPending: 'No pending messages',
  emptySent: 'No sent messages',
  emptyFailed: 'No failed messages',
  emptySkipped: 'No skipped messages',
  chooseAll: 'Choose All to see every message.',
  // The channel in use.
  noteTitle: ({ title }: { title: string }) => `${title}.`,
  echoHere: 'Messages are not sent: they are shown here',
  echoElsewhere: 'Messages are not sent: they are shown in the Messages tab',
  echoHereHint: 'For trying Chair: each message a customer would get is kept in this list instead of going out. Set up WhatsApp to send them.',
  echoElsewhereHint: 'For trying Chair: each message a customer would get is kept there instead of going out. Set up WhatsApp to send them.',
  whatsapp: 'Messages go out on WhatsApp',
  whatsappHint: "Customers get them from the shop's WhatsApp number; customers who turned on notifications also get them on their phone.",
  // The list's columns and facts.
  token: 'Token',
  tokenHidden: 'Token ',
  message: 'Message',
  channel: 'Channel',
  status: 'Status',
  attemptsHead: 'Attempts',
  time: 'Time',
  made: 'Made',
  sentAt: 'Sent',
} satisfies Messages;

export type MessageTexts = typeof en;

export const messageTexts = defineCatalogue('features/admin/texts-messages', en, () => import('./texts-messages.hi.js'));
