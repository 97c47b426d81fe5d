import type { ReplyLanguage } from './inbound-intent.js';

/*
 * The replies to what customers write to a shop's WhatsApp number (docs/product/messages.md#replies-on-whatsapp),
 * in the language they wrote in. Free text: WhatsApp allows it within 24 hours of the customer's
 * message, which is when it goes.
 */

/** What a reply about a booking tells: its token, its expected start in the shop's time, its tracking link. */
export interface BookingFacts {
  token: string;
  /** '4:30 pm', or null when no start is expected (an appointment keeps its slot; a cancelled booking has none). */
  time: string | null;
  link: string;
}

/** The actions that changed something, or told the time: their reply is told from the booking. */
export type DoneAction = 'here' | 'late' | 'cancel' | 'coming';

const at = (language: ReplyLanguage, facts: BookingFacts) =>
  facts.time === null ? '' : language === 'hi' ? ` अनुमानित समय ${facts.time}।` : ` Expected at ${facts.time}.`;

/** The reply once an action was done, from the booking as it now is. */
export function doneReply(action: DoneAction, language: ReplyLanguage, facts: BookingFacts): string {
  const { token, link } = facts;
  const when = at(language, facts);
  if (language === 'hi') {
    switch (action) {
      case 'here':
        return `धन्यवाद, आप दुकान में दर्ज हो गए हैं। टोकन #${token}।${when} ${link}`;
      case 'late':
        return `ठीक है, आपकी देर दर्ज हो गई। टोकन #${token}।${when} ${link}`;
      case 'cancel':
        return `टोकन #${token} रद्द हो गया।`;
      case 'coming':
        return `जल्दी मिलते हैं। टोकन #${token}।${when} ${link}`;
    }
  }
  switch (action) {
    case 'here':
      return `Thanks, you are marked as in the shop. Token #${token}.${when} ${link}`;
    case 'late':
      return `Noted, you are running late. Token #${token}.${when} ${link}`;
    case 'cancel':
      return `Token #${token} is cancelled.`;
    case 'coming':
      return `See you soon. Token #${token}.${when} ${link}`;
  }
}

/** What can be written about the sender's active booking: an appointment keeps its time, so only cancelling. */
export function helpReply(language: ReplyLanguage, facts: BookingFacts, bookingType: 'queue' | 'slot'): string {
  const when = at(language, facts);
  if (bookingType === 'slot') {
    return language === 'hi'
      ? `टोकन #${facts.token}।${when} रद्द करने के लिए "रद्द" लिखें। ${facts.link}`
      : `Token #${facts.token}.${when} Reply CANCEL to cancel it. ${facts.link}`;
  }
  return language === 'hi'
    ? `टोकन #${facts.token}।${when} दुकान पहुँचकर "यहाँ" लिखें, देर हो तो "देर 10" या "देर 20", रद्द करने के लिए "रद्द"। ${facts.link}`
    : `Token #${facts.token}.${when} Reply HERE when you reach the shop, LATE 10 or LATE 20 if you are running late, or CANCEL. ${facts.link}`;
}

/** A message that reached the shop too long after it was written to act on. */
export function staleReply(language: ReplyLanguage): string {
  return language === 'hi'
    ? 'आपका संदेश बहुत देर से पहुँचा, इसलिए उस पर कुछ नहीं किया गया। कृपया फिर से लिखें।'
    : 'Your message reached the shop too late to act on, so nothing was done. Please write again.';
}

/** Running late by more than the choices offered. */
export function tooLateReply(language: ReplyLanguage, facts: BookingFacts): string {
  return language === 'hi'
    ? `देर 10 या 20 मिनट की ही दर्ज हो सकती है। इससे ज़्यादा देर हो तो "रद्द" लिखें और फिर से बुक करें। ${facts.link}`
    : `Running late can be 10 or 20 minutes. If you will be later, reply CANCEL and book again. ${facts.link}`;
}

/** Why the shop's rules refused the action (by the refusal's code), and where to see the booking. */
const REFUSALS_HI: Record<string, string> = {
  NOT_WAITING: 'यह सिर्फ़ इंतज़ार कर रहे ग्राहक के लिए है: आपकी बारी शुरू हो चुकी है या बुकिंग अब चालू नहीं है।',
  NOT_A_WALK_IN: 'अपॉइंटमेंट अपने समय पर रहता है: "यहाँ" और "देर" कतार वाले ग्राहकों के लिए हैं।',
  ALREADY_LATE: 'देर एक बुकिंग पर एक ही बार दर्ज होती है।',
  ALREADY_HERE: 'आप दुकान में दर्ज हैं: देर उनके लिए है जो अभी दुकान से दूर हैं।',
  CANCEL_NOT_ALLOWED: 'बुकिंग उसके समय से 15 मिनट से ज़्यादा पहले ही रद्द की जा सकती है।',
  INVALID_TRANSITION: 'यह बुकिंग अब इस तरह नहीं बदली जा सकती।',
};

export function refusedReply(language: ReplyLanguage, refusal: { code: string; message: string }, facts: BookingFacts): string {
  const why = language === 'hi' ? (REFUSALS_HI[refusal.code] ?? refusal.message) : refusal.message;
  const see = language === 'hi' ? 'अपनी बुकिंग यहाँ देखें:' : 'See your booking:';
  return `${why.replace(/[.।]?$/, language === 'hi' ? '।' : '.')} ${see} ${facts.link}`;
}
