import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createWhatsAppSender,
  OtpDeliveryError,
  selectOtpSender,
  type OtpSenderEnv,
} from '../../src/server/auth/otp-sender.js';

const TOKEN = 'EAAG-secret-access-token';
const CODE = '482915';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A stand-in for graph.facebook.com that records requests and answers as told. */
let server: Server;
let apiUrl: string;
let received: Received[] = [];
let answer: { status: number; body: unknown } | 'hang' = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({ method: req.method, url: req.url, headers: req.headers, body: JSON.parse(text) as unknown });
      if (answer === 'hang') return;
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  answer = { status: 200, body: { messages: [{ id: 'wamid.1' }] } };
});

function sender(timeoutMs?: number) {
  return createWhatsAppSender({
    apiUrl,
    phoneNumberId: '1234567890',
    accessToken: TOKEN,
    templateName: 'login_code',
    templateLanguage: 'en',
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

async function failure(promise: Promise<unknown>): Promise<OtpDeliveryError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(OtpDeliveryError);
  const delivery = error as OtpDeliveryError;
  expect(delivery.message).not.toContain(CODE);
  expect(delivery.message).not.toContain(TOKEN);
  expect(String(delivery.stack)).not.toContain(TOKEN);
  return delivery;
}

describe('WhatsApp sender', () => {
  it('posts the authentication template to the phone number’s messages endpoint', async () => {
    await sender().send('9876543210', CODE);

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v21.0/1234567890/messages');
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'login_code',
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: CODE }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: CODE }] },
        ],
      },
    });
  });

  it.each([500, 401])('throws OtpDeliveryError without secrets when the provider answers %i', async (status) => {
    // Providers may quote the request back; none of it may reach the message.
    answer = { status, body: { error: { message: `Invalid parameter ${CODE} for ${TOKEN}`, code: 190 } } };
    const error = await failure(sender().send('9876543210', CODE));
    expect(error.status).toBe(status);
    expect(error.message).toBe(`WhatsApp API answered ${status} (error 190)`);
  });

  it('throws OtpDeliveryError when the provider cannot be reached or does not answer', async () => {
    const closed = createWhatsAppSender({
      apiUrl: 'http://127.0.0.1:1',
      phoneNumberId: '1234567890',
      accessToken: TOKEN,
      templateName: 'login_code',
      templateLanguage: 'en',
    });
    expect((await failure(closed.send('9876543210', CODE))).message).toBe('WhatsApp API request could not connect');

    answer = 'hang';
    expect((await failure(sender(100).send('9876543210', CODE))).message).toBe('WhatsApp API request timed out');
  });
});

describe('selectOtpSender', () => {
  const base: OtpSenderEnv = {
    OTP_SENDER: undefined,
    WHATSAPP_API_URL: 'https://graph.facebook.com/v21.0',
    WHATSAPP_PHONE_NUMBER_ID: undefined,
    WHATSAPP_ACCESS_TOKEN: undefined,
    WHATSAPP_TEMPLATE_NAME: 'login_code',
    WHATSAPP_TEMPLATE_LANGUAGE: 'en',
  };
  const configured = { ...base, WHATSAPP_PHONE_NUMBER_ID: '1234567890', WHATSAPP_ACCESS_TOKEN: TOKEN };

  it('echoes when nothing is configured, or when echo is asked for', async () => {
    const echo = selectOtpSender(base);
    expect(echo.kind).toBe('echo');
    await expect(echo.send('9876543210', CODE)).resolves.toBeUndefined();
    expect(selectOtpSender({ ...configured, OTP_SENDER: 'echo' }).kind).toBe('echo');
  });

  it('uses WhatsApp when asked for, or when unset but configured', () => {
    expect(selectOtpSender({ ...configured, OTP_SENDER: 'whatsapp' }).kind).toBe('whatsapp');
    expect(selectOtpSender(configured).kind).toBe('whatsapp');
    // Half a configuration is not enough to switch away from echo.
    expect(selectOtpSender({ ...base, WHATSAPP_PHONE_NUMBER_ID: '1234567890' }).kind).toBe('echo');
  });

  it('refuses OTP_SENDER=whatsapp without the credentials, naming what is missing', () => {
    expect(() => selectOtpSender({ ...base, OTP_SENDER: 'whatsapp' })).toThrow(
      'OTP_SENDER=whatsapp needs WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN to be set',
    );
    expect(() => selectOtpSender({ ...base, OTP_SENDER: 'whatsapp', WHATSAPP_PHONE_NUMBER_ID: '1' })).toThrow(
      'OTP_SENDER=whatsapp needs WHATSAPP_ACCESS_TOKEN to be set',
    );
  });
});
