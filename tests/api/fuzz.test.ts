import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBookingRow } from '../../src/server/db/factories.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ADMIN, BARBER_A, customerLogin, seedShop, staffLogin } from '../helpers/fixtures.js';
import { clearFuzzDamage, sampleOf, type JsonSchema } from './fuzz-helpers.js';

/**
 * Schema-driven fuzzing: every operation of the OpenAPI document, as every kind of caller, with
 * hostile values in each path parameter, query field and body field (the others kept plausible).
 * Whatever the server thinks of a value, it must answer it with a 4xx, never a 5xx.
 */

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const INT32_MAX = 2 ** 31 - 1;
const HUGE = 'x'.repeat(20_000);

/** Values for a JSON field: out-of-range numbers, control characters, wrong types, huge and nested shapes. */
const HOSTILE_JSON: unknown[] = [
  INT32_MAX + 1,
  -(INT32_MAX + 2),
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1,
  0,
  1.5,
  'Ravi\u0000Kumar',
  'tab\u0001bell\u0007',
  '\u007f\u009f',
  '\ud800',
  HUGE,
  '',
  '9876543210\u0000',
  true,
  null,
  [],
  [INT32_MAX + 1, 'x'],
  {},
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as unknown,
  { a: { b: { c: { d: { e: { f: [1, [2, [3, [4]]]] } } } } } },
];

/** Values for a path parameter or query field, sent as text. */
const HOSTILE_TEXT: string[] = [
  String(INT32_MAX + 1),
  '99999999999999999999',
  '9'.repeat(400),
  '1e400',
  '-1',
  '0',
  '1.5',
  'NaN',
  'abc',
  '%00',
  'a%00b',
  '%C0%80',
  '%E2%80%AE',
  '..%2F..%2Fetc%2Fpasswd',
  "1'%20OR%201=1--",
  'x'.repeat(3000),
];

const CALLERS = ['anonymous', 'customer', 'barber', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

let t: TestApp;
let operations: { method: Method; path: string; op: Operation }[] = [];
const cookies: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  const shop = await seedShop(t.ctx);
  await insertBookingRow(t.ctx.db, { barberId: shop.barberA.id, customerPhone: '9811111111' });
  t.ctx.store.clear();
  cookies.customer = await customerLogin(t.app, '9811111111');
  cookies.barber = await staffLogin(t.app, BARBER_A);
  cookies.admin = await staffLogin(t.app, ADMIN);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json<{ paths: Record<string, Record<string, Operation>> }>();
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .map(([method, op]) => ({ method: method.toUpperCase() as Method, path, op }))
      // Logging out would end the session the rest of the run relies on; it takes no input anyway.
      .filter(({ path: p }) => p !== '/api/logout'),
  );
});

afterAll(async () => {
  await t.close();
});

interface Probe {
  url: string;
  payload?: unknown;
}

/** Every request the fuzzer sends for one operation: one hostile value in one place at a time. */
function probesFor(path: string, op: Operation): Probe[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? sampleOf(bodySchema) : undefined;
  const fillPath = (override?: { name: string; value: string }) =>
    pathParams.reduce((url, p) => url.replace(`{${p.name}}`, p.name === override?.name ? override.value : '1'), path);
  const query = (override?: { name: string; value: string }) => {
    const pairs = queryParams.map((p) =>
      p.name === override?.name ? `${p.name}=${override.value}` : `${p.name}=${encodeURIComponent(String(sampleOf(p.schema ?? {})))}`,
    );
    return pairs.length > 0 ? `?${pairs.join('&')}` : '';
  };
  const probes: Probe[] = [];
  for (const p of pathParams) {
    for (const value of HOSTILE_TEXT) probes.push({ url: fillPath({ name: p.name, value }) + query(), payload: body });
  }
  for (const p of queryParams) {
    for (const value of HOSTILE_TEXT) probes.push({ url: fillPath() + query({ name: p.name, value }), payload: body });
  }
  if (body !== undefined) {
    const url = fillPath() + query();
    for (const payload of bodyVariants(body)) probes.push({ url, payload });
  }
  return probes;
}

/** The body with each field, and each field of a nested object, replaced by every hostile value. */
function bodyVariants(body: unknown): unknown[] {
  const variants: unknown[] = [...HOSTILE_JSON];
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return variants;
  const record = body as Record<string, unknown>;
  for (const [key, inner] of Object.entries(record)) {
    for (const value of HOSTILE_JSON) variants.push({ ...record, [key]: value });
    if (typeof inner === 'object' && inner !== null && !Array.isArray(inner)) {
      for (const innerKey of Object.keys(inner)) {
        for (const value of HOSTILE_JSON) variants.push({ ...record, [key]: { ...inner, [innerKey]: value } });
      }
    }
    if (Array.isArray(inner)) {
      for (const value of HOSTILE_JSON) variants.push({ ...record, [key]: [value] });
    }
  }
  return variants;
}

describe('hostile input on every route', () => {
  it('the OpenAPI document lists the routes the fuzzer covers', () => {
    expect(operations.length).toBeGreaterThan(35);
  });

  for (const caller of CALLERS) {
    // Over a thousand requests a caller: beside CI's other test files on PostgreSQL one took over 30 s.
    it(`never answers 5xx to ${caller}`, { timeout: 240_000 }, async () => {
      const failures: string[] = [];
      let sent = 0;
      for (const { method, path, op } of operations) {
        for (const probe of probesFor(path, op)) {
          const response = await t.app.inject({
            method,
            url: probe.url,
            ...(probe.payload !== undefined && method !== 'GET' ? { payload: JSON.stringify(probe.payload) } : {}),
            headers: {
              ...(probe.payload !== undefined && method !== 'GET' ? { 'content-type': 'application/json' } : {}),
              ...(cookies[caller] ? { cookie: cookies[caller] } : {}),
            },
          });
          sent += 1;
          if (response.statusCode >= 500) {
            const body = probe.payload === undefined ? '' : JSON.stringify(probe.payload).slice(0, 120);
            failures.push(`${method} ${probe.url.slice(0, 120)} ${body} → ${response.statusCode}`);
          }
        }
        await clearFuzzDamage(t);
      }
      expect(sent).toBeGreaterThan(1000);
      expect(failures).toEqual([]);
    });
  }

  it('stays healthy and keeps taking bookings afterwards', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const barbers = (await t.app.inject({ method: 'GET', url: '/api/barbers' })).json<{ id: number; isAvailable: boolean }[]>();
    const barber = barbers.find((b) => b.isAvailable);
    const services = (await t.app.inject({ method: 'GET', url: '/api/services' })).json<{ id: number }[]>();
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { barberId: barber?.id, customerName: 'After Fuzz', customerPhone: '9899999999', bookingType: 'queue', services: [services[0]?.id] },
    });
    expect(booking.statusCode, booking.body).toBe(201);
  });
});
