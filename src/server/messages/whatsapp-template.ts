import { PRODUCT_NAME, type MessageKind } from '../../shared/constants.js';
import { TEMPLATE_PARAMS, type MessageParams } from '../../shared/domain/message-rules.js';
import { cutWithEllipsis } from '../cut-text.js';
import { encodeChoice, type Choice } from './inbound-choice.js';

/**
 * The most characters a template's text header may hold, its fixed text and its value together
 * (WhatsApp Cloud API, template components). The header registered for Chair is `{{1}}` alone,
 * so the shop's name may use all of it.
 */
export const HEADER_MAX_CHARS = 60;


/**
 * The shop's name as a template header takes it: spaces run together (the Cloud API refuses a
 * value with line breaks, tabs or more than four spaces in a row), cut with an ellipsis at a
 * whole letter (a Devanagari vowel sign stays with its consonant) to fit the header, and the
 * product's name when the shop has none, since an empty value is refused too. Counted in UTF-16
 * units, never fewer than the characters WhatsApp counts. The name is sent as the owner wrote it,
 * in whatever script, never translated.
 */
export function shopHeaderText(shopName: string): string {
  const name = shopName.replace(/\s+/g, ' ').trim();
  if (name.length <= HEADER_MAX_CHARS) return name === '' ? PRODUCT_NAME : name;
  return cutWithEllipsis(name, HEADER_MAX_CHARS, (text) => text.length) || PRODUCT_NAME;
}

/** What a template message carries for one message: its components, as the Cloud API takes them. */
export type TemplateComponent =
  | { type: 'header' | 'body'; parameters: { type: 'text'; text: string }[] }
  | { type: 'button'; sub_type: 'quick_reply'; index: string; parameters: { type: 'payload'; payload: string }[] };

/**
 * The kinds whose templates carry quick-reply buttons, when registered with them
 * (WHATSAPP_TEMPLATE_REPLY_BUTTONS): a message about a turn that is coming, which the customer may
 * answer. Their buttons, in the registered order: "I'm on my way", "Running late 10 min", "Cancel".
 */
const KINDS_WITH_BUTTONS: ReadonlySet<MessageKind> = new Set(['turn_near', 'moved_earlier', 'running_late']);

/** The booking a message is about, which its buttons act on (docs/product/messages.md#replies-on-whatsapp). */
interface ButtonTarget {
  shopId: number;
  bookingId: number;
  /** The templates' language: the language of the replies to a tap. */
  language: 'en' | 'hi';
}

/** The quick-reply buttons' payloads: what a tap does, to which booking of which shop. */
function buttons({ shopId, bookingId, language }: ButtonTarget): TemplateComponent[] {
  const choices: Choice[] = [{ kind: 'coming', bookingId }, { kind: 'late', bookingId, minutes: 10 }, { kind: 'cancel', bookingId }];
  return choices.map((choice, index) => ({
    type: 'button',
    sub_type: 'quick_reply',
    index: String(index),
    parameters: [{ type: 'payload', payload: encodeChoice({ shopId, language, choice }) }],
  }));
}

/**
 * The components of a kind's template: a body taking the values `TEMPLATE_PARAMS` lists, in that
 * order, after, when `shopHeader` is on, a header taking the shop's name. Off, the payload is the
 * body alone, as templates registered without a header expect. With `buttons` (the templates have
 * them), a kind of `KINDS_WITH_BUTTONS` also carries its buttons' payloads.
 */
export function templateComponents(
  kind: MessageKind,
  params: MessageParams,
  shopName: string,
  shopHeader: boolean,
  target: ButtonTarget | null = null,
): TemplateComponent[] {
  const body: TemplateComponent = { type: 'body', parameters: TEMPLATE_PARAMS[kind].map((key) => ({ type: 'text', text: params[key] ?? '' })) };
  const header: TemplateComponent[] = shopHeader ? [{ type: 'header', parameters: [{ type: 'text', text: shopHeaderText(shopName) }] }] : [];
  const replies = target !== null && KINDS_WITH_BUTTONS.has(kind) ? buttons(target) : [];
  return [...header, body, ...replies];
}
