import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of the home page (docs/product/screens.md#home-page Home page, Barber list and card, Tracking form). */
const en = {
  // The hero.
  heroTitleLead: 'PREMIUM',
  heroTitleAccent: 'GROOMING',
  tagline: 'Experience the finest barbering with modern luxury',
  hoursLabel: 'Hours:',
  bookNow: 'Book Now',
  /** While the owner has closed the shop: Book Now and the barber cards say when booking opens. */
  bookingOpensWithShop: 'Booking opens when the shop opens',
  trackBooking: 'Track Booking',
  perkLiveWaits: 'Live wait times for every chair',
  perkJoinQueue: 'Join the queue from your phone',
  perkBookTime: 'Or book a time that suits you',
  // "Chairs right now": the hero's panel on wide screens, its compact block on phones.
  chairsRightNow: 'Chairs right now',
  live: 'Live',
  updating: 'Updating',
  seeEveryBarber: 'See every barber',
  seeAllBarbers: ({ count }: { count: number }) => `See all ${count} barbers`,
  nobodyBookable: 'No barber is taking bookings right now.',
  waitLabel: 'Wait:',
  // The barbers.
  barbersTitle: 'OUR TOP BARBERS',
  barbersDescription: 'Wait times are live: they change as the queue moves, so the shortest wait is always first.',
  noBarbersTitle: 'No Barbers Available',
  noBarbersDescription: 'Sorry, all of our barbers are currently unavailable. Please check back later.',
  barbersLoadFailed: 'Could not load our barbers',
  loadingBarbers: 'Loading our barbers...',
  experience: ({ years }: { years: number }) => (years === 1 ? '1 year' : `${years} years`),
  ofExperience: 'of experience',
  /** A barber card while the owner has the shop closed, in the place of Available. */
  shopClosed: 'Closed',
  available: 'Available',
  unavailable: 'Unavailable',
  bookAppointment: 'BOOK APPOINTMENT',
  withBarber: ({ name }: { name: string }) => `with ${name}`,
  unavailableButton: 'UNAVAILABLE',
  photoOf: ({ name }: { name: string }) => `Photo of ${name}`,
  // A barber's booked slots.
  bookedSlots: 'Booked Slots',
  forBarber: ({ name }: { name: string }) => `for ${name}`,
  slotsLoadFailed: 'Could not load the booked slots.',
  loadingSlots: 'Loading booked slots',
  noBookedSlots: 'No Booked Slots',
  tomorrowAt: ({ time }: { time: string }) => `Tomorrow, ${time}`,
  /** docs/product/screens.md: 'service (duration m)'. */
  slotService: ({ service, minutes }: { service: string; minutes: number }) => `${service} (${minutes} m)`,
  // The services.
  servicesTitle: 'OUR SERVICES',
  servicesDescription: 'Choose one or several when you book; the time they take sets your place in the queue.',
  noServicesTitle: 'Our service menu is being updated',
  noServicesDescription: "Please check back soon, or ask us at the shop about today's services.",
  bookService: 'Book a Service',
  servicesLoadFailed: 'Could not load our services',
  loadingServices: 'Loading services',
  priceLabel: 'Price:',
  /** Read before the duration by screen readers: 'Takes 30 min'. */
  takesLabel: 'Takes',
  duration: ({ minutes }: { minutes: number }) => `${minutes} min`,
  // Tracking (the message of docs/product/booking-rules.md#validation-rules, word for word).
  trackTitle: 'TRACK YOUR BOOKING',
  trackDescription: 'Check your appointment status',
  trackFormName: 'Track your booking',
  phoneNumber: 'Phone number',
  phoneHint: 'The mobile number you booked with.',
  phoneIncomplete: 'Phone number must be exactly 10 digits',
  track: 'Track',
  // A section that failed to load.
  loadFailedFallback: 'Something went wrong on our side. Please try again in a moment.',
  retry: 'Retry',
  retrying: 'Retrying...',
} satisfies Messages;

export type HomeTexts = typeof en;

export const homeTexts = defineCatalogue('features/home/texts', en, () => import('./texts.hi.js'));
