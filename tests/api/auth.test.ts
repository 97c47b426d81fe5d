import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBarber } from '../../src/server/db/factories.js';
import { barbers, sessions, users } from '../../src/server/db/schema.js';
import { loginResponseSchema, meResponseSchema, verifyOtpResponseSchema } from '../../src/shared/schemas/auth.js';
import { errorSchema, okSchema } from '../../src/shared/schemas/common.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ADMIN, BARBER_A, BARBER_B, seedShop, sessionCookie, staffLogin } from '../helpers/fixtures.js';
import { capturedLogger } from '../helpers/log-capture.js';

type Shop = Awaited<ReturnType<typeof seedShop>>;

describe('staff login, logout and me', () => {
  let t: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await seedShop(t.ctx);
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress });
  const me = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', ...(cookie ? { headers: { cookie } } : {}) });

  it('signs a barber in with the barber details and an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await login({ ...BARBER_A, role: 'barber' });
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.message).toBe('Login successful');
    expect(body.user).toMatchObject({ role: 'barber', username: 'ravi', barber: { id: shop.barberA.id, name: 'Ravi Kumar' } });
    expect(body.barber).toEqual({
      id: shop.barberA.id,
      name: 'Ravi Kumar',
      photo: expect.any(String) as string,
      isAvailable: true,
      deleted: false,
    });
    const cookie = response.cookies.find((c) => c.name === 'chair_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.expires).toBeInstanceOf(Date);
  });

  it('signs the admin in, matching the username case-insensitively', async () => {
    const response = await login({ username: 'OWNER', password: ADMIN.password, role: 'admin' });
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.user).toEqual({ role: 'admin', username: 'owner' });
    expect(body.barber).toBeUndefined();
  });

  it('answers an unknown user and a wrong password identically', async () => {
    const unknown = await login({ username: 'nobody', password: 'whatever-password' });
    const wrong = await login({ username: BARBER_A.username, password: 'whatever-password' });
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.cookies).toHaveLength(0);
    }
    expect(errorSchema.parse(unknown.json())).toEqual({ error: 'INVALID_CREDENTIALS', message: 'Invalid username or password' });
    expect(wrong.body).toBe(unknown.body);
  });

  it('refuses the wrong role with 403 and starts no session', async () => {
    const before = await t.ctx.db.select().from(sessions);
    const response = await login({ ...BARBER_B, role: 'admin' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'WRONG_ROLE', message: 'Invalid user role' });
    expect(response.cookies).toHaveLength(0);
    expect(await t.ctx.db.select().from(sessions)).toHaveLength(before.length);
  });

  it('answers a deleted barber like a wrong password', async () => {
    const { barber, user } = await insertBarber(t.ctx.db, { name: 'Gone', username: 'gone', password: 'gone-password-1' });
    await t.ctx.db.update(barbers).set({ deletedAt: new Date() }).where(eq(barbers.id, barber.id));
    await t.ctx.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    const response = await login({ username: 'gone', password: 'gone-password-1' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'INVALID_CREDENTIALS' });
  });

  it('validates the login body with the documented messages', async () => {
    const response = await login({ username: ' ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      fields: { username: 'Username is required', password: 'Password is required' },
    });
  });

  it('limits failed logins per username and IP with 429 and Retry-After, counting failures only', async () => {
    const ip = '10.0.0.7';
    for (let i = 0; i < 3; i++) expect((await login(BARBER_B, ip)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login({ ...BARBER_B, password: 'wrong-password' }, ip)).statusCode).toBe(401);
    const limited = await login(BARBER_B, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is not affected, and the window passes.
    expect((await login(BARBER_B, '10.0.0.8')).statusCode).toBe(200);
    t.clock.advance(16);
    expect((await login(BARBER_B, ip)).statusCode).toBe(200);
  });

  it('restores the user from the cookie with GET /api/me', async () => {
    const anonymous = await me();
    expect(meResponseSchema.parse(anonymous.json())).toEqual({ user: null, otpEcho: true });
    const cookie = await staffLogin(t.app, BARBER_A);
    const body = meResponseSchema.parse((await me(cookie)).json());
    expect(body.user).toMatchObject({ role: 'barber', username: 'ravi', barber: { id: shop.barberA.id } });
  });

  it('logs out server-side: the old cookie no longer signs anyone in', async () => {
    const cookie = await staffLogin(t.app, ADMIN);
    expect(meResponseSchema.parse((await me(cookie)).json()).user?.role).toBe('admin');
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(okSchema.parse(response.json())).toEqual({ ok: true });
    const cleared = response.cookies.find((c) => c.name === 'chair_session');
    expect(cleared?.value).toBe('');
    expect(meResponseSchema.parse((await me(cookie)).json()).user).toBeNull();
  });

  it('logs out without a session too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});

describe('secure cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { COOKIE_SECURE: 'true' } });
    await seedShop(t.ctx);
  });
  afterAll(async () => {
    await t.close();
  });

  it('marks the session cookie Secure when COOKIE_SECURE=true', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'chair_session')).toMatchObject({ secure: true, httpOnly: true });
  });
});

describe('logs', () => {
  const { logger, lines } = capturedLogger();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logger });
    await seedShop(t.ctx);
  });
  afterAll(async () => {
    await t.close();
  });

  it('never hold a password, a one-time code, a session token or a full phone number', async () => {
    const phone = '9812345670';
    const secrets: string[] = [ADMIN.password, phone];
    const staff = await t.app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
    secrets.push(sessionCookie(staff).split('=')[1] ?? 'missing');
    await t.app.inject({ method: 'POST', url: '/api/login', payload: { ...ADMIN, password: 'wrong-secret-pass' } });
    secrets.push('wrong-secret-pass');

    const sent = await t.app.inject({ method: 'POST', url: '/api/customer/send-otp', payload: { phone: `+91${phone}` } });
    const { otp } = sent.json<{ otp: string }>();
    secrets.push(otp);
    const wrongOtp = otp === '000000' ? '111111' : '000000';
    await t.app.inject({ method: 'POST', url: '/api/customer/verify-otp', payload: { phone, otp: wrongOtp } });
    const verified = await t.app.inject({ method: 'POST', url: '/api/customer/verify-otp', payload: { phone, otp } });
    verifyOtpResponseSchema.parse(verified.json());
    const customerToken = sessionCookie(verified).split('=')[1] ?? 'missing';
    secrets.push(customerToken);
    await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: `chair_session=${customerToken}` } });
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: `chair_session=${customerToken}` } });
    // Phones in URLs (tracking) are logged masked.
    await t.app.inject({ method: 'GET', url: `/api/bookings/track/${phone}` });
    await t.app.inject({ method: 'GET', url: `/api/bookings/check-phone/${phone}?t=1` });
    expect(lines.some((line) => line.includes('/api/bookings/track/98******70'))).toBe(true);

    expect(lines.length).toBeGreaterThan(5);
    // Digits next to digits are another number (a timestamp), not the code or the phone.
    const patterns = secrets.map((secret) => new RegExp(`(?<![0-9])${secret.replace(/[^\w]/g, '\\$&')}(?![0-9])`));
    for (const line of lines) {
      for (const pattern of patterns) expect(line).not.toMatch(pattern);
    }
  });
});
