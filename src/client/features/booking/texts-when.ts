import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of the booking form's 'When' step (the queue's estimate, last call, the slot picker) and the confirmation. */
const en = {
  // Booking type.
  joinQueue: 'Join the queue',
  joinQueueHint: 'Walk in today: get a token number and an expected time.',
  bookSlot: 'Book a time slot',
  bookSlotHint: 'Reserve a time today, tomorrow or the day after.',
  // The queue's estimate.
  estimateFailed: "We couldn't work out the expected time just now.",
  tryAgain: 'Try Again',
  expectedAround: ({ time }: { time: string }) => `Expected around ${time}`,
  noWaitNow: 'No wait right now.',
  aboutFromNow: ({ wait }: { wait: string }) => `About ${wait} from now. The time moves with the queue; we keep it current.`,
  // Last call (docs/product/chairs-day.md); the title is the server's LAST_CALL message, word for word.
  lastCallTitle: ({ name }: { name: string }) => `${name} cannot take another walk-in today.`,
  lastCallNothingElse: 'No other barber can take a walk-in today. Please try again tomorrow.',
  lastCallWaysOut: 'Their day ends before this visit would. You can still:',
  // The queue before opening (docs/decisions/0017-shop-state.md).
  queueOpensAt: ({ time }: { time: string }) => `Walk-ins can join from ${time}.`,
  queueOpensDetail: 'Book a time now, or come back then to join the queue.',
  otherBarbersTitle: "Join another barber's queue today",
  expectedAt: ({ time }: { time: string }) => `expected at ${time}`,
  slotsWith: ({ name }: { name: string }) => `Or book a time with ${name}`,
  // The slot picker.
  slotsFailed: 'Failed to load available time slots',
  noSlotsInWindow: 'No times can be booked in the next 36 hours. Please join the queue instead.',
  day: 'Day',
  time: 'Time',
  today: 'Today',
  tomorrow: 'Tomorrow',
  noneLeft: 'No times are left on this day. Please choose another day.',
  notWorkingDay: ({ name }: { name: string }) => `${name} is not working on this day.`,
  notWorkingRest: ({ name }: { name: string }) => `${name} is not working for the rest of this day.`,
  allTaken: 'Every time on this day is taken. Please choose another day.',
  reasonTaken: 'Booked',
  reasonHeld: 'Held for walk-ins',
  reasonAfterClosing: 'Runs past closing',
  reasonPast: 'Passed',
  reasonTooFar: 'Too far ahead',
  reasonBreak: 'Break',
  reasonOff: 'Not working',
  slotWithReason: ({ time, reason }: { time: string; reason: string }) => `${time}, ${reason}`,
  dayWithDate: ({ day, date }: { day: string; date: string }) => `${day}, ${date}`,
  dayAndTime: ({ day, time }: { day: string; time: string }) => `${day}, ${time}`,
  // Above the times of a day's night that fall on the next calendar date.
  afterMidnight: ({ date }: { date: string }) => `After midnight, ${date}`,
  // The confirmation (docs/product/screens.md).
  bookedIn: "You're booked in",
  showToken: 'Show this token number at the shop.',
  tokenNumber: 'Token number',
  queue: 'Queue',
  slot: 'Slot',
  done: 'Done',
  trackBooking: 'Track booking',
  estimatedWait: 'Estimated wait',
  notAvailable: 'N/A',
  now: 'Now',
  expectedTime: 'Expected time',
  date: 'Date',
  duration: 'Duration',
  name: 'Name',
  mobile: 'Mobile',
  barber: 'Barber',
  services: 'Services',
  serviceChip: ({ name, minutes }: { name: string; minutes: number }) => `${name} (${minutes} m)`,
} satisfies Messages;

export type BookingWhenTexts = typeof en;

export const bookingWhenTexts = defineCatalogue('features/booking/texts-when', en, () => import('./texts-when.hi.js'));
