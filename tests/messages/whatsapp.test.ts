import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingEvents } from '../../src/server/db/schema.js';
import { createWhatsAppChannel, DeliveryError, selectTextChannel, type ChannelEnv, type OutgoingMessage } from '../../src/server/messages/channels.js';
import { loggerOptions } from '../../src/server/log.js';
import { MESSAGE_KINDS } from '../../src/shared/constants.js';
import { TEMPLATE_PARAMS } from '../../src/shared/domain/message-rules.js';
import { book, OPENING, putStatus } from '../api/booking-helpers.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { BARBER_A, seedShop, staffLogin } from '../helpers/fixtures.js';
import { WhatsAppStandIn } from '../helpers/whatsapp-stand-in.js';

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

const channel = () =>
  createWhatsAppChannel({
    apiUrl: standIn.url,
    phoneNumberId: '1234567890',
    accessToken: ACCESS_TOKEN,
    templatePrefix: 'chair_',
    templateLanguage: 'en',
    timeoutMs: 2000,
  });

const message = (kind: OutgoingMessage['kind']): OutgoingMessage => ({
  id: 7,
  bookingId: 42,
  kind,
  shopName: 'Kapoor Salon',
  phone10: PHONE,
  params: { token: '42', time: '3:40 PM', barber: 'Ravi Kumar', link: 'https://shop.example/track?booking=42&token=abc' },
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
    const unreachable = createWhatsAppChannel({ apiUrl: 'http://127.0.0.1:9/v21.0', phoneNumberId: '1', accessToken: ACCESS_TOKEN, templatePrefix: 'chair_', templateLanguage: 'en' });
    expect(await failureOf(unreachable.send(message('confirmation')))).toMatchObject({ retryable: true, message: 'WhatsApp API request could not connect' });
    expect(await failureOf(channel().send({ ...message('confirmation'), phone10: '12345' }))).toMatchObject({ retryable: false });
  });

  it('is chosen when configured, and asking for it without credentials stops the server', () => {
    const env: ChannelEnv = {
      MESSAGE_CHANNEL: undefined,
      WHATSAPP_API_URL: standIn.url,
      WHATSAPP_PHONE_NUMBER_ID: undefined,
      WHATSAPP_ACCESS_TOKEN: undefined,
      WHATSAPP_MESSAGE_TEMPLATE_PREFIX: 'chair_',
      WHATSAPP_TEMPLATE_LANGUAGE: 'en',
    };
    expect(selectTextChannel(env).name).toBe('echo');
    expect(selectTextChannel({ ...env, WHATSAPP_PHONE_NUMBER_ID: '1', WHATSAPP_ACCESS_TOKEN: 't' }).name).toBe('whatsapp');
    expect(selectTextChannel({ ...env, WHATSAPP_PHONE_NUMBER_ID: '1', WHATSAPP_ACCESS_TOKEN: 't', MESSAGE_CHANNEL: 'echo' }).name).toBe('echo');
    expect(() => selectTextChannel({ ...env, MESSAGE_CHANNEL: 'whatsapp' })).toThrow(
      'MESSAGE_CHANNEL=whatsapp needs WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN to be set',
    );
  });
});

describe('a shop with WhatsApp configured', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp({
      clock: new TestClock(Date.parse(OPENING)),
      env: {
        MESSAGE_CHANNEL: 'whatsapp',
        WHATSAPP_API_URL: standIn.url,
        WHATSAPP_PHONE_NUMBER_ID: '1234567890',
        WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN,
        PUBLIC_URL: 'https://kings.example.in',
      },
      logger: pino({ ...loggerOptions('trace') }, stream),
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
