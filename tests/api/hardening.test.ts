import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDataException } from '../../src/server/db/errors.js';
import { bookings } from '../../src/server/db/schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ADMIN, expectError, seedShop, staffLogin } from '../helpers/fixtures.js';

/** What an outside fuzz and security review found, each answered with a 4xx and a clear message. */
describe('API hardening', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof seedShop>>;
  let admin: string;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'chair-client-'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><html><head><title>Chair</title></head><body></body></html>');
    t = await createTestApp({ clientDir });
    shop = await seedShop(t.ctx);
    admin = await staffLogin(t.app, ADMIN);
  });
  afterAll(async () => {
    await t.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  const book = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { barberId: shop.barberA.id, customerPhone: '9876543210', bookingType: 'queue', services: [shop.haircut.id], ...payload },
    });

  it('refuses ids beyond what the database holds with a 400, in paths, queries and bodies', async () => {
    const huge = 2 ** 31;
    for (const url of [`/api/bookings/${huge}`, `/api/barbers/${huge}`, `/api/bookings?barberId=${huge}`, `/api/customer/${huge}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(expectError(response, 400, 'VALIDATION_ERROR').message).toBe('Invalid input');
    }
    expectError(await book({ customerName: 'Asha Verma', barberId: huge }), 400, 'VALIDATION_ERROR');
    const services = expectError(await book({ customerName: 'Asha Verma', services: [huge] }), 400, 'VALIDATION_ERROR');
    expect(services.fields).toHaveProperty('services.0', 'Invalid input');
  });

  it('refuses control characters in texts with a field message, and keeps emoji and every script', async () => {
    const refused = expectError(await book({ customerName: 'Ravi\u0000Kumar' }), 400, 'VALIDATION_ERROR');
    expect(refused.fields).toEqual({ customerName: 'Remove the control characters from this text' });
    const notes = expectError(await book({ customerName: 'Asha Verma', notes: 'bell\u0007' }), 400, 'VALIDATION_ERROR');
    expect(notes.fields).toHaveProperty('notes');
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ad\u0000min', password: 'x' } });
    expect(expectError(login, 400, 'VALIDATION_ERROR').fields).toHaveProperty('username');
    expect(await t.ctx.db.select().from(bookings)).toHaveLength(0);

    const accepted = await book({ customerName: 'रवि कुमार 💈', notes: 'Fade, please.\nShort on the sides.' });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({ customerName: 'रवि कुमार 💈', notes: 'Fade, please.\nShort on the sides.' });
  });

  it('knows a value the database refuses as data, on either database', async () => {
    const error = await t.ctx.db.execute(sql`select ${String(2 ** 31)}::int`).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isDataException(error)).toBe(true);
    const other = await t.ctx.db.execute(sql`select * from no_such_table`).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isDataException(other)).toBe(false);
  });

  it('accepts only its own files or https URLs as a barber photo', async () => {
    const edit = (photo: string) =>
      t.app.inject({ method: 'PUT', url: `/api/barbers/${shop.barberB.id}`, headers: { cookie: admin }, payload: { photo } });
    for (const photo of ['//evil.example/p.png', '/\\evil.example/p.png', 'http://evil.example/p.png', 'javascript:alert(1)', '/uploads/../secret', 'https://evil.example\\@good.example/p.png', 'data:image/png;base64,AAAA']) {
      const body = expectError(await edit(photo), 400, 'VALIDATION_ERROR');
      expect(body.fields, photo).toEqual({ photo: 'Use an https:// URL or upload a photo' });
    }
    for (const photo of ['https://images.example.com/ravi.jpg', '/uploads/0123456789abcdef0123456789abcdef.png', '/images/barbers/arjun.svg']) {
      const response = await edit(photo);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ photo });
    }
  });

  it('sends a Content-Security-Policy with every page, and a closed one with every API answer', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/track', headers: { host: 'shop.example:3000' } });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const directives: Record<string, string> = {};
    for (const part of policy.split('; ')) {
      const [name = '', ...sources] = part.split(' ');
      directives[name] = sources.join(' ');
    }
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      // Radix Select's one inline style, by its hash (src/server/http/security.test.ts).
      'style-src': "'self' 'sha256-441zG27rExd4/il+NvIqyL8zFx5XmyNQtE381kSkUJk='",
      'img-src': "'self' data: https:",
      'connect-src': "'self' ws://shop.example:3000 wss://shop.example:3000",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
    });
    expect(policy).not.toContain('unsafe-inline');
    // index.html itself is only ever served with the page's policy.
    const direct = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(direct.headers['content-security-policy']).toContain("script-src 'self'; style-src 'self'");

    const api = await t.app.inject({ method: 'GET', url: '/api/shop-settings' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('tells an upload with the wrong content type what it accepts', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/photo',
      headers: { cookie: admin, 'content-type': 'text/html' },
      payload: '<script>alert(1)</script>',
    });
    expect(expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE').message).toBe('Upload a JPEG, PNG, WebP or GIF image');
  });
});
