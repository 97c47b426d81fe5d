import { TURN_NEAR_MINUTES_RANGE, type MessageChannel, type MessageStatus } from '../../../../shared/constants.js';
import { formatTime12, shopDate } from '../../../../shared/domain/format.js';
import { MESSAGE_TITLES } from '../../../../shared/domain/message-rules.js';
import type { Message, MessageList } from '../../../../shared/schemas/message.js';
import { shopSettingsUpdateSchema } from '../../../../shared/schemas/shop-settings.js';
import type { BadgeTone } from '../../../components/ui/badge.js';

/** The Messages list's status filter: every message, or one status. */
export type MessageFilter = 'all' | Exclude<MessageStatus, 'sending'>;

/** The filter's choices. 'Sending' lasts a second at most, so it is not worth a choice of its own. */
export const MESSAGE_FILTERS: readonly { value: MessageFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
  { value: 'skipped', label: 'Skipped' },
];

export const STATUS_LABELS: Record<MessageStatus, string> = {
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Skipped',
};

/** Badge colours; the label always says the status too. */
export const STATUS_TONES: Record<MessageStatus, BadgeTone> = {
  pending: 'warning',
  sending: 'gold',
  sent: 'success',
  failed: 'danger',
  skipped: 'neutral',
};

export const CHANNEL_LABELS: Record<MessageChannel, string> = {
  whatsapp: 'WhatsApp',
  push: 'Web Push',
  echo: 'Shown here (echo)',
};

/** 'Your turn is near', 'Booking confirmed'... */
export const kindTitle = (message: Pick<Message, 'kind'>): string => MESSAGE_TITLES[message.kind];

/** '1 attempt', '3 attempts'; 'Not tried yet' before the first. */
export function attemptsLabel(attempts: number): string {
  if (attempts === 0) return 'Not tried yet';
  return `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A message's time as the list shows it, in the shop's zone: '3:05 PM' on the shop's today,
 * '21 Nov, 3:05 PM' on another day.
 */
export function messageTime(instant: string, now: number, timeZone: string): string {
  const at = Date.parse(instant);
  const time = formatTime12(at, timeZone);
  const date = shopDate(at, timeZone);
  if (date === shopDate(now, timeZone)) return time;
  const [, month = 1, day = 1] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1] ?? ''}, ${time}`;
}

/** Why a message did not go out, for failed and skipped ones; null otherwise. */
export function problemOf(message: Pick<Message, 'status' | 'lastError'>): string | null {
  if (message.status !== 'failed' && message.status !== 'skipped') return null;
  return message.lastError ?? (message.status === 'failed' ? 'The channel gave no reason' : 'No reason was recorded');
}

/** Why the last attempt of a message still pending failed, when it did: it will be tried again. */
export function retryOf(message: Pick<Message, 'status' | 'attempts' | 'lastError'>): string | null {
  return message.status === 'pending' && message.attempts > 0 && message.lastError ? message.lastError : null;
}

/** The texts of an empty list: none at all yet, or none with this status. */
export function emptyMessages(filter: MessageFilter): { title: string; description: string } {
  if (filter === 'all') {
    return {
      title: 'No messages yet',
      description:
        'A message is made when a customer books, when their turn is near, when their expected time moves a lot, and when the shop closes or cancels a booking.',
    };
  }
  const label = STATUS_LABELS[filter].toLowerCase();
  return { title: `No ${label} messages`, description: 'Choose All to see every message.' };
}

/**
 * What the owner should know about the channel in use; `place` is where the note is read: above the
 * Messages list ('here') or elsewhere (the settings).
 */
export function channelNote(channel: MessageList['channel'], place: 'here' | 'elsewhere' = 'here'): { title: string; description: string } {
  if (channel === 'echo') {
    const where = place === 'here' ? 'here' : 'in the Messages tab';
    return {
      title: `Messages are not sent: they are shown ${where}`,
      description: `For trying Chair: each message a customer would get is kept ${place === 'here' ? 'in this list' : 'there'} instead of going out. Set up WhatsApp to send them.`,
    };
  }
  return {
    title: 'Messages go out on WhatsApp',
    description: "Customers get them from the shop's WhatsApp number; customers who turned on notifications also get them on their phone.",
  };
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
 * words; null when they can be saved. An empty or unreadable field is out of range too.
 */
export function turnNearMinutesError(text: string): string | null {
  const trimmed = text.trim();
  const typed = Number(trimmed);
  const value = trimmed === '' || !Number.isFinite(typed) ? TURN_NEAR_MINUTES_RANGE.max + 1 : typed;
  const result = shopSettingsUpdateSchema.safeParse({ turnNearMinutes: value });
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid input');
}
