import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, pathFor, successSchema, urlFor, withQuery } from './endpoint.js';

const slots = endpoint({ method: 'GET', path: '/api/barbers/:id/slots', tags: [], responses: { 200: z.object({}) } });
const track = endpoint({ method: 'GET', path: '/api/bookings/track/:phone', tags: [], responses: {} });
const two = endpoint({ method: 'GET', path: '/api/x/:a/y/:b', tags: [], responses: {} });

describe('pathFor', () => {
  it('fills each parameter of the path', () => {
    expect(pathFor(slots, { id: 7 })).toBe('/api/barbers/7/slots');
    expect(pathFor(two, { a: 'one', b: 2 })).toBe('/api/x/one/y/2');
  });

  it('percent-encodes every value, so none can add a segment or a query', () => {
    expect(pathFor(track, { phone: '+91 98765/43210?x' })).toBe('/api/bookings/track/%2B91%2098765%2F43210%3Fx');
  });

  it('leaves a path without parameters as it is', () => {
    expect(pathFor(endpoint({ method: 'GET', path: '/api/barbers', tags: [], responses: {} }), {})).toBe('/api/barbers');
  });

  it('refuses a missing value rather than send ":id"', () => {
    expect(() => pathFor(slots, {} as { id: number })).toThrow('GET /api/barbers/:id/slots: no value for :id');
  });
});

describe('withQuery', () => {
  it('adds the given values and leaves out undefined and null', () => {
    expect(withQuery('/api/messages', { status: 'failed', before: undefined, cursor: null, limit: 50, admin: true })).toBe(
      '/api/messages?status=failed&limit=50&admin=true',
    );
  });

  it('adds nothing when no value is given', () => {
    expect(withQuery('/api/barbers', { date: undefined })).toBe('/api/barbers');
  });

  it('encodes values as a form does', () => {
    expect(withQuery('/api/bookings/1', { token: 'a b&c=d' })).toBe('/api/bookings/1?token=a+b%26c%3Dd');
  });
});

describe('urlFor', () => {
  it('fills the path and adds the query', () => {
    expect(urlFor(slots, { id: 3 }, { date: '2026-11-21', services: '1,2' })).toBe('/api/barbers/3/slots?date=2026-11-21&services=1%2C2');
  });
});

describe('successSchema', () => {
  it('is the 200 answer, else the 201 one, else none', () => {
    const ok = z.object({ ok: z.literal(true) });
    expect(successSchema(endpoint({ method: 'POST', path: '/a', tags: [], responses: { 201: ok } }))).toBe(ok);
    expect(successSchema(slots)).toBe(slots.responses[200]);
    expect(successSchema(track)).toBeUndefined();
  });
});
