import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

interface Customer {
  token: number;
  name: string;
}

/** The chair and the queue (docs/product/screens.md Serving and Queue): bookings, their facts, and the actions on them. */
const en = {
  servingFailed: 'Failed to fetch serving booking',
  loadingChair: 'Loading the chair',
  currentlyServing: 'Currently Serving',
  complete: 'Complete',
  completing: 'Completing...',
  timeRemaining: 'Time remaining',
  timeIsUp: 'Time is up',
  /** The wait is written as every wait is ('25 min', '1 Hr 1 Mins'). */
  aboutLeft: ({ wait }: { wait: string }) => `About ${wait} left`,
  doneBy: 'Done by',
  adjustTime: 'Adjust remaining time',
  /** '+5 min', '−10 min' (a minus sign, not a hyphen). */
  adjustBy: ({ minutes }: { minutes: number }) => `${minutes > 0 ? '+' : '−'}${Math.abs(minutes)} min`,
  start: 'Start',
  starting: 'Starting...',

  keepBooking: 'Keep Booking',
  cancel: 'Cancel',
  cancelTitle: ({ token }: { token: number }) => `Cancel booking #${token}?`,
  cancelQuestion: ({ name }: { name: string }) =>
    `Are you sure you want to cancel this booking? ${name} will lose their place, and the booking moves to your history as cancelled by barber.`,
  cancelConfirm: 'Cancel Booking',
  cancelling: 'Cancelling...',
  noShow: 'No-show',
  noShowTitle: ({ token }: { token: number }) => `Mark booking #${token} as a no-show?`,
  noShowQuestion: ({ name }: { name: string }) =>
    `${name} has not come. The booking is cancelled and shows as a no-show in your history.`,
  noShowConfirm: 'Mark No-show',
  marking: 'Marking...',

  token: 'Token',
  call: 'Call',
  slot: 'Slot',
  slotAt: ({ time }: { time: string }) => `Slot ${time}`,
  queue: 'Queue',
  services: 'Services',
  /** docs/product/screens.md service chips: 'name (duration m)'. */
  serviceChip: ({ name, minutes }: { name: string; minutes: number }) => `${name} (${minutes} m)`,
  note: 'Note:',
  afterClosing: 'After closing',
  afterClosingWhy: 'The queue ahead pushes this walk-in past the end of your working day.',
  outsideHours: 'Outside your hours',
  outsideHoursWhy: 'This appointment falls at a time you no longer work: your hours changed after it was booked.',
  messagesToCustomer: 'Messages to the customer',
  toldTurnNear: 'Told: turn is near',
  messagesOff: 'Messages off',
  repeatNoShows: ({ count, days }: { count: number; days: number }) => `${count} no-shows in ${days} days`,
  noWait: '(No Wait)',
  waitMinutes: ({ minutes }: { minutes: number }) => `(${minutes} mins)`,
  waitHours: ({ hours, minutes }: { hours: number; minutes: number }) =>
    minutes === 0 ? `(${hours} Hr)` : `(${hours} Hr ${minutes} Mins)`,

  queueFailed: 'Failed to fetch queue',
  loadingNext: 'Loading the next customer',
  chairFree: 'The chair is free.',
  startWhenSeated: 'Start the next customer when they are seated.',
  nobodyStartable: 'Nobody can be started yet.',
  nextUp: 'Next up',
  nextAppointmentAt: ({ time }: { time: string }) => `Next appointment at ${time}`,
  nextAppointmentWhen: ({ token, name, time }: Customer & { time: string }) =>
    `#${token} ${name} can be started from ${time}. Walk-ins who join meanwhile can be served first.`,
  noOneWaiting: 'No one is waiting',
  newBookingsAppear: 'New walk-ins and appointments appear here as soon as they book.',

  loadingQueue: 'Loading the queue',
  waitingCount: ({ count }: { count: number }) => `${count} waiting`,
  finishCurrentFirst: 'finish the customer in the chair to start the next one',
  waitingCustomers: 'Waiting customers',
  position: ({ position }: { position: number }) => `Number ${position}:`,
  expectedStart: 'Expected start',
  minutesLate: ({ minutes }: { minutes: number }) => `${minutes} min past their time and not started: not here?`,
  canStartAt: ({ time }: { time: string }) => `Can start at ${time}`,

  waiting: 'Waiting',
  noOneWaitingYet: 'No one is waiting.',
  expectedTime: ({ time }: { time: string }) => `Expected ${time}`,
  seeAll: ({ count }: { count: number }) => `See all ${count}`,
  openQueue: 'Open queue',
} satisfies Messages;

export type ServingTexts = typeof en;

export const servingTexts = defineCatalogue('features/barber/texts-serving', en, () => import('./texts-serving.hi.js'));
