import type { MessageChannel, MessageKind } from '../../shared/constants.js';
import type { MessageParams } from '../../shared/domain/message-rules.js';
import type { Env } from '../env.js';
import { whatsAppCredentials, whatsAppTemplateSender, WhatsAppUnreachable, type WhatsAppAnswer, type WhatsAppEndpoint } from '../whatsapp.js';
import { templateComponents } from './whatsapp-template.js';

/** One message on its way out, with what its channel needs to reach the customer. */
export interface OutgoingMessage {
  id: number;
  bookingId: number;
  kind: MessageKind;
  params: MessageParams;
  /**
   * The name of the shop the message is from, '' when the shop has none: Web Push shows it in the
   * title, WhatsApp in the template's header when WHATSAPP_TEMPLATE_SHOP_HEADER is on (README).
   */
  shopName: string;
  /** The normalised 10-digit number (null for a walk-in added without one): only the text channel's provider ever sees it. */
  phone10: string | null;
  /** The shop it is from: its buttons name it, so that a tap reaches it. */
  shopId: number;
  /** The shop's own WhatsApp number id, which it goes from; null: the platform's (WHATSAPP_PHONE_NUMBER_ID). */
  fromNumberId: string | null;
}

/** What became of a send the channel accepted or had nothing to do for. */
export type SendOutcome = { outcome: 'sent' } | { outcome: 'skipped'; reason: string };

/**
 * A send that failed. `retryable` failures (timeouts, 5xx, rate limiting) are tried again with
 * backoff; the others (a number the provider refuses, a template it does not know) are given up.
 * The message names the cause only: never the phone number, the text or the access token.
 */
export class DeliveryError extends Error {
  override readonly name = 'DeliveryError';
  constructor(
    message: string,
    readonly retryable: boolean,
    /** How long the provider asked us to wait (Retry-After), in milliseconds. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** A way of reaching customers (docs/product/messages.md): the shop's text channel, or Web Push. */
export interface Channel {
  readonly name: MessageChannel;
  send(message: OutgoingMessage): Promise<SendOutcome>;
}

/**
 * For trying the product: nothing leaves the server; the message is kept as sent and shown in the
 * admin's Messages list.
 */
export function createEchoChannel(): Channel {
  return { name: 'echo', send: () => Promise.resolve({ outcome: 'sent' }) };
}

export interface WhatsAppMessagesConfig extends WhatsAppEndpoint {
  /** Each kind's template is named this plus the kind, e.g. `chair_turn_near`. */
  templatePrefix: string;
  templateLanguage: string;
  /** Whether the templates were registered with the shop's name as their header (WHATSAPP_TEMPLATE_SHOP_HEADER). */
  shopHeader: boolean;
  /** Whether the templates of a turn coming were registered with quick-reply buttons (WHATSAPP_TEMPLATE_REPLY_BUTTONS). */
  replyButtons: boolean;
}

/** Seconds or an HTTP date in Retry-After, as milliseconds from now; undefined when absent or unreadable. */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** WhatsApp Cloud API codes that mean "slow down" rather than "never": throttling and spam limits. */
const THROTTLED_CODES = new Set([4, 80007, 130429, 131048, 131056]);

/**
 * WhatsApp Cloud API template messages (the same account as the login codes). Each kind has its
 * own template; its body takes exactly the values `TEMPLATE_PARAMS` lists, in that order, and its
 * header, when the templates have one, the shop's name.
 */
export function createWhatsAppChannel(config: WhatsAppMessagesConfig): Channel {
  const send = whatsAppTemplateSender(config);
  // A tap is answered in the templates' language.
  const replyLanguage = config.templateLanguage.startsWith('hi') ? 'hi' : 'en';
  return {
    name: 'whatsapp',
    async send(message) {
      if (message.phone10 === null) return { outcome: 'skipped', reason: 'The booking has no phone number' };
      if (!/^[0-9]{10}$/.test(message.phone10)) throw new DeliveryError('phone number must be 10 digits', false);
      let answer: WhatsAppAnswer;
      try {
        answer = await send(message.phone10, message.fromNumberId, {
          name: `${config.templatePrefix}${message.kind}`,
          language: config.templateLanguage,
          components: templateComponents(
            message.kind,
            message.params,
            message.shopName,
            config.shopHeader,
            config.replyButtons ? { shopId: message.shopId, bookingId: message.bookingId, language: replyLanguage } : null,
          ),
        });
      } catch (error) {
        if (error instanceof WhatsAppUnreachable) throw new DeliveryError(error.message, true);
        throw error;
      }
      if (answer.ok) return { outcome: 'sent' };
      const { status, code } = answer;
      const described = `WhatsApp API answered ${status}${code === undefined ? '' : ` (error ${code})`}`;
      const throttled = status === 429 || (code !== undefined && THROTTLED_CODES.has(code));
      throw new DeliveryError(described, throttled || status >= 500 || status === 408, retryAfterMs(answer.retryAfter, Date.now()));
    },
  };
}

export type ChannelEnv = Pick<
  Env,
  | 'MESSAGE_CHANNEL'
  | 'WHATSAPP_API_URL'
  | 'WHATSAPP_PHONE_NUMBER_ID'
  | 'WHATSAPP_ACCESS_TOKEN'
  | 'WHATSAPP_MESSAGE_TEMPLATE_PREFIX'
  | 'WHATSAPP_TEMPLATE_LANGUAGE'
  | 'WHATSAPP_TEMPLATE_SHOP_HEADER'
  | 'WHATSAPP_TEMPLATE_REPLY_BUTTONS'
>;

/**
 * The shop's text channel: MESSAGE_CHANNEL when set; otherwise WhatsApp when it is configured, else
 * echo. Asking for WhatsApp without its credentials is a configuration error, not a silent echo.
 */
export function selectTextChannel(env: ChannelEnv, options: { fetch?: typeof fetch } = {}): Channel {
  const credentials = whatsAppCredentials(env, { name: 'MESSAGE_CHANNEL', value: env.MESSAGE_CHANNEL });
  if (!credentials) return createEchoChannel();
  return createWhatsAppChannel({
    apiUrl: env.WHATSAPP_API_URL,
    ...credentials,
    templatePrefix: env.WHATSAPP_MESSAGE_TEMPLATE_PREFIX,
    templateLanguage: env.WHATSAPP_TEMPLATE_LANGUAGE,
    shopHeader: env.WHATSAPP_TEMPLATE_SHOP_HEADER === 'on',
    replyButtons: env.WHATSAPP_TEMPLATE_REPLY_BUTTONS === 'on',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
