import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OtpDeliveryError, type OtpSender } from '../../src/server/auth/otp-sender.js';
import { customers, oneTimeCodes, rateLimits } from '../../src/server/db/schema.js';
import { meResponseSchema, sendOtpResponseSchema, verifyOtpResponseSchema } from '../../src/shared/schemas/auth.js';
import { errorSchema } from '../../src/shared/schemas/common.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { onPostgres } from '../helpers/db.js';
import { sessionCookie } from '../helpers/fixtures.js';

/** A code that is not `code`: the next one round the dial. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('customer login by one-time code', () => {
  let t: TestApp;
  let nextPhone = 9_700_000_000;
  /** Every test gets its own phone, so per-phone limits and budgets do not leak between tests. */
  const freshPhone = () => String(nextPhone++);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    // Per-IP send limits would otherwise add up across tests (all injected from one address).
    await t.ctx.db.delete(rateLimits);
  });

  const send = (phone: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/customer/send-otp', payload: { phone }, remoteAddress });
  const verify = (phone: string, otp: string) =>
    t.app.inject({ method: 'POST', url: '/api/customer/verify-otp', payload: { phone, otp } });
  const sendCode = async (phone: string) => {
    const response = await send(phone);
    expect(response.statusCode).toBe(200);
    return sendOtpResponseSchema.parse(response.json()).otp ?? '';
  };
  const codeRows = (phone: string) => t.ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.phone, phone));

  it('sends a code that expires in 5 minutes and echoes it in echo mode', async () => {
    const phone = freshPhone();
    const response = await send(`+91${phone}`);
    expect(response.statusCode).toBe(200);
    const body = sendOtpResponseSchema.parse(response.json());
    expect(body.message).toBe('OTP sent');
    expect(body.otp).toMatch(/^\d{6}$/);
    expect(Date.parse(body.expiresAt)).toBe(t.clock.now + 5 * 60_000);
  });

  it('stores an HMAC of the code, never the code itself', async () => {
    const phone = freshPhone();
    const code = await sendCode(phone);
    const rows = await codeRows(phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHmac).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('verifies the code, creates the customer once and starts a customer session', async () => {
    const phone = freshPhone();
    const response = await verify(phone, await sendCode(phone));
    expect(response.statusCode).toBe(200);
    const body = verifyOtpResponseSchema.parse(response.json());
    expect(body.customer).toMatchObject({ phone, name: '' });
    expect(body.user).toMatchObject({ role: 'customer', customer: { id: body.customer.id, phone } });
    const cookie = response.cookies.find((c) => c.name === 'chair_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(response) } });
    expect(meResponseSchema.parse(me.json()).user?.customer?.id).toBe(body.customer.id);

    const again = await verify(`+91 ${phone}`, await sendCode(phone));
    expect(verifyOtpResponseSchema.parse(again.json()).customer.id).toBe(body.customer.id);
    expect(await t.ctx.db.select().from(customers).where(eq(customers.phone, phone))).toHaveLength(1);
  });

  it('accepts a code once', async () => {
    const phone = freshPhone();
    const code = await sendCode(phone);
    expect((await verify(phone, code)).statusCode).toBe(200);
    const reused = await verify(phone, code);
    expect(reused.statusCode).toBe(400);
    expect(errorSchema.parse(reused.json()).error).toBe('OTP_EXPIRED');
  });

  it('refuses a wrong code with INVALID_OTP and a missing one with OTP_EXPIRED', async () => {
    const phone = freshPhone();
    const none = await verify(phone, '123456');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: 'OTP_EXPIRED', message: 'OTP expired. Please request a new one.' });
    const code = await sendCode(phone);
    const wrong = await verify(phone, otherThan(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'INVALID_OTP', message: 'Invalid OTP' });
    expect((await verify(phone, code)).statusCode).toBe(200);
  });

  it('validates the phone and the code format', async () => {
    const badPhone = await send('12345');
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json()).toMatchObject({ error: 'VALIDATION_ERROR', fields: { phone: 'Phone number must be exactly 10 digits' } });
    const noOtp = await verify(freshPhone(), '');
    expect(noOtp.statusCode).toBe(400);
    expect(noOtp.json()).toMatchObject({ error: 'VALIDATION_ERROR', fields: { otp: 'OTP is required' } });
  });

  it('expires a code after 5 minutes', async () => {
    const phone = freshPhone();
    const code = await sendCode(phone);
    t.clock.advance(5);
    const response = await verify(phone, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'OTP_EXPIRED' });
  });

  it('refuses even the right code after 5 wrong tries', async () => {
    const phone = freshPhone();
    const code = await sendCode(phone);
    for (let i = 0; i < 5; i++) expect((await verify(phone, otherThan(code))).json()).toMatchObject({ error: 'INVALID_OTP' });
    const locked = await verify(phone, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'TOO_MANY_ATTEMPTS' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not reset the failure budget on resend; the budget frees once the code expired', async () => {
    const phone = freshPhone();
    const first = await sendCode(phone);
    for (let i = 0; i < 3; i++) expect((await verify(phone, otherThan(first))).statusCode).toBe(400);
    const second = await sendCode(phone);
    // The second code replaced the first and inherited its 3 failures.
    expect((await codeRows(phone)).map((row) => row.failedAttempts)).toEqual([3]);
    expect((await verify(phone, otherThan(second))).statusCode).toBe(400);
    expect((await verify(phone, otherThan(second))).statusCode).toBe(400);
    const locked = await verify(phone, second);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'TOO_MANY_ATTEMPTS' });

    // A resend while the tries are used up is refused rather than sending a dead code.
    const refused = await send(phone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'TOO_MANY_ATTEMPTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    t.clock.advance(11);
    const fresh = await sendCode(phone);
    expect((await verify(phone, fresh)).statusCode).toBe(200);
  });

  it('limits sends per phone (3 per 10 minutes) with 429 and Retry-After', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 3; i++) await sendCode(phone);
    const limited = await send(phone);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    t.clock.advance(10);
    await sendCode(phone);
  });

  it('limits sends per IP (10 per hour) with 429 and Retry-After', async () => {
    for (let i = 0; i < 10; i++) expect((await send(freshPhone(), '10.1.1.1')).statusCode).toBe(200);
    const limited = await send(freshPhone(), '10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(600);
    expect((await send(freshPhone(), '10.1.1.2')).statusCode).toBe(200);
  });

  it.runIf(onPostgres)('evaluates at most 5 of 50 parallel wrong codes, then refuses the right one', async () => {
    const phone = freshPhone();
    const code = await sendCode(phone);
    const wrong = otherThan(code);
    const answers = await Promise.all(Array.from({ length: 50 }, () => verify(phone, wrong)));
    const evaluated = answers.filter((response) => response.json<{ error: string }>().error === 'INVALID_OTP');
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(answers.filter((response) => response.statusCode === 429).length).toBeGreaterThanOrEqual(45);
    const [row] = await codeRows(phone);
    expect(row?.failedAttempts).toBeLessThanOrEqual(5);
    const right = await verify(phone, code);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ error: 'TOO_MANY_ATTEMPTS' });
  });

  it.runIf(onPostgres)('lets only one of 5 parallel uses of the right code sign in', async () => {
    const phone = freshPhone();
    const code = await sendCode(phone);
    const answers = await Promise.all(Array.from({ length: 5 }, () => verify(phone, code)));
    expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((response) => response.json<{ error?: string }>().error === 'OTP_EXPIRED')).toHaveLength(4);
  });
});

describe('a failing OTP sender', () => {
  let t: TestApp;
  const delivered: string[] = [];
  const failing: OtpSender = {
    kind: 'whatsapp',
    send(_phone, code) {
      delivered.push(code);
      return Promise.reject(new OtpDeliveryError('WhatsApp API answered 500', 500));
    },
  };
  beforeAll(async () => {
    t = await createTestApp({ sender: failing });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 502 OTP_DELIVERY_FAILED and the undelivered code cannot be used', async () => {
    const phone = '9811111111';
    const response = await t.app.inject({ method: 'POST', url: '/api/customer/send-otp', payload: { phone } });
    expect(response.statusCode).toBe(502);
    expect(errorSchema.parse(response.json())).toEqual({ error: 'OTP_DELIVERY_FAILED', message: 'Failed to send OTP' });
    const code = delivered.at(-1) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(await t.ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.phone, phone))).toHaveLength(0);
    const verify = await t.app.inject({ method: 'POST', url: '/api/customer/verify-otp', payload: { phone, otp: code } });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toMatchObject({ error: 'OTP_EXPIRED' });
  });

  it('does not echo codes when a real sender is configured', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(meResponseSchema.parse(me.json()).otpEcho).toBe(false);
  });
});
