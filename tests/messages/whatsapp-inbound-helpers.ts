import { createHmac } from 'node:crypto';
import type { TestApp } from '../helpers/app.js';
import type { WhatsAppStandIn } from '../helpers/whatsapp-stand-in.js';

/** The settings of an app that hears and answers WhatsApp through the stand-in. */
export const APP_SECRET = 'meta-app-secret-for-tests';
export const VERIFY_TOKEN = 'verify-token-for-tests';
export const PLATFORM_NUMBER = '1000000001';

export const inboundEnv = (standIn: WhatsAppStandIn): Record<string, string> => ({
  // The links in replies are whole addresses only with it, as in production.
  PUBLIC_URL: 'https://chair.example',
  MESSAGE_CHANNEL: 'whatsapp',
  WHATSAPP_API_URL: standIn.url,
  WHATSAPP_PHONE_NUMBER_ID: PLATFORM_NUMBER,
  WHATSAPP_ACCESS_TOKEN: 'EAAG-inbound-access-token',
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
});

/** `X-Hub-Signature-256` of a body, as Meta signs it. */
export const signatureOf = (body: string, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

let ids = 0;

export interface Written {
  /** The sender's 10-digit number. */
  from: string;
  text: string;
  /** The provider's message id; a fresh one by default. */
  id?: string;
  /** When WhatsApp says it was sent (epoch ms). */
  at: number;
}

/** A webhook delivery of these messages to `numberId`, as the Cloud API sends one. */
export function deliveryOf(messages: Written[], numberId = PLATFORM_NUMBER): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'waba-id',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '919000000000', phone_number_id: numberId },
              contacts: messages.map((message) => ({ profile: { name: 'Customer' }, wa_id: `91${message.from}` })),
              messages: messages.map((message) => ({
                from: `91${message.from}`,
                id: message.id ?? `wamid.test-${++ids}`,
                timestamp: String(Math.floor(message.at / 1000)),
                type: 'text',
                text: { body: message.text },
              })),
            },
          },
        ],
      },
    ],
  });
}

/** Posts a delivery to the webhook, signed unless told otherwise. */
export function postDelivery(t: TestApp, body: string, signature: string | null = signatureOf(body)) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/whatsapp',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-hub-signature-256': signature }) },
    payload: body,
  });
}

/** The free-text replies the stand-in accepted: to whom, from which number, what. */
export function repliesOf(standIn: WhatsAppStandIn): { to: string; from: string; text: string }[] {
  return standIn.accepted
    .map((request) => ({ url: request.url ?? '', body: request.body as { to: string; type: string; text?: { body: string } } }))
    .filter(({ body }) => body.type === 'text')
    .map(({ url, body }) => ({ to: body.to, from: url.split('/').at(-2) ?? '', text: body.text?.body ?? '' }));
}
