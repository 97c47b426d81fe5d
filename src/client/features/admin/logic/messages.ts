import { TURN_NEAR_MINUTES_RANGE, type Language, type MessageChannel, type MessageKind, type MessageStatus } from '../../../../shared/constants.js';
import { formatTime12, zonedDate } from '../../../../shared/domain/format.js';
import type { Message, MessageList } from '../../../../shared/schemas/message.js';
import { shopSettingsUpdateSchema } from '../../../../shared/schemas/shop-settings.js';
import type { BadgeTone } from '../../../components/ui/badge.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import { formatNumber } from '../../../lib/i18n/numbers.js';
import { errorTexts } from '../../../lib/texts-errors.js';
import type { MessageTexts } from '../texts-messages.js';
import { dayMonth } from './shop-dates.js';

type Texts = Translation<MessageTexts>;

/** The Messages list's status filter: every message, or one status. */
export type MessageFilter = 'all' | Exclude<MessageStatus, 'sending'>;

/** The filter's choices, in `t`'s language. 'Sending' lasts a second at most, so it is not worth a choice of its own. */
export function messageFilters(t: Texts): { value: MessageFilter; label: string }[] {
  return (['all', 'pending', 'sent', 'failed', 'skipped'] as const).map((value) => ({ value, label: t[value] }));
}

/** A status in words: 'Pending', 'Sent'... */
export const statusLabel = (status: MessageStatus, t: Texts): string => t[status];

/** Badge colours; the label always says the status too. */
export const STATUS_TONES: Record<MessageStatus, BadgeTone> = {
  pending: 'warning',
  sending: 'gold',
  sent: 'success',
  failed: 'danger',
  skipped: 'neutral',
};

/** A channel's name: WhatsApp is its own name in every language. */
export function channelLabel(channel: MessageChannel, t: Texts): string {
  return channel === 'whatsapp' ? 'WhatsApp' : t[channel];
}

const KIND_TITLES = {
  confirmation: 'confirmation',
  turn_near: 'turnNear',
  moved_earlier: 'movedEarlier',
  running_late: 'runningLate',
  shop_closed: 'shopClosed',
  cancelled_by_shop: 'cancelledByShop',
  after_hours: 'afterHours',
  turn_passed: 'turnPassed',
  barber_changed: 'barberChanged',
} as const satisfies Record<MessageKind, keyof MessageTexts>;

/** 'Your turn is near', 'Booking confirmed'...: the titles the messages themselves carry. */
export const kindTitle = (message: Pick<Message, 'kind'>, t: Texts): string => t[KIND_TITLES[message.kind]];

/** '1 attempt', '3 attempts'; 'Not tried yet' before the first. */
export function attemptsLabel(attempts: number, t: Texts, language: Language): string {
  if (attempts === 0) return t.notTried;
  return t.attempts({ count: attempts, shown: formatNumber(attempts, language) });
}

/**
 * A message's time as the list shows it, in the shop's zone: '3:05 PM' on the shop's today,
 * '21 Nov, 3:05 PM' on another day.
 */
export function messageTime(instant: string, now: number, timeZone: string, t: Texts, language: Language): string {
  const at = Date.parse(instant);
  const time = formatTime12(at, timeZone, language);
  const date = zonedDate(at, timeZone);
  if (date === zonedDate(now, timeZone)) return time;
  return t.dayAndTime({ day: dayMonth(date, language), time });
}

/** Why a message did not go out, for failed and skipped ones; null otherwise. */
export function problemOf(message: Pick<Message, 'status' | 'lastError'>, t: Texts): string | null {
  if (message.status !== 'failed' && message.status !== 'skipped') return null;
  return message.lastError ?? (message.status === 'failed' ? t.noReasonGiven : t.noReasonRecorded);
}

/** Why the last attempt of a message still pending failed, when it did: it will be tried again. */
export function retryOf(message: Pick<Message, 'status' | 'attempts' | 'lastError'>): string | null {
  return message.status === 'pending' && message.attempts > 0 && message.lastError ? message.lastError : null;
}

const EMPTY_TITLES = { pending: 'emptyPending', sent: 'emptySent', failed: 'emptyFailed', skipped: 'emptySkipped' } as const;

/** The texts of an empty list: none at all yet, or none with this status. */
export function emptyMessages(filter: MessageFilter, t: Texts): { title: string; description: string } {
  if (filter === 'all') return { title: t.emptyAll, description: t.emptyAllHint };
  return { title: t[EMPTY_TITLES[filter]], description: t.chooseAll };
}

/**
 * What the owner should know about the channel in use; `place` is where the note is read: above the
 * Messages list ('here') or elsewhere (the settings).
 */
export function channelNote(channel: MessageList['channel'], t: Texts, place: 'here' | 'elsewhere' = 'here'): { title: string; description: string } {
  if (channel === 'echo') {
    return place === 'here' ? { title: t.echoHere, description: t.echoHereHint } : { title: t.echoElsewhere, description: t.echoElsewhereHint };
  }
  return { title: t.whatsapp, description: t.whatsappHint };
}

/** The booking's link at the end of a message: its page with the customer's manage token. */
const TRAILING_LINK = /\s*((?:https?:\/\/\S+)?\/track\?booking=\S+)\s*$/;

/**
 * A message's words and its link apart: the list shows the words and marks the link, whose token
 * would only be a long run of letters to read.
 */
export function splitLink(text: string): { words: string; link: string | null } {
  const match = TRAILING_LINK.exec(text);
  if (!match?.[1]) return { words: text, link: null };
  return { words: text.slice(0, match.index), link: match[1] };
}

/** A token as customers see it: '#42'. */
export const tokenLabel = (bookingId: number): string => `#${bookingId}`;

/**
 * What is wrong with the "turn is near" minutes typed in the settings, in the shared schema's
 * (English) words, which the form shows in the language shown; null when they can be saved. An
 * empty or unreadable field is out of range too.
 */
export function turnNearMinutesError(text: string): string | null {
  const trimmed = text.trim();
  const typed = Number(trimmed);
  const value = trimmed === '' || !Number.isFinite(typed) ? TURN_NEAR_MINUTES_RANGE.max + 1 : typed;
  const result = shopSettingsUpdateSchema.safeParse({ turnNearMinutes: value });
  return result.success ? null : (result.error.issues[0]?.message ?? errorTexts.en.invalidInput);
}
