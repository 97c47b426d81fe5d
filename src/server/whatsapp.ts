import type { Env } from './env.js';

export interface WhatsAppCredentials {
  phoneNumberId: string;
  accessToken: string;
}

/**
 * The WhatsApp Cloud API credentials for a sender whose mode `setting` chose, or null for the echo
 * mode. Unset, the mode is WhatsApp when both credentials are set, else echo; WhatsApp without them
 * is a configuration error that stops the server at start, naming what is missing.
 */
export function whatsAppCredentials(
  env: Pick<Env, 'WHATSAPP_PHONE_NUMBER_ID' | 'WHATSAPP_ACCESS_TOKEN'>,
  setting: { name: string; value: 'whatsapp' | 'echo' | undefined },
): WhatsAppCredentials | null {
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID;
  const accessToken = env.WHATSAPP_ACCESS_TOKEN;
  const mode = setting.value ?? (phoneNumberId && accessToken ? 'whatsapp' : 'echo');
  if (mode === 'echo') return null;
  if (!phoneNumberId || !accessToken) {
    const missing = [!phoneNumberId && 'WHATSAPP_PHONE_NUMBER_ID', !accessToken && 'WHATSAPP_ACCESS_TOKEN'].filter(Boolean);
    throw new Error(`${setting.name}=whatsapp needs ${missing.join(' and ')} to be set`);
  }
  return { phoneNumberId, accessToken };
}

/** Whether customers' WhatsApp messages are taken: the webhook is on (WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN). */
export function inboundIsOn(env: Pick<Env, 'WHATSAPP_APP_SECRET' | 'WHATSAPP_VERIFY_TOKEN'>): boolean {
  return env.WHATSAPP_APP_SECRET !== undefined && env.WHATSAPP_VERIFY_TOKEN !== undefined;
}

/** Where and how template messages go: the Cloud API's base URL and the account's credentials. */
export interface WhatsAppEndpoint extends WhatsAppCredentials {
  apiUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** A template message: its name, language and components, as the Cloud API takes them. */
export interface WhatsAppTemplate {
  name: string;
  language: string;
  components: readonly unknown[];
}

/**
 * What the Cloud API answered: accepted, or refused with its status, its own error code and
 * subcode (safe to record, unlike its message, which may quote the request) and Retry-After.
 */
export type WhatsAppAnswer =
  | { ok: true }
  | { ok: false; status: number; code?: number; subcode?: number; retryAfter: string | null };

/** The request never got an answer. The message names only the kind: a wrapped one could carry the request. */
export class WhatsAppUnreachable extends Error {
  override readonly name = 'WhatsAppUnreachable';
  constructor(kind: 'timed out' | 'could not connect') {
    super(`WhatsApp API request ${kind}`);
  }
}

async function errorCodes(response: Response): Promise<{ code?: number; subcode?: number }> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown; error_subcode?: unknown } };
    const { code, error_subcode: subcode } = body.error ?? {};
    return {
      ...(typeof code === 'number' ? { code } : {}),
      ...(typeof subcode === 'number' ? { subcode } : {}),
    };
  } catch {
    return {};
  }
}

/** What a message carries, as the Cloud API takes it: a template, or free text inside a conversation the customer opened. */
type Content =
  | { type: 'template'; template: { name: string; language: { code: string }; components: readonly unknown[] } }
  | { type: 'text'; text: { body: string; preview_url: boolean } }
  | { type: 'interactive'; interactive: { type: 'list'; body: { text: string }; action: { button: string; sections: WhatsAppList['sections'] } } };

/** An interactive list: a text, and a button opening rows to pick one of (at most 10 in all). */
export interface WhatsAppList {
  body: string;
  button: string;
  sections: readonly { title: string; rows: readonly { id: string; title: string; description?: string }[] }[];
}

/**
 * Sends messages to 10-digit Indian numbers through one account, from its number, or from another
 * number of the same business account when given; throws WhatsAppUnreachable.
 */
function whatsAppSender(endpoint: WhatsAppEndpoint): (phone10: string, content: Content, fromNumberId?: string | null) => Promise<WhatsAppAnswer> {
  const doFetch = endpoint.fetch ?? fetch;
  const base = endpoint.apiUrl.replace(/\/+$/, '');
  const timeoutMs = endpoint.timeoutMs ?? 10_000;
  return async (phone10, content, fromNumberId) => {
    const url = `${base}/${encodeURIComponent(fromNumberId ?? endpoint.phoneNumberId)}/messages`;
    const body = { messaging_product: 'whatsapp', to: `91${phone10}`, ...content };
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${endpoint.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new WhatsAppUnreachable(error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not connect');
    }
    if (response.ok) {
      await response.body?.cancel();
      return { ok: true };
    }
    return { ok: false, status: response.status, ...(await errorCodes(response)), retryAfter: response.headers.get('retry-after') };
  };
}

/**
 * Sends template messages to 10-digit Indian numbers through one account, from its number unless
 * another of its numbers is given; throws WhatsAppUnreachable.
 */
export function whatsAppTemplateSender(
  endpoint: WhatsAppEndpoint,
): (phone10: string, fromNumberId: string | null, template: WhatsAppTemplate) => Promise<WhatsAppAnswer> {
  const send = whatsAppSender(endpoint);
  return (phone10, fromNumberId, template) =>
    send(phone10, { type: 'template', template: { name: template.name, language: { code: template.language }, components: template.components } }, fromNumberId);
}

/**
 * Sends free text, allowed only within 24 hours of the customer's last message to the number
 * (WhatsApp's customer service window): the replies to what customers write. Throws WhatsAppUnreachable.
 */
export function whatsAppTextSender(endpoint: WhatsAppEndpoint): (phone10: string, text: string) => Promise<WhatsAppAnswer> {
  const send = whatsAppSender(endpoint);
  return (phone10, text) => send(phone10, { type: 'text', text: { body: text, preview_url: true } });
}

/** Sends an interactive list, like free text only within the customer service window. Throws WhatsAppUnreachable. */
export function whatsAppListSender(endpoint: WhatsAppEndpoint): (phone10: string, list: WhatsAppList) => Promise<WhatsAppAnswer> {
  const send = whatsAppSender(endpoint);
  return (phone10, list) =>
    send(phone10, { type: 'interactive', interactive: { type: 'list', body: { text: list.body }, action: { button: list.button, sections: list.sections } } });
}
