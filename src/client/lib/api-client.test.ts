import { afterEach, describe, expect, test, vi } from 'vitest';
import { api, withQuery } from './api-client.js';
import { ApiError, describeError, errorText, hasErrorCode, NETWORK_ERROR_TEXT, NetworkError, readErrorBody } from './api-errors.js';

function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  test('sends cookies and JSON, and reads JSON', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/api/things', { name: 'Ravi' })).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/things');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Ravi"}');
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  test('a GET has no body and no content type', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, []));
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/api/barbers');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).not.toHaveProperty('content-type');
  });

  test('parses with a schema when given one', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { n: '5' })));
    const schema = { parse: (data: unknown) => Number((data as { n: string }).n) };
    await expect(api.get('/api/n', { schema })).resolves.toBe(5);
  });

  test('a 204 answer is undefined', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 })));
    await expect(api.delete('/api/barbers/1')).resolves.toBeUndefined();
  });

  test('a non-ok answer throws ApiError with the server fields', async () => {
    const body = { error: 'PHONE_HAS_ACTIVE_BOOKING', message: 'There is already an active booking with this number', activeBookingId: 12 };
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(409, body, 'Conflict')));
    const error = await api.post('/api/bookings', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(409);
    expect(apiError.code).toBe('PHONE_HAS_ACTIVE_BOOKING');
    expect(apiError.serverMessage).toBe(body.message);
    expect(apiError.activeBookingId).toBe(12);
    expect(apiError.message).toBe(`409: ${body.message}`);
  });

  test('validation errors carry their field messages', async () => {
    const body = { error: 'VALIDATION_ERROR', message: 'Invalid input', fields: { customerName: 'Name must be at least 2 characters' } };
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(400, body)));
    const error = (await api.post('/api/bookings', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error.fields).toEqual({ customerName: 'Name must be at least 2 characters' });
  });

  test('a failed fetch is a NetworkError with the documented text', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await api.get('/api/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe(NETWORK_ERROR_TEXT);
  });

  test('an aborted request stays an abort, not a network error', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(abort));
    await expect(api.get('/api/me')).rejects.toBe(abort);
  });

  test('getOrNull answers null on 401 and 404, and throws on anything else', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { error: 'NOT_FOUND', message: 'No bookings' }));
    await expect(api.getOrNull('/api/bookings/track/9876543210')).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { error: 'UNAUTHORIZED', message: 'Sign in' }));
    await expect(api.getOrNull('/api/customer/1')).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: 'INTERNAL', message: 'Something failed' }));
    await expect(api.getOrNull('/api/customer/1')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('error text (docs/product/api.md#error-catalogue)', () => {
  test("'{status}: {body text or status text}'", () => {
    expect(errorText(502, 'Bad Gateway', '<html>proxy</html>', null)).toBe('502: <html>proxy</html>');
    expect(errorText(503, 'Service Unavailable', '', null)).toBe('503: Service Unavailable');
    expect(errorText(500, '', '', null)).toBe('500: Request failed');
    expect(errorText(409, 'Conflict', '{}', { error: 'SLOT_TAKEN', message: 'That time was just taken' })).toBe(
      '409: That time was just taken',
    );
  });

  test('reads only well-formed error bodies', () => {
    expect(readErrorBody('nope')).toBeNull();
    expect(readErrorBody('{"message":"x"}')).toBeNull();
    expect(readErrorBody('{"error":"E","message":"m","fields":{"a":"b","c":3}}')).toEqual({ error: 'E', message: 'm', fields: { a: 'b' } });
  });

  test("a last call's alternatives are kept when they have the shared shape, else left out", () => {
    const alternatives = {
      barbers: [{ barberId: 2, name: 'Sunil Shah', expectedStartTime: '2026-11-24T11:00:00.000Z', expectedTime: '16:30' }],
      slots: [{ barberId: 1, date: '2026-11-25', time: '09:00', start: '2026-11-25T03:30:00.000Z' }],
    };
    const lastCall = new ApiError(409, 'Conflict', JSON.stringify({ error: 'LAST_CALL', message: 'Ravi Kumar cannot take another walk-in today.', alternatives }));
    expect(lastCall.alternatives).toEqual(alternatives);
    const broken = { ...alternatives, barbers: [{ barberId: '2', name: 'Sunil Shah' }] };
    expect(readErrorBody(JSON.stringify({ error: 'LAST_CALL', message: 'm', alternatives: broken }))).toEqual({ error: 'LAST_CALL', message: 'm' });
    expect(new ApiError(409, 'Conflict', '{"error":"SLOT_TAKEN","message":"Taken"}').alternatives).toBeUndefined();
  });

  test('describeError: server message for 4xx, network text, else the fallback', () => {
    const conflict = new ApiError(409, 'Conflict', '{"error":"SLOT_TAKEN","message":"Taken"}');
    const crash = new ApiError(500, 'Internal Server Error', '{"error":"INTERNAL","message":"Internal error"}');
    expect(describeError(conflict, 'Booking Failed')).toBe('Taken');
    expect(describeError(crash, 'Booking Failed')).toBe('Booking Failed');
    expect(describeError(new NetworkError(), 'Booking Failed')).toBe(NETWORK_ERROR_TEXT);
    expect(describeError(new Error('x'), 'Booking Failed')).toBe('Booking Failed');
    expect(hasErrorCode(conflict, 'SLOT_TAKEN', 'SMART_POSITIONING_CONFLICT')).toBe(true);
    expect(hasErrorCode(crash, 'SLOT_TAKEN')).toBe(false);
  });
});

describe('withQuery', () => {
  test('leaves out empty values and encodes the rest', () => {
    expect(withQuery('/api/bookings', { status: 'completed', barberId: 3, date: undefined, limit: null })).toBe(
      '/api/bookings?status=completed&barberId=3',
    );
    expect(withQuery('/api/x', {})).toBe('/api/x');
    expect(withQuery('/api/x', { q: 'a b&c' })).toBe('/api/x?q=a+b%26c');
  });
});
