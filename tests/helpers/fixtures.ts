import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { errorSchema, type ApiError } from '../../src/shared/schemas/common.js';
import type { App, AppContext } from '../../src/server/context.js';
import { insertAdmin, insertBarber, insertService } from '../../src/server/db/factories.js';
import { shopSettings } from '../../src/server/db/schema.js';

export const ADMIN = { username: 'owner', password: 'owner-password-1' };
export const BARBER_A = { username: 'ravi', password: 'ravi-password-1' };
export const BARBER_B = { username: 'sunil', password: 'sunil-password-1' };

/** A small shop: settings, an admin, two barbers and three services. */
export async function seedShop(ctx: AppContext) {
  await ctx.db.insert(shopSettings).values({}).onConflictDoNothing();
  const admin = await insertAdmin(ctx.db, ADMIN);
  const a = await insertBarber(ctx.db, { name: 'Ravi Kumar', experience: 8, ...BARBER_A });
  const b = await insertBarber(ctx.db, { name: 'Sunil Shah', experience: 3, ...BARBER_B });
  const haircut = await insertService(ctx.db, { name: 'Haircut', duration: 30, icon: 'scissors' });
  const beard = await insertService(ctx.db, { name: 'Beard Trim', duration: 15, icon: 'beard' });
  const colour = await insertService(ctx.db, { name: 'Hair Colour', duration: 60, icon: 'colour' });
  ctx.store.clear();
  return { admin, barberA: a.barber, barberB: b.barber, haircut, beard, colour };
}

/**
 * Opens the shop around the clock (open equal to close), for tests that queue more walk-ins than
 * the default 09:00-18:00 day holds or book at night: last call would refuse them (docs/product/chairs-day.md).
 */
export async function openAllDay(ctx: AppContext): Promise<void> {
  await ctx.db.update(shopSettings).set({ openTime: '00:00', closeTime: '00:00' });
  ctx.store.clear();
}

/** The session cookie from a response that set one. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'chair_session');
  if (!cookie) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return `chair_session=${cookie.value}`;
}

/** Signs a staff member in and returns the Cookie header for later requests. */
export async function staffLogin(app: App, credentials: { username: string; password: string }, base = ''): Promise<string> {
  const response = await app.inject({ method: 'POST', url: `${base}/api/login`, payload: credentials });
  return sessionCookie(response);
}

/** Signs a customer in by one-time code (echo sender) and returns the Cookie header. */
export async function customerLogin(app: App, phone: string, headers: Record<string, string> = {}): Promise<string> {
  const sent = await app.inject({ method: 'POST', url: '/api/customer/send-otp', payload: { phone: `+91${phone}` }, headers });
  const { otp } = sent.json<{ otp: string }>();
  const verified = await app.inject({ method: 'POST', url: '/api/customer/verify-otp', payload: { phone, otp }, headers });
  return sessionCookie(verified);
}

/** Asserts an error answer: its status and its `{error, message}` body with this code. */
export function expectError(response: LightMyRequestResponse, status: number, code: string): ApiError {
  expect(response.statusCode, response.body).toBe(status);
  const body = errorSchema.parse(response.json());
  expect(body.error).toBe(code);
  return body;
}
