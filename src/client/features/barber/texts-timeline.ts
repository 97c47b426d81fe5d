import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** The Timeline tab (docs/product/screens.md, docs/product/booking-rules.md#business-constants-and-limits): the chair's next 4 hours. */
const en = {
  loadingTimeline: 'Loading the timeline',
  inTheChair: 'In the chair',
  walkIn: 'Walk-in',
  appointment: 'Appointment',
  legend: 'Legend',
  nextHours: 'Next 4 hours',
  fromTo: ({ start, end }: { start: string; end: string }) => `${start} to ${end}`,
  plannedBookings: 'Planned bookings',
  nothingPlanned: 'Nothing planned',
  hoursFree: 'The next 4 hours are free. New bookings appear here at once.',
  nowAt: ({ time }: { time: string }) => `Now ${time}`,
  nowSentence: ({ time }: { time: string }) => `Now ${time}.`,
  moreLater: ({ count, time }: { count: number; time: string }) =>
    `${count === 1 ? '1 more booking' : `${count} more bookings`} after ${time}. See the Queue tab.`,
} satisfies Messages;

export type TimelineTexts = typeof en;

export const timelineTexts = defineCatalogue('features/barber/texts-timeline', en, () => import('./texts-timeline.hi.js'));
