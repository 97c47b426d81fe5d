import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { webhookEndpoints } from '../../shared/contract/webhooks.js';
import type { App, PlatformContext } from '../context.js';
import { shopOfWhatsAppNumber, shopsOfActivePhone, storeInbound, type NewInbound } from '../data/inbound-messages.js';
import { shopById, shopBySlug } from '../data/shops.js';
import { AppError, notFound } from '../http/errors.js';
import { route } from '../http/route.js';
import { decodeChoice } from '../messages/inbound-choice.js';

/*
 * The WhatsApp Cloud API's webhook (docs/product/messages.md#replies-on-whatsapp): Meta's check of
 * the address, and what customers write to a shop's number. A message is stored, in its shop,
 * before the answer; a worker acts on it afterwards (messages/inbound.ts). Nothing but a stored
 * message comes of a request: a body that is not Meta's, signed with the app's secret, is refused.
 */

/** The most a webhook body may be: Meta sends at most a few messages at a time. */
const BODY_LIMIT = 256 * 1024;

/** The parts of a delivery the shop reads; anything else Meta sends is let through unread. */
const inboundMessageSchema = z.object({
  id: z.string().min(1).max(200),
  from: z.string().max(20),
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string().max(40),
  text: z.object({ body: z.string().max(4096) }).optional(),
  /** A template's quick-reply button: its words, and the payload we gave it. */
  button: z.object({ text: z.string().max(200), payload: z.string().max(1000).optional() }).optional(),
  /** A row of a list, or a button of an interactive message: its title, and the id we gave it. */
  interactive: z
    .object({
      button_reply: z.object({ id: z.string().max(1000), title: z.string().max(200) }).optional(),
      list_reply: z.object({ id: z.string().max(1000), title: z.string().max(200) }).optional(),
    })
    .optional(),
});
/** Who wrote: the name the sender's profile shows, by his number. */
const contactSchema = z.object({ wa_id: z.string().max(20), profile: z.object({ name: z.string().max(1000) }).optional() });
/** One change of a delivery: messages to one number (or delivery statuses, which the shop does not read). */
const changeSchema = z.object({
  value: z.object({
    metadata: z.object({ phone_number_id: z.string().min(1).max(100) }),
    messages: z.array(z.unknown()).max(100).optional(),
    contacts: z.array(z.unknown()).max(100).optional(),
  }),
});
/** A delivery's changes, each read on its own: one the webhook cannot read leaves the others. */
const deliverySchema = z.object({ entry: z.array(z.object({ changes: z.array(z.unknown()).max(100) })).max(100) });

/** What the customer wrote, or the title of what he tapped; '' for a picture, a voice note and the like. */
function bodyOf(message: z.infer<typeof inboundMessageSchema>): string {
  return message.text?.body ?? message.button?.text ?? message.interactive?.button_reply?.title ?? message.interactive?.list_reply?.title ?? '';
}

/** The id of what the customer tapped, as we wrote it; null for what he typed. */
function choiceOf(message: z.infer<typeof inboundMessageSchema>): string | null {
  return message.button?.payload ?? message.interactive?.button_reply?.id ?? message.interactive?.list_reply?.id ?? null;
}

/** The profile names of a change's senders, by their `wa_id`; one that cannot be read is left out. */
function namesOf(contacts: readonly unknown[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const contact of contacts) {
    const parsed = contactSchema.safeParse(contact);
    if (parsed.success && parsed.data.profile) names.set(parsed.data.wa_id, parsed.data.profile.name);
  }
  return names;
}

/** Whether `signature` (`sha256=<hex>`) is the HMAC-SHA256 of `body` with `secret`, compared in constant time. */
export function signedWith(secret: string, body: Buffer, signature: string | undefined): boolean {
  if (signature === undefined || !/^sha256=[0-9a-f]{64}$/i.test(signature)) return false;
  const given = Buffer.from(signature.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', secret).update(body).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const notSetUp = () => notFound('WhatsApp replies are not set up on this server');

export function whatsAppWebhookRoutes(app: App, platform: PlatformContext): void {
  const { env, log, database } = platform;
  const secret = env.WHATSAPP_APP_SECRET;
  const verifyToken = env.WHATSAPP_VERIFY_TOKEN;

  /**
   * The shop a message written to `numberId` by `phone10` is for: the shop a tap names (a list row
   * or a button it offered), reached through its own number or the platform's; else the shop whose own number it is.
   * On the platform's number: the shop where the sender has an active booking, the latest booked
   * when several, or among them the one whose slug is the message's first word (a short code, taken
   * off the text); without any, the active shop the first word names, else the home shop. None: the
   * number is not ours.
   */
  async function shopFor(numberId: string, phone10: string, text: string, choice: string | null): Promise<{ shopId: number; body: string } | null> {
    // A tap names the shop that offered it: reached through that shop's number or the platform's.
    const tapped = choice === null ? null : decodeChoice(choice);
    if (tapped) {
      const offering = await shopById(database.db, tapped.shopId);
      const through = offering?.whatsappNumberId === numberId || numberId === env.WHATSAPP_PHONE_NUMBER_ID;
      if (offering?.status === 'active' && through) return { shopId: offering.id, body: text };
    }
    const own = await shopOfWhatsAppNumber(database.db, numberId);
    if (own) return { shopId: own.id, body: text };
    if (numberId !== env.WHATSAPP_PHONE_NUMBER_ID) return null;
    const [first = '', ...rest] = text.trim().split(/\s+/);
    const code = first.toLowerCase();
    const named = (shop: { slug: string } | undefined) => shop !== undefined && shop.slug === code && rest.length > 0;
    const booked = await shopsOfActivePhone(database.platform, phone10);
    const chosen = booked.find(named);
    if (chosen) return { shopId: chosen.id, body: rest.join(' ') };
    const latest = booked[0];
    if (latest) return { shopId: latest.id, body: text };
    const byCode = /^[a-z0-9-]{1,40}$/.test(code) ? await shopBySlug(database.db, code) : undefined;
    if (byCode?.status === 'active' && named(byCode)) return { shopId: byCode.id, body: rest.join(' ') };
    const home = env.HOME_SHOP === '' ? undefined : await shopBySlug(database.db, env.HOME_SHOP);
    return home ? { shopId: home.id, body: text } : null;
  }

  /** Stores one delivered message in its shop; answers whether it was stored (new, and for a shop). */
  async function store(numberId: string, raw: unknown, names: ReadonlyMap<string, string>): Promise<boolean> {
    const parsed = inboundMessageSchema.safeParse(raw);
    if (!parsed.success) {
      log.warn({ numberId }, 'a WhatsApp message the webhook cannot read was left alone');
      return false;
    }
    const message = parsed.data;
    // Only Indian numbers book here: 91 and ten digits (the number itself is never logged).
    const phone10 = /^91([0-9]{10})$/.exec(message.from)?.[1];
    if (phone10 === undefined) {
      log.warn({ numberId, providerId: message.id }, 'a WhatsApp message from a number outside India was left alone');
      return false;
    }
    const choice = choiceOf(message);
    const shop = await shopFor(numberId, phone10, bodyOf(message), choice);
    if (!shop) {
      log.warn({ numberId, providerId: message.id }, 'a WhatsApp message to a number of no shop was left alone');
      return false;
    }
    const inbound: NewInbound = {
      providerId: message.id,
      numberId,
      phone10,
      body: shop.body,
      choice,
      senderName: names.get(message.from) ?? null,
      sentAt: new Date(Number(message.timestamp) * 1000),
    };
    return storeInbound(database.forShop(shop.shopId), inbound);
  }

  route(app, webhookEndpoints.whatsappVerify, {}, async (request, reply) => {
    if (secret === undefined || verifyToken === undefined) throw notSetUp();
    const { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': challenge } = request.query;
    if (mode !== 'subscribe' || token === undefined || challenge === undefined || !sameText(token, verifyToken)) {
      throw new AppError(403, 'FORBIDDEN', 'The verify token is not this server’s');
    }
    return reply.type('text/plain; charset=utf-8').send(challenge);
  });

  // The body's bytes, as signed: parsed here only once the signature holds.
  void app.register((scope, _options, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
      done(null, body);
    });
    route(scope as App, webhookEndpoints.whatsappReceive, { bodyLimit: BODY_LIMIT }, async (request) => {
      if (secret === undefined || verifyToken === undefined) throw notSetUp();
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-hub-signature-256'];
      if (!signedWith(secret, body, typeof signature === 'string' ? signature : undefined)) {
        throw new AppError(401, 'UNAUTHORIZED', 'The body is not signed with the app’s secret');
      }
      let delivery: z.infer<typeof deliverySchema>;
      try {
        delivery = deliverySchema.parse(JSON.parse(body.toString('utf8')));
      } catch {
        // Signed, so Meta's: answered 200, or it would send the same again and again.
        log.warn('a signed WhatsApp delivery the webhook cannot read was left alone');
        return { stored: 0 };
      }
      let stored = 0;
      for (const change of delivery.entry.flatMap((entry) => entry.changes)) {
        const parsed = changeSchema.safeParse(change);
        if (!parsed.success) {
          log.warn('a change of a WhatsApp delivery the webhook cannot read was left alone');
          continue;
        }
        const { metadata, messages = [], contacts = [] } = parsed.data.value;
        const names = namesOf(contacts);
        for (const message of messages) if (await store(metadata.phone_number_id, message, names)) stored++;
      }
      return { stored };
    });
    done();
  });
}
