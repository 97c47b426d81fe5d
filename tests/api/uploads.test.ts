import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ADMIN, BARBER_A, customerLogin, expectError, seedShop, staffLogin } from '../helpers/fixtures.js';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0rest of a jpeg')]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x3b])]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([20, 0, 0, 0]), Buffer.from('WEBPVP8 rest of a webp')]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const uploaded = (body: unknown) => {
  const { url } = body as { url: string };
  expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.(jpg|png|gif|webp)$/);
  return url;
};

describe('photo upload', () => {
  let t: TestApp;
  let admin: string;
  let barber: string;
  let customer: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedShop(t.ctx);
    admin = await staffLogin(t.app, ADMIN);
    barber = await staffLogin(t.app, BARBER_A);
    customer = await customerLogin(t.app, '9876500004');
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (body: Buffer | string, type: string, cookie: string | null = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/uploads/photo',
      headers: { 'content-type': type, ...(cookie ? { cookie } : {}) },
      payload: body,
    });

  it('stores a PNG under DATA_DIR/uploads and serves the same bytes back', async () => {
    const response = await upload(PNG, 'image/png');
    expect(response.statusCode).toBe(201);
    const url = uploaded(response.json());
    expect(url.endsWith('.png')).toBe(true);
    expect(await readdir(path.join(t.ctx.env.DATA_DIR, 'uploads'))).toContain(url.slice('/uploads/'.length));

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it.each([
    ['image/jpeg', JPEG, '.jpg'],
    ['image/gif', GIF, '.gif'],
    ['image/webp', WEBP, '.webp'],
    // The bytes decide the stored type, whatever the header claims.
    ['image/png', JPEG, '.jpg'],
  ])('accepts %s and names the file by its real format', async (type, bytes, ext) => {
    const response = await upload(bytes, type);
    expect(response.statusCode).toBe(201);
    const url = uploaded(response.json());
    expect(url.endsWith(ext)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses SVG and other types with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    expectError(await upload(SVG, 'image/svg+xml'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await upload(PNG, 'image/bmp'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await upload('not json', 'text/plain'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await upload(JSON.stringify({ url: 'x' }), 'application/json'), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses bytes that are not an image with 400 INVALID_IMAGE (an SVG under a PNG label included)', async () => {
    expectError(await upload(SVG, 'image/png'), 400, 'INVALID_IMAGE');
    expectError(await upload(Buffer.from('hello, world'), 'image/jpeg'), 400, 'INVALID_IMAGE');
    expectError(await upload(Buffer.alloc(0), 'image/png'), 400, 'INVALID_IMAGE');
  });

  it('refuses a body over 2 MiB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expectError(await upload(big, 'image/png'), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers 401 without a session and 403 for a barber or a customer, storing nothing', async () => {
    const before = await readdir(path.join(t.ctx.env.DATA_DIR, 'uploads'));
    expectError(await upload(PNG, 'image/png', null), 401, 'UNAUTHORIZED');
    expectError(await upload(PNG, 'image/png', barber), 403, 'FORBIDDEN');
    expectError(await upload(PNG, 'image/png', customer), 403, 'FORBIDDEN');
    expect(await readdir(path.join(t.ctx.env.DATA_DIR, 'uploads'))).toEqual(before);
  });
});
