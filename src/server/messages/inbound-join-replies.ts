import { waitInWords, type WaitWording } from '../../shared/domain/wait-label.js';
import { formatTime12 } from '../../shared/domain/format.js';
import type { AppError } from '../http/errors.js';
import type { ReplyLanguage } from './inbound-intent.js';

/*
 * The words of joining a queue on WhatsApp (docs/product/messages.md#joining-on-whatsapp), in the
 * language the customer wrote in. A refusal says what the booking form says, by its code: in
 * English the server's own words, as the form shows them.
 */

const WAIT_WORDS: Record<ReplyLanguage, WaitWording> = {
  en: { minutes: (m) => `${m} min`, hours: (h) => `${h} Hr`, hoursMinutes: (h, m) => `${h} Hr ${m} Mins` },
  hi: { minutes: (m) => `${m} मिनट`, hours: (h) => `${h} घंटा`, hoursMinutes: (h, m) => `${h} घंटा ${m} मिनट` },
};

/** A barber's wait for a walk-in joining now: none (the barber cards' 'No wait'), or minutes. */
export interface Wait {
  minutes: number;
  none: boolean;
}

const inWords = (language: ReplyLanguage, wait: Wait) => waitInWords(wait.minutes, WAIT_WORDS[language]);

export interface JoinWords {
  barbersButton: string;
  barbersTitle: string;
  anyBarber: string;
  /** A barber's row: his wait. */
  wait: (wait: Wait) => string;
  /** The any-barber row: the shortest wait. */
  shortest: (wait: Wait) => string;
  moreBarbers: string;
  servicesButton: string;
  servicesTitle: string;
  moreServices: string;
  minutes: (minutes: number) => string;
  /** The list of barbers: the shop, where its day stands, and what to do. */
  barbersBody: (shop: string, state: string, shortest: Wait) => string;
  servicesBody: (barber: string | null) => string;
  /** Before the list, to one who asked something of a booking he does not have. */
  noBooking: string;
  joined: (facts: { barber: string; token: string; time: string | null; link: string }) => string;
}

export const JOIN_WORDS: Record<ReplyLanguage, JoinWords> = {
  en: {
    barbersButton: 'Choose barber',
    barbersTitle: 'Barbers',
    anyBarber: 'Any barber',
    wait: (wait) => (wait.none ? 'No wait' : `Wait: ${inWords('en', wait)}`),
    shortest: (wait) => (wait.none ? 'No wait' : `Shortest wait: ${inWords('en', wait)}`),
    moreBarbers: 'More barbers',
    servicesButton: 'Choose service',
    servicesTitle: 'Services',
    moreServices: 'More services',
    minutes: (minutes) => `${minutes} min`,
    barbersBody: (shop, state, shortest) =>
      `${shop}: ${state}.${shortest.none ? ' A barber is free now.' : ` Shortest wait: ${inWords('en', shortest)}.`} Pick a barber to join the queue.`,
    servicesBody: (barber) => (barber === null ? 'Pick a service. Any barber: whoever can start it earliest.' : `Pick a service with ${barber}.`),
    noBooking: 'You have no active booking here.',
    joined: ({ barber, token, time, link }) =>
      `You are in the queue with ${barber}. Token #${token}.${time === null ? '' : ` Expected at ${time}.`} Track or cancel: ${link}`,
  },
  hi: {
    barbersButton: 'बार्बर चुनें',
    barbersTitle: 'बार्बर',
    anyBarber: 'कोई भी बार्बर',
    wait: (wait) => (wait.none ? 'कोई इंतज़ार नहीं' : `इंतज़ार: ${inWords('hi', wait)}`),
    shortest: (wait) => (wait.none ? 'कोई इंतज़ार नहीं' : `सबसे कम इंतज़ार: ${inWords('hi', wait)}`),
    moreBarbers: 'और बार्बर',
    servicesButton: 'सेवा चुनें',
    servicesTitle: 'सेवाएँ',
    moreServices: 'और सेवाएँ',
    minutes: (minutes) => `${minutes} मिनट`,
    barbersBody: (shop, state, shortest) =>
      `${shop}: ${state}।${shortest.none ? ' एक बार्बर अभी खाली है।' : ` सबसे कम इंतज़ार: ${inWords('hi', shortest)}।`} कतार में जुड़ने के लिए बार्बर चुनें।`,
    servicesBody: (barber) => (barber === null ? 'सेवा चुनें। कोई भी बार्बर: जो सबसे पहले शुरू कर सके।' : `${barber} के साथ सेवा चुनें।`),
    noBooking: 'यहाँ आपकी कोई चालू बुकिंग नहीं है।',
    joined: ({ barber, token, time, link }) =>
      `आप ${barber} की कतार में हैं। टोकन #${token}।${time === null ? '' : ` अनुमानित समय ${time}।`} देखें या रद्द करें: ${link}`,
  },
};

/** Where the shop's day stands, in the few words the list's text starts with. */
export function stateText(language: ReplyLanguage, state: { kind: 'open' } | { kind: 'opens_later'; at: string }): string {
  if (state.kind === 'open') return language === 'hi' ? 'अभी खुला है' : 'open now';
  return language === 'hi' ? `${state.at} पर खुलेगा` : `opens at ${state.at}`;
}

/** The booking form's refusals in Hindi, by code; a code not here is told in the server's English words. */
function refusalInHindi(refusal: AppError, timeZone: string): string | null {
  switch (refusal.code) {
    case 'SHOP_CLOSED':
      return 'दुकान अभी बंद है। मालिक के दुकान खोलते ही बुकिंग शुरू होगी।';
    case 'SHOP_CLOSED_DATE':
      return 'आज दुकान बंद है।';
    case 'QUEUE_NOT_OPEN': {
      const at = refusal.extra.queueOpensAt;
      return at === undefined ? null : `कतार ${formatTime12(Date.parse(at), timeZone, 'hi')} पर खुलेगी। तब से आप उसमें जुड़ सकते हैं, या अभी अपॉइंटमेंट बुक करें।`;
    }
    case 'LAST_CALL':
      return refusal.message.startsWith('No barber') ? 'आज कोई बार्बर और वॉक-इन ग्राहक नहीं ले सकता।' : 'यह बार्बर आज और वॉक-इन ग्राहक नहीं ले सकते।';
    case 'PHONE_HAS_ACTIVE_BOOKING':
      return 'इस नंबर से पहले ही एक चालू बुकिंग है।';
    case 'RATE_LIMITED':
      return 'इस फ़ोन नंबर से बहुत ज़्यादा बुकिंग। कृपया थोड़ी देर बाद कोशिश करें, या दुकान पर पूछें।';
    case 'BARBER_UNAVAILABLE':
      return refusal.message.startsWith('No barber') ? 'अभी कोई बार्बर बुकिंग नहीं ले रहा है।' : 'यह बार्बर अभी बुकिंग नहीं ले रहे हैं।';
    case 'VALIDATION_ERROR':
      return 'चुनी गई सेवा अब उपलब्ध नहीं है।';
    default:
      return null;
  }
}

/**
 * Why the walk-in was not booked, as the form says it, and where to go on: the shop's page (to book
 * an appointment instead), or the booking the number already has.
 */
export function joinRefusedReply(language: ReplyLanguage, refusal: AppError, where: { timeZone: string; link: string }): string {
  const why = (language === 'hi' ? refusalInHindi(refusal, where.timeZone) : null) ?? refusal.message;
  const sentence = why.replace(/[.।]?$/, language === 'hi' ? '।' : '.');
  if (where.link === '') return sentence;
  return `${sentence} ${language === 'hi' ? 'देखें:' : 'See:'} ${where.link}`;
}
