import { PRODUCT_NAME, type MessageKind } from '../../shared/constants.js';
import { TEMPLATE_PARAMS, type MessageParams } from '../../shared/domain/message-rules.js';
import { cutWithEllipsis } from '../cut-text.js';

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
export interface TemplateComponent {
  type: 'header' | 'body';
  parameters: { type: 'text'; text: string }[];
}

/**
 * The components of a kind's template: a body taking the values `TEMPLATE_PARAMS` lists, in that
 * order, after, when `shopHeader` is on, a header taking the shop's name. Off, the payload is the
 * body alone, as templates registered without a header expect.
 */
export function templateComponents(
  kind: MessageKind,
  params: MessageParams,
  shopName: string,
  shopHeader: boolean,
): TemplateComponent[] {
  const body: TemplateComponent = { type: 'body', parameters: TEMPLATE_PARAMS[kind].map((key) => ({ type: 'text', text: params[key] ?? '' })) };
  if (!shopHeader) return [body];
  return [{ type: 'header', parameters: [{ type: 'text', text: shopHeaderText(shopName) }] }, body];
}
