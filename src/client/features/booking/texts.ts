import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of the booking page (docs/product/screens.md#booking-page, docs/product/api.md#error-catalogue): the hero, its states, the form and its summary. */
const en = {
  // The hero.
  heroEyebrow: 'Premium grooming',
  heroTitle: 'Book your appointment',
  heroIntro: "Join today's queue for a token and an expected time, or reserve a time that suits you.",
  // When nothing can be booked.
  backToHome: 'Back to home',
  trackBooking: 'Track a booking',
  loading: 'Loading barbers and services...',
  loadFailedTitle: "We couldn't load the booking form",
  loadFailedDescription: 'Check your connection and try again.',
  tryAgain: 'Try Again',
  allUnavailableTitle: 'All Barbers Currently Unavailable',
  allUnavailableDescription: 'None of our barbers is taking bookings right now. Please check back a little later.',
  shopClosedTitle: 'The shop is closed right now',
  shopClosedDescription: ({ hours }: { hours: string }) =>
    `We're not taking bookings at the moment. Booking opens when the owner opens the shop; our hours are ${hours}.`,
  // Before opening and after closing (docs/decisions/0017-shop-state.md).
  walkInsFrom: ({ time }: { time: string }) => `Walk-ins can join from ${time}.`,
  joinQueueNow: ({ time }: { time: string }) => `Join the queue now: your turn is planned from ${time}.`,
  queueClosedForToday: 'The queue is closed for today.',
  appointmentsOpen: 'Appointments can be booked now.',
  barberUnavailableTitle: ({ name }: { name: string }) => `${name} is not taking bookings right now`,
  barberNotFoundTitle: 'We could not find that barber',
  othersAvailable: 'Another of our barbers can look after you.',
  checkBackLater: 'Please check back a little later.',
  chooseAnotherBarber: 'Choose another barber',
  // The form's steps.
  formLabel: 'Book an appointment',
  stepBarber: 'Your barber',
  stepDetails: 'Your details',
  stepDetailsHint: 'We use your number to find your booking.',
  stepServices: 'Services',
  stepServicesHint: 'Choose one or more.',
  stepWhen: 'When',
  chooseBarberFirst: 'Choose a barber to see their times.',
  stepNotes: 'Notes',
  stepNotesHint: 'Optional: anything your barber should know.',
  // Step 1: the barber.
  bookingWith: ({ name }: { name: string }) => `Booking with ${name}`,
  barberLabel: 'Barber',
  barberPlaceholder: 'Choose your barber',
  optionWait: ({ name, wait }: { name: string; wait: string }) => `${name} · Wait ${wait}`,
  optionNoWait: ({ name }: { name: string }) => `${name} · No Wait`,
  notAvailable: 'Not Available',
  notWorkingToday: 'Not working today',
  queueClosedToday: 'Queue closed for today',
  backAt: ({ time }: { time: string }) => `Back at ${time}`,
  onBreak: 'On a break',
  startsAt: ({ time }: { time: string }) => `Starts at ${time}`,
  startsLater: 'Starts later today',
  newToTheChair: 'New to the chair',
  experience: ({ years }: { years: number }) => (years === 1 ? '1 year experience' : `${years} years experience`),
  // Step 2: the customer.
  nameLabel: 'Your name',
  namePlaceholder: 'Full name',
  phoneLabel: 'Mobile number',
  phoneIncomplete: 'We check the number as soon as all 10 digits are in.',
  phoneChecking: 'Checking this number...',
  phoneVerified: 'Phone number verified - ready to book!',
  phoneActive: 'There is already an active booking with this number',
  seeYourBooking: 'Click to see your booking',
  checkAgain: 'Check again',
  /** docs/product/api.md#error-catalogue. */
  phoneCheckFailed: 'Error validating phone number',
  // Step 3: services.
  pickServices: 'Pick one or more services.',
  serviceCount: ({ count }: { count: number }) => (count === 1 ? '1 service' : `${count} services`),
  noServices: 'No services are on offer right now. Please ask at the shop.',
  // Step 5: notes.
  notesLabel: 'Notes for your barber',
  notesPlaceholder: 'E.g. short on the sides, keep the length on top',
  // The summary.
  summaryTitle: 'Your booking',
  notChosenYet: 'Not chosen yet',
  noneYet: 'None yet',
  timeInChair: 'Time in the chair',
  price: 'Price',
  queue: 'Queue',
  queueClosed: 'Queue · closed for today',
  queueNotOpenYet: 'Queue · not open yet',
  queueAround: ({ time }: { time: string }) => `Queue · around ${time}`,
  chooseTime: 'Choose a time',
  slotWhen: ({ day, date, time }: { day: string; date: string; time: string }) => `${day} ${date} · ${time}`,
  // A time in the small hours of the day's night: the calendar date it falls on is said too.
  slotWhenNight: ({ day, date, time, nightDate }: { day: string; date: string; time: string; nightDate: string }) =>
    `${day} ${date} · ${time} on ${nightDate}`,
  hintPhoneIncomplete: 'Enter your 10-digit mobile number to continue.',
  hintPhoneActive: 'This number already has an active booking.',
  hintPhoneError: 'We could not check your number. Try again above.',
  hintWalkInRefused: 'Choose another barber or book a time to continue.',
  cancelNote: 'You can cancel from the tracking page while your turn is more than 15 minutes away.',
  // docs/product/screens.md#booking-page submit button, docs/product/api.md#error-catalogue failure.
  processing: 'Processing...',
  bookAppointment: 'Book Appointment',
  verifyPhoneFirst: 'Verify Phone Number First',
  bookingFailedTitle: 'Booking Failed',
  bookingFailed: 'There was an error creating your booking',
  smartPositioningConflict: ({ message }: { message: string }) => `Smart Positioning Conflict: ${message}`,
  // Lengths: a wait as docs/product/booking-rules.md#business-constants-and-limits writes it, a duration as the form does.
  waitMinutes: ({ minutes }: { minutes: number }) => `${minutes} min`,
  waitHours: ({ hours }: { hours: number }) => `${hours} Hr`,
  waitHoursMinutes: ({ hours, minutes }: { hours: number; minutes: number }) => `${hours} Hr ${minutes} Mins`,
  durationMinutes: ({ minutes }: { minutes: number }) => `${minutes} min`,
  durationHours: ({ hours }: { hours: number }) => `${hours} hr`,
  durationHoursMinutes: ({ hours, minutes }: { hours: number; minutes: number }) => `${hours} hr ${minutes} min`,
  likelyMinutes: ({ low, high }: { low: number; high: number }) => `Likely ${low}–${high} min`,
  likelyRange: ({ low, high }: { low: string; high: string }) => `Likely ${low} to ${high}`,
} satisfies Messages;

export type BookingTexts = typeof en;

export const bookingTexts = defineCatalogue('features/booking/texts', en, () => import('./texts.hi.js'));
