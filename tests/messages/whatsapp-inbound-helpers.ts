import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { clearBookings, OPENING } from '../api/booking-helpers.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { seedShop } from '../helpers/fixtures.js';
import { WhatsAppStandIn } from '../helpers/whatsapp-stand-in.js';

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
  /**
   * What was tapped instead of typed, with `text` its title: a row of a list (`list`), or a
   * template's quick-reply button (`button`), by the id or payload we gave it.
   */
  tap?: { kind: 'list' | 'button'; id: string };
  /** The name the sender's WhatsApp profile shows. */
  name?: string;
}

/** A message as the Cloud API delivers it: typed text, a tapped list row, or a tapped template button. */
function messageOf(message: Written) {
  const head = { from: `91${message.from}`, id: message.id ?? `wamid.test-${++ids}`, timestamp: String(Math.floor(message.at / 1000)) };
  if (message.tap?.kind === 'list') {
    return { ...head, type: 'interactive', interactive: { type: 'list_reply', list_reply: { id: message.tap.id, title: message.text } } };
  }
  if (message.tap?.kind === 'button') return { ...head, type: 'button', button: { payload: message.tap.id, text: message.text } };
  return { ...head, type: 'text', text: { body: message.text } };
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
              contacts: messages.map((message) => ({ profile: { name: message.name ?? 'Customer' }, wa_id: `91${message.from}` })),
              messages: messages.map(messageOf),
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

interface ListRow {
  id: string;
  title: string;
  description?: string;
}

interface SentBody {
  to: string;
  type: string;
  text?: { body: string };
  interactive?: { type: string; body: { text: string }; action: { button: string; sections: { title: string; rows: ListRow[] }[] } };
}

/** A reply the stand-in accepted: to whom, from which number, its text, and the rows of the list it offered, if any. */
export interface SentReply {
  to: string;
  from: string;
  text: string;
  button?: string;
  rows?: ListRow[];
}

/** The free-text and list replies the stand-in accepted, in order. */
export function repliesOf(standIn: WhatsAppStandIn): SentReply[] {
  return standIn.accepted
    .map((request) => ({ url: request.url ?? '', body: request.body as SentBody }))
    .filter(({ body }) => body.type === 'text' || body.type === 'interactive')
    .map(({ url, body }) => {
      const from = url.split('/').at(-2) ?? '';
      if (!body.interactive) return { to: body.to, from, text: body.text?.body ?? '' };
      const { action } = body.interactive;
      return { to: body.to, from, text: body.interactive.body.text, button: action.button, rows: action.sections.flatMap((section) => section.rows) };
    });
}

/** A test file's app that hears and answers WhatsApp through a stand-in, with the small shop. */
export interface InboundShop {
  standIn: WhatsAppStandIn;
  t: TestApp;
  shop: Awaited<ReturnType<typeof seedShop>>;
}

/**
 * Starts one such app for the file (`env` added to `inboundEnv`), and before each test empties its
 * bookings (and so what customers wrote about them), sets the clock to OPENING and forgets what
 * the stand-in received. Read `t` and `shop` inside tests and hooks: they exist once started.
 */
export function useInboundShop(env: Record<string, string> = {}): InboundShop {
  const standIn = new WhatsAppStandIn();
  const started: Partial<InboundShop> = { standIn };
  beforeAll(async () => {
    await standIn.start();
    started.t = await createTestApp({ clock: new TestClock(Date.parse(OPENING)), env: { ...inboundEnv(standIn), ...env } });
    started.shop = await seedShop(started.t.ctx);
  });
  afterAll(async () => {
    await started.t?.close();
    await standIn.stop();
  });
  beforeEach(async () => {
    const { t } = started;
    if (!t) throw new Error('the app did not start');
    await clearBookings(t);
    t.clock.set(OPENING);
    standIn.received.length = 0;
    standIn.accepted.length = 0;
  });
  return {
    standIn,
    get t() {
      if (!started.t) throw new Error('the app is not started yet');
      return started.t;
    },
    get shop() {
      if (!started.shop) throw new Error('the app is not started yet');
      return started.shop;
    },
  };
}
