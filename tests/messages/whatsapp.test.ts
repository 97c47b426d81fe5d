import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingEvents, shopSettings } from '../../src/server/db/schema.js';
import { createWhatsAppChannel, DeliveryError, selectTextChannel, type ChannelEnv, type OutgoingMessage } from '../../src/server/messages/channels.js';
import { hostsManyShops } from '../../src/server/services/shops.js';
import { MESSAGE_KINDS } from '../../src/shared/constants.js';
import { TEMPLATE_PARAMS } from '../../src/shared/domain/message-rules.js';
import { book, OPENING, putStatus } from '../api/booking-helpers.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { BARBER_A, seedShop, staffLogin } from '../helpers/fixtures.js';
import { WhatsAppStandIn } from '../helpers/whatsapp-stand-in.js';
import { addSmallShop, bookAt } from './worker-helpers.js';
import { capturedLogger } from '../helpers/log-capture.js';

const ACCESS_TOKEN = 'EAAG-messages-access-token';
const PHONE = '9876512345';
const standIn = new WhatsAppStandIn();

beforeAll(async () => {
  await standIn.start();
});
afterAll(async () => {
  await standIn.stop();
});
beforeEach(() => {
  standIn.received.length = 0;
  standIn.accepted.length = 0;
});

const channel = (shopHeader = false, replyButtons = false) =>
  createWhatsAppChannel({
    apiUrl: standIn.url,
    phoneNumberId: '1234567890',
    accessToken: ACCESS_TOKEN,
    templatePrefix: 'chair_',
    templateLanguage: 'en',
    shopHeader,
    replyButtons,
    timeoutMs: 2000,
  });

const message = (kind: OutgoingMessage['kind']): OutgoingMessage => ({
  id: 7,
  bookingId: 42,
  kind,
  shopName: 'Kapoor Salon',
  phone10: PHONE,
  shopId: 3,
  fromNumberId: null,
  params: { token: '42', time: '3:40 PM', barber: 'Ravi Kumar', link: 'https://shop.example/track?booking=42&token=abc' },
});

/** The environment the channel is chosen from: WhatsApp's settings, none of its credentials. */
const channelEnv = (): ChannelEnv => ({
  MESSAGE_CHANNEL: undefined,
  WHATSAPP_API_URL: standIn.url,
  WHATSAPP_PHONE_NUMBER_ID: undefined,
  WHATSAPP_ACCESS_TOKEN: undefined,
  WHATSAPP_MESSAGE_TEMPLATE_PREFIX: 'chair_',
  WHATSAPP_TEMPLATE_REPLY_BUTTONS: 'off',
  WHATSAPP_TEMPLATE_LANGUAGE: 'en',
  WHATSAPP_TEMPLATE_SHOP_HEADER: 'off',
});

/** A whole app's settings for sending by WhatsApp through the stand-in. */
const whatsAppEnv = () => ({
  MESSAGE_CHANNEL: 'whatsapp',
  WHATSAPP_API_URL: standIn.url,
  WHATSAPP_PHONE_NUMBER_ID: '1234567890',
  WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN,
});

async function failureOf(promise: Promise<unknown>): Promise<DeliveryError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof DeliveryError)) throw new Error(`expected a DeliveryError, got ${String(error)}`);
  return error;
}

describe('the WhatsApp channel', () => {
  it("sends each kind's template with exactly the values it takes, to the customer's number", async () => {
    for (const kind of MESSAGE_KINDS) expect(await channel().send(message(kind))).toEqual({ outcome: 'sent' });
    expect(standIn.received).toHaveLength(MESSAGE_KINDS.length);
    MESSAGE_KINDS.forEach((kind, index) => {
      const request = standIn.received[index];
      expect(request?.url).toBe('/v21.0/1234567890/messages');
      expect(request?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
      const params = message(kind).params;
      expect(request?.body).toEqual({
        messaging_product: 'whatsapp',
        to: `91${PHONE}`,
        type: 'template',
        template: {
          name: `chair_${kind}`,
          language: { code: 'en' },
          components: [{ type: 'body', parameters: TEMPLATE_PARAMS[kind].map((key) => ({ type: 'text', text: params[key] })) }],
        },
      });
    });
    // The customer's name never goes to the provider; the barber's only in the confirmation.
    expect(JSON.stringify(standIn.received[1]?.body)).not.toContain('Ravi');
    // Without the shop header (WHATSAPP_TEMPLATE_SHOP_HEADER=off) the request is what templates
    // registered without a header have always been sent, to the byte.
    expect(JSON.stringify(standIn.received[1]?.body)).toBe(
      `{"messaging_product":"whatsapp","to":"91${PHONE}","type":"template","template":{"name":"chair_turn_near","language":{"code":"en"},` +
        '"components":[{"type":"body","parameters":[{"type":"text","text":"42"},{"type":"text","text":"3:40 PM"},' +
        '{"type":"text","text":"https://shop.example/track?booking=42&token=abc"}]}]}}',
    );
  });

  it("names the shop in each kind's header, before the same body, when the templates have one", async () => {
    for (const kind of MESSAGE_KINDS) expect(await channel(true).send(message(kind))).toEqual({ outcome: 'sent' });
    expect(standIn.acceptedMessages().map((m) => m.template.components)).toEqual(
      MESSAGE_KINDS.map((kind) => [
        { type: 'header', parameters: [{ type: 'text', text: 'Kapoor Salon' }] },
        { type: 'body', parameters: TEMPLATE_PARAMS[kind].map((key) => ({ type: 'text', text: message(kind).params[key] })) },
      ]),
    );
  });

  it('gives the templates of a turn coming their quick-reply buttons, each naming the shop and the booking, when registered with them', async () => {
    for (const kind of MESSAGE_KINDS) expect(await channel(false, true).send(message(kind))).toEqual({ outcome: 'sent' });
    const sent = standIn.acceptedMessages().map((m) => ({ name: m.template.name, buttons: m.template.components.filter((component) => component.type === 'button') }));
    expect(sent.filter(({ buttons }) => buttons.length > 0).map(({ name }) => name)).toEqual(['chair_turn_near', 'chair_moved_earlier', 'chair_running_late']);
    expect(sent.find(({ name }) => name === 'chair_turn_near')?.buttons).toEqual([
      { type: 'button', sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload: 'c1:3:en:on:42' }] },
      { type: 'button', sub_type: 'quick_reply', index: '1', parameters: [{ type: 'payload', payload: 'c1:3:en:late:42:10' }] },
      { type: 'button', sub_type: 'quick_reply', index: '2', parameters: [{ type: 'payload', payload: 'c1:3:en:x:42' }] },
    ]);
  });

  it("sends from the shop's own number when it has one, else the platform's", async () => {
    await channel().send({ ...message('turn_near'), fromNumberId: '5550001' });
    await channel().send(message('turn_near'));
    expect(standIn.received.map((request) => request.url)).toEqual(['/v21.0/5550001/messages', '/v21.0/1234567890/messages']);
  });

  it('retries rate limiting as long as the provider asks, and server errors', async () => {
    standIn.answer(
      { status: 429, headers: { 'retry-after': '7' }, body: { error: { code: 130429 } } },
      { status: 400, body: { error: { code: 131056, message: `pair rate limit for 91${PHONE}` } } },
      { status: 503 },
    );
    const limited = await failureOf(channel().send(message('turn_near')));
    expect(limited).toMatchObject({ retryable: true, retryAfterMs: 7000, message: 'WhatsApp API answered 429 (error 130429)' });
    const pair = await failureOf(channel().send(message('turn_near')));
    expect(pair).toMatchObject({ retryable: true, message: 'WhatsApp API answered 400 (error 131056)' });
    expect(await failureOf(channel().send(message('turn_near')))).toMatchObject({ retryable: true, message: 'WhatsApp API answered 503' });
  });

  it('gives up on what retrying cannot fix, naming the cause but never the number or the token', async () => {
    standIn.answer({ status: 400, body: { error: { code: 131026, message: `Message undeliverable to 91${PHONE}` } } });
    const refused = await failureOf(channel().send(message('confirmation')));
    expect(refused).toMatchObject({ retryable: false, message: 'WhatsApp API answered 400 (error 131026)' });
    const unreachable = createWhatsAppChannel({ apiUrl: 'http://127.0.0.1:9/v21.0', phoneNumberId: '1', accessToken: ACCESS_TOKEN, templatePrefix: 'chair_', templateLanguage: 'en', shopHeader: false, replyButtons: false });
    expect(await failureOf(unreachable.send(message('confirmation')))).toMatchObject({ retryable: true, message: 'WhatsApp API request could not connect' });
    expect(await failureOf(channel().send({ ...message('confirmation'), phone10: '12345' }))).toMatchObject({ retryable: false });
  });

  it('is chosen when configured, and asking for it without credentials stops the server', () => {
    const env = channelEnv();
    expect(selectTextChannel(env).name).toBe('echo');
    expect(selectTextChannel({ ...env, WHATSAPP_PHONE_NUMBER_ID: '1', WHATSAPP_ACCESS_TOKEN: 't' }).name).toBe('whatsapp');
    expect(selectTextChannel({ ...env, WHATSAPP_PHONE_NUMBER_ID: '1', WHATSAPP_ACCESS_TOKEN: 't', MESSAGE_CHANNEL: 'echo' }).name).toBe('echo');
    expect(() => selectTextChannel({ ...env, MESSAGE_CHANNEL: 'whatsapp' })).toThrow(
      'MESSAGE_CHANNEL=whatsapp needs WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN to be set',
    );
  });

  it('sends the shop header as WHATSAPP_TEMPLATE_SHOP_HEADER says', async () => {
    const configured = { ...channelEnv(), WHATSAPP_PHONE_NUMBER_ID: '1234567890', WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN };
    await selectTextChannel(configured).send(message('turn_near'));
    await selectTextChannel({ ...configured, WHATSAPP_TEMPLATE_SHOP_HEADER: 'on' }).send(message('turn_near'));
    expect(standIn.acceptedMessages().map((m) => m.template.components.map((component) => component.type))).toEqual([['body'], ['header', 'body']]);
  });
});

describe('a shop with WhatsApp configured', () => {
  let t: TestApp;
  const { logger, lines } = capturedLogger();

  beforeAll(async () => {
    t = await createTestApp({
      clock: new TestClock(Date.parse(OPENING)),
      env: { ...whatsAppEnv(), PUBLIC_URL: 'https://kings.example.in' },
      logger,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells the customer through the provider, and neither logs nor broadcasts carry the number', async () => {
    const shop = await seedShop(t.ctx);
    const ravi = await staffLogin(t.app, BARBER_A);
    const first = await book(t, { barberId: shop.barberA.id, customerPhone: PHONE, services: [shop.haircut.id] });
    const second = await book(t, { barberId: shop.barberA.id, customerPhone: '9876512346', services: [shop.haircut.id] });
    // The provider refuses the second customer's confirmation for good, then takes the rest.
    standIn.answer({ status: 200 }, { status: 400, body: { error: { code: 131026 } } });
    await t.ctx.messenger.review();
    await t.ctx.messenger.deliver();
    expect((await putStatus(t, first.id, { status: 'serving' }, ravi)).statusCode).toBe(200);
    await t.ctx.messenger.review();
    await t.ctx.messenger.deliver();

    const accepted = standIn.acceptedMessages();
    expect(accepted.map((m) => [m.to, m.template.name])).toEqual([
      [`91${PHONE}`, 'chair_confirmation'],
      ['919876512346', 'chair_turn_near'],
    ]);
    expect(accepted[0]?.template.components[0]?.parameters.map((p) => p.text)).toEqual([
      String(first.id),
      'Ravi Kumar',
      '10:00 AM',
      `https://kings.example.in/track?booking=${first.id}&token=${first.manageToken}`,
    ]);

    const logged = lines.join('');
    expect(logged).toContain('message given up');
    for (const secret of [PHONE, '9876512346', ACCESS_TOKEN, first.manageToken, second.manageToken]) expect(logged).not.toContain(secret);
    const events = await t.ctx.db.select().from(bookingEvents);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(JSON.stringify(event.data)).not.toMatch(/98765123/);
  });
});

// On a platform one WhatsApp account writes for every shop: with the header on, each message
// names its own shop (docs/product/messages.md).
describe('shops sharing one WhatsApp account', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      clock: new TestClock(Date.parse(OPENING)),
      env: { ...whatsAppEnv(), WHATSAPP_TEMPLATE_SHOP_HEADER: 'on' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("sends each shop's messages with that shop's name in the header, and the product's for a shop without one", async () => {
    const main = await seedShop(t.ctx);
    await t.ctx.db.update(shopSettings).set({ shopName: 'Kapoor Salon' });
    t.ctx.store.clear();
    await book(t, { barberId: main.barberA.id, customerPhone: '9700000001', services: [main.haircut.id] });
    // One shop is not yet a platform for the start box's warning, unless it is set up to take more.
    expect(await hostsManyShops(t.ctx.env, t.database.db)).toBe(false);
    expect(await hostsManyShops({ ...t.ctx.env, SIGNUP: 'invite' }, t.database.db)).toBe(true);
    await bookAt(t, await addSmallShop(t, 'imran-cuts', 'इमरान कट्स'), '9700000002');
    expect(await hostsManyShops(t.ctx.env, t.database.db)).toBe(true);
    await bookAt(t, await addSmallShop(t, 'no-name'), '9700000003');
    while ((await t.worker.deliver()) > 0);

    const sent = standIn.acceptedMessages().sort((a, b) => a.to.localeCompare(b.to));
    expect(sent.map((m) => [m.to, m.template.name, m.template.components[0]])).toEqual([
      ['919700000001', 'chair_confirmation', { type: 'header', parameters: [{ type: 'text', text: 'Kapoor Salon' }] }],
      ['919700000002', 'chair_confirmation', { type: 'header', parameters: [{ type: 'text', text: 'इमरान कट्स' }] }],
      ['919700000003', 'chair_confirmation', { type: 'header', parameters: [{ type: 'text', text: 'Chair' }] }],
    ]);
  });
});
