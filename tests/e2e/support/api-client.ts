import type { z } from 'zod';
import { SESSION_COOKIE } from '../../../src/server/auth/session.js';
import { loginResponseSchema, sendOtpResponseSchema, verifyOtpResponseSchema } from '../../../src/shared/schemas/auth.js';
import { barberSchema, type BarberUpdate } from '../../../src/shared/schemas/barber.js';
import { platformLoginResponseSchema, platformShopAnswerSchema, type PlatformShop } from '../../../src/shared/schemas/platform.js';
import {
  bookingSchema,
  createdBookingSchema,
  type Booking,
  type BookingCreate,
  type CreatedBooking,
} from '../../../src/shared/schemas/booking.js';
import { shopSettingsSchema, type ShopSettings, type ShopSettingsUpdate } from '../../../src/shared/schemas/shop-settings.js';

/** A failed API call, with the status and the `{error, message}` body to assert on. */
export class ApiCallError extends Error {
  override readonly name = 'ApiCallError';
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`${what} answered ${status}: ${body}`);
  }
}

/**
 * Sets up state over HTTP, the way a person at another device would: sign in, book, change the
 * shop, serve. Answers are checked against the shared schemas. Signed-in clients carry their
 * session cookie; `cookieFor` hands it to a browser context.
 */
export class ApiClient {
  /**
   * Awaited before every change (any method but GET): the browser fixture sets it to wait until
   * the pages' live sockets are up, so a change a test makes is one the open page hears about, as a
   * person's would be once the page has settled (an HTTP snapshot taken before the socket opened
   * does not see it until the next refetch).
   */
  static beforeChange: (() => Promise<unknown>) | null = null;

  constructor(
    readonly baseURL: string,
    private readonly session?: string,
  ) {}

  async call<T>(method: string, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    const { json } = await this.send(method, path, body);
    return schema.parse(json);
  }

  /** Staff sign-in (admin or barber); the returned client acts as that person. */
  async login(credentials: { username: string; password: string }): Promise<ApiClient> {
    return this.withSessionFrom('POST', '/api/login', loginResponseSchema, credentials);
  }

  /** The platform's operator signs in (docs/decisions/0021-platform-operator.md); the returned client acts as the operator. */
  async operatorLogin(credentials: { username: string; password: string }): Promise<ApiClient> {
    return this.withSessionFrom('POST', '/api/platform/login', platformLoginResponseSchema, credentials);
  }

  /** The operator resumes a suspended shop. */
  async resumeShop(shopId: number): Promise<PlatformShop> {
    return (await this.call('POST', `/api/platform/shops/${String(shopId)}/resume`, platformShopAnswerSchema)).shop;
  }

  /**
   * Customer sign-in by one-time code. `readCode` gets the code when the sender does not echo it
   * (the app's `sender.lastCode`).
   */
  async customerLogin(phone10: string, readCode?: (phone10: string) => string): Promise<ApiClient> {
    const sent = await this.call('POST', '/api/customer/send-otp', sendOtpResponseSchema, { phone: phone10 });
    const otp = sent.otp ?? readCode?.(phone10);
    if (!otp) throw new Error('the sender did not echo the code and no readCode was given');
    return this.withSessionFrom('POST', '/api/customer/verify-otp', verifyOtpResponseSchema, { phone: phone10, otp });
  }

  /** A booking as the public form makes it (no session needed). */
  book(input: BookingCreate): Promise<CreatedBooking> {
    return this.call('POST', '/api/bookings', createdBookingSchema, input);
  }

  setStatus(
    bookingId: number,
    status: 'serving' | 'completed' | 'cancelled',
    extra: { manageToken?: string; reason?: 'no_show' } = {},
  ): Promise<Booking> {
    return this.call('PUT', `/api/bookings/${bookingId}/status`, bookingSchema, { status, ...extra });
  }

  /** The barber (or admin) starts serving a waiting booking. */
  serve(bookingId: number): Promise<Booking> {
    return this.setStatus(bookingId, 'serving');
  }

  complete(bookingId: number): Promise<Booking> {
    return this.setStatus(bookingId, 'completed');
  }

  updateShopSettings(update: ShopSettingsUpdate): Promise<ShopSettings> {
    return this.call('PUT', '/api/shop-settings', shopSettingsSchema, update);
  }

  updateBarber(barberId: number, update: BarberUpdate) {
    return this.call('PUT', `/api/barbers/${barberId}`, barberSchema, update);
  }

  /** The session as a browser cookie, for `context.addCookies` (sign a page in without the form). */
  cookieFor(): { name: string; value: string; url: string } {
    if (!this.session) throw new Error('this client is not signed in');
    return { name: SESSION_COOKIE, value: this.session, url: this.baseURL };
  }

  private async withSessionFrom<T>(method: string, path: string, schema: z.ZodType<T>, body: unknown): Promise<ApiClient> {
    const { response, json } = await this.send(method, path, body);
    schema.parse(json);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    const value = cookie?.split(';')[0]?.slice(SESSION_COOKIE.length + 1);
    if (!value) throw new Error(`${path} set no session cookie`);
    return new ApiClient(this.baseURL, value);
  }

  /** No Origin header, like any non-browser client; the server's origin check lets it through. */
  private async send(method: string, path: string, body?: unknown): Promise<{ response: Response; json: unknown }> {
    if (method !== 'GET') await ApiClient.beforeChange?.();
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.session) headers.cookie = `${SESSION_COOKIE}=${this.session}`;
    const response = await fetch(new URL(path, this.baseURL), {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (!response.ok) throw new ApiCallError(response.status, text, `${method} ${path}`);
    return { response, json: JSON.parse(text) as unknown };
  }
}
