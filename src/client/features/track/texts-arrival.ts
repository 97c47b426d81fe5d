import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of a waiting walk-in's "I'm here" and "Running late" on the track page. */
const en = {
  heading: 'At the shop?',
  imHere: "I'm here",
  saying: 'Telling the shop...',
  hereNow: "You're marked as here",
  hereHint: 'The barber sees you are in the shop and calls you at your turn.',
  notHere: 'Not at the shop yet? Tell the barber when you arrive.',
  passed: 'Your turn came while you were away: you are next as soon as you are back.',
  runningLate: 'Running late?',
  lateMinutes: ({ minutes }: { minutes: number }) => `${minutes} min`,
  lateLabel: ({ minutes }: { minutes: number }) => `Running late: ${minutes} minutes`,
  lateKept: ({ time }: { time: string }) => `Running late: your turn is kept for ${time} or later. Others go first meanwhile.`,
  toldHere: 'The barber knows you are here',
  toldLate: ({ time }: { time: string }) => `The shop knows you are running late. Expected at ${time}.`,
  failed: 'Could not tell the shop',
  pleaseTryAgain: 'Please try again.',
} satisfies Messages;

export type TrackArrivalTexts = typeof en;

export const trackArrivalTexts = defineCatalogue('features/track/texts-arrival', en, () => import('./texts-arrival.hi.js'));
