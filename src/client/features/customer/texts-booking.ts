import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of one of the customer's bookings: its card on My Bookings, its history row and its notice. */
const en = {
  bookingNumber: ({ id }: { id: number }) => `Booking #${id}`,
  bookingStatus: ({ id, status }: { id: number; status: string }) => `Booking #${id} · ${status}`,
  kindWithBarber: ({ kind, barber }: { kind: string; barber: string }) => `${kind} with ${barber}`,
  whenAndType: ({ when, type }: { when: string; type: string }) => `${when} · ${type}`,
  // Who cancelled (docs/product/booking-rules.md#states-and-transitions).
  byYou: 'by you',
  byBarber: 'by the barber',
  // docs/product/screens.md kinds.
  queueBooking: 'Queue Booking',
  scheduledAppointment: 'Scheduled Appointment',
  queue: 'Queue',
  slot: 'Slot',
  // The banner.
  servingNow: "You're being served now!",
  barberReady: 'Your barber is ready for you.',
  inQueue: 'In queue',
  scheduled: 'Scheduled',
  position: ({ position }: { position: number }) => `Position ${position}`,
  youreNext: "you're next",
  aboutWait: ({ wait }: { wait: string }) => `about ${wait}`,
  expectedAt: ({ time }: { time: string }) => `expected ${time}`,
  // The card's details.
  barber: 'Barber',
  totalTime: 'Total time',
  minutes: ({ count }: { count: number }) => `${count} minutes`,
  services: 'Services',
  date: 'Date',
  bookedAt: 'Booked at',
  queuePosition: 'Queue position',
  startsIn: 'Starts in',
  estimatedWait: 'Estimated wait',
  // docs/product/booking-rules.md#business-constants-and-limits waits.
  now: 'Now',
  waitMinutes: ({ minutes }: { minutes: number }) => `${minutes} min`,
  waitHours: ({ hours }: { hours: number }) => `${hours} Hr`,
  waitHoursMinutes: ({ hours, minutes }: { hours: number; minutes: number }) => `${hours} Hr ${minutes} Mins`,
} satisfies Messages;

export type CustomerBookingTexts = typeof en;

export const customerBookingTexts = defineCatalogue('features/customer/texts-booking', en, () => import('./texts-booking.hi.js'));
