import { RUNNING_LATE_CHOICES } from '../../shared/constants.js';

/**
 * What a customer's WhatsApp message about his booking asks for (docs/product/messages.md#replies-on-whatsapp),
 * in English, Hindi or Hindi written in Latin letters: the words of the template's buttons and
 * what people type. A question, a sentence with a negation, and anything else is `unknown`,
 * answered with what can be written: acting on a misread message is worse than asking again.
 */
export type Intent =
  | { kind: 'here' }
  | { kind: 'late'; minutes: (typeof RUNNING_LATE_CHOICES)[number] }
  /** A wait longer than running late allows: answered with what to do instead. */
  | { kind: 'too-late'; minutes: number }
  | { kind: 'cancel' }
  | { kind: 'coming' }
  | { kind: 'unknown' };

/** The language to answer in: the one the customer wrote in (Devanagari letters mean Hindi). */
export type ReplyLanguage = 'en' | 'hi';

export function languageOf(text: string): ReplyLanguage {
  return /[\u0900-\u097F]/.test(text) ? 'hi' : 'en';
}

const DEVANAGARI_ZERO = 0x0966;

/** Lowercase, Devanagari digits as ASCII, the nukta-less spelling, punctuation as spaces. */
function normalised(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO))
    .replace(/[\u093C]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

const CANCEL = /(^| )(cancel|cancelled|radd|radd karo|रद्द|कैंसल|केंसल)( |$)/;
const LATE_WORD = '(?:late|running late|der|der se|देर|लेट)';
const LATE = new RegExp(`(^| )${LATE_WORD}( |$)`);
const HERE = /(^| )(here|i m here|im here|i am here|arrived|reached|aa gaya|aa gayi|pahunch gaya|pahunch gayi|यहाँ|यहां|पहुँच गया|पहुंच गया|पहुँच गई|पहुंच गई|पहुँच गयी|आ गया|आ गई|आ गयी)( |$)/;
const COMING = /(^| )(on my way|coming|will be|aa raha|aa rahi|aaunga|aaungi|aa jaunga|रास्ते में|आ रहा|आ रही|आऊँगा|आऊंगा|जाऊँगा|जाऊंगा|जाउंगा)( |$)/;
/**
 * Words that turn the sentence around ("don't cancel", "रद्द मत करो", "not reached yet"): nothing is
 * acted on. Not "no", which in India is as often "number" ("token no. 12").
 */
const NEGATION = /(^| )(not|don t|dont|do not|never|nahi|nahin|mat|नहीं|नही|मत)( |$)/;
/**
 * A number of minutes said with the late word: after it ("late 15", "देर 10"), or before it with
 * its unit ("15 min late", "१० मिनट देर"); a bare number before it is more likely a token's.
 */
const LATE_MINUTES = new RegExp(`${LATE_WORD} (\\d{1,3})(?: |$)|(\\d{1,3}) (?:min|mins|minutes|मिनट) ${LATE_WORD}( |$)`);
const HOURS = /(^| )(hour|hours|hr|hrs|ghanta|ghante|घंटा|घंटे)( |$)/;

/** Minutes of running late: the number said with it, rounded up to a choice the shop offers; 10 without one. */
function lateBy(words: string): Intent {
  if (HOURS.test(words)) return { kind: 'too-late', minutes: 60 };
  const match = LATE_MINUTES.exec(words);
  const written = match?.[1] ?? match?.[2];
  const minutes = written === undefined ? RUNNING_LATE_CHOICES[0] : Number(written);
  const choice = RUNNING_LATE_CHOICES.find((offered) => minutes <= offered);
  return choice === undefined ? { kind: 'too-late', minutes } : { kind: 'late', minutes: choice };
}

export function intentOf(text: string): Intent {
  // A question is not an instruction ("is the barber here?", "मेरा नंबर आ गया?").
  if (text.includes('?')) return { kind: 'unknown' };
  const words = normalised(text);
  if (NEGATION.test(words)) return { kind: 'unknown' };
  if (CANCEL.test(words)) return { kind: 'cancel' };
  if (LATE.test(words)) return lateBy(words);
  if (COMING.test(words)) return { kind: 'coming' };
  if (HERE.test(words)) return { kind: 'here' };
  return { kind: 'unknown' };
}
