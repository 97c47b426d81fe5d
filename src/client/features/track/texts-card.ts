import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of one booking card on the track page: its header, live status, facts and actions. */
const en = {
  token: 'Token',
  /** Read before the token number ('Booking #12'). */
  bookingNumber: ({ id }: { id: number }) => `Booking #${id}`,
  yourBarber: 'Your barber',
  // The live part.
  yourTurn: "It's your turn!",
  barberReady: 'Barber is ready',
  yourPlace: 'Your place',
  waitingForBarber: 'Waiting for the barber',
  position: ({ position }: { position: number }) => `Position ${position}`,
  appointmentAt: ({ time }: { time: string }) => `Appointment at ${time}`,
  now: 'Now',
  aboutWait: ({ wait }: { wait: string }) => `about ${wait}`,
  expectedAt: ({ time }: { time: string }) => `expected ${time}`,
  likelyMinutes: ({ low, high }: { low: number; high: number }) => `Likely ${low}–${high} min`,
  likelyRange: ({ low, high }: { low: string; high: string }) => `Likely ${low} to ${high}`,
  serviceProgress: 'Service progress',
  finishingUp: 'Finishing up',
  aboutLeft: ({ wait }: { wait: string }) => `About ${wait} left`,
  turnProgress: 'Progress to your turn',
  turnNext: 'Your turn is next',
  waitDone: ({ percent }: { percent: number }) => `${percent}% of the wait done`,
  // docs/product/booking-rules.md#business-constants-and-limits waits: '25 min', '1 Hr', '1 Hr 15 Mins'.
  waitMinutes: ({ minutes }: { minutes: number }) => `${minutes} min`,
  waitHours: ({ hours }: { hours: number }) => `${hours} Hr`,
  waitHoursMinutes: ({ hours, minutes }: { hours: number; minutes: number }) => `${hours} Hr ${minutes} Mins`,
  // The facts.
  customer: 'Customer',
  phone: 'Phone',
  type: 'Type',
  typeQueue: 'Queue',
  typeSlot: 'Slot',
  bookedAt: 'Booked at',
  duration: 'Duration',
  appointment: 'Appointment',
  services: 'Services',
  serviceChip: ({ name, minutes }: { name: string; minutes: number }) => `${name} (${minutes} m)`,
  // Messages about the booking (docs/product/messages.md).
  messagesLabel: 'Messages about this booking',
  messagesOn: "We'll tell you when your turn is near and if your time changes.",
  messagesOff: 'Off: no messages about this booking. Turn on to be told when your turn is near.',
  messagesFailed: 'Failed to change your messages',
  pleaseTryAgain: 'Please try again.',
  // Actions.
  cancelClosed: 'Cancellation closes 15 minutes before your turn.',
  cancelClosedCall: 'Cancellation closes 15 minutes before your turn. Call the shop if your plans change.',
  contact: 'Contact',
  contactShop: ({ phone }: { phone: string }) => `Contact the shop, ${phone}`,
} satisfies Messages;

export type TrackCardTexts = typeof en;

export const trackCardTexts = defineCatalogue('features/track/texts-card', en, () => import('./texts-card.hi.js'));
