import { afterEach, describe, expect, test, vi } from 'vitest';
import { ROUTES } from '../../shared/contract/routes.js';
import { call, callOrNull } from './api-client.js';
import { ApiError, ContractError, describeError, errorText, hasErrorCode, NETWORK_ERROR_TEXT, NetworkError, readErrorBody } from './api-errors.js';

function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const service = { id: 3, name: 'Haircut', duration: 30, price: 200, description: '', icon: 'scissors' };

describe('call', () => {
  test('sends cookies and JSON to the filled path, and answers the parsed JSON', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(call(ROUTES.services.remove, { params: { id: 7 } })).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/services/7');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).not.toHaveProperty('content-type');
  });

  test('sends a body as JSON, headers as given and the query without empty values', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { messages: [], nextBefore: null, channel: 'echo' }));
    vi.stubGlobal('fetch', fetchMock);
    await call(ROUTES.messages.list, { query: { status: 'failed', before: null, limit: 50 }, headers: { 'x-test': '1' } }).catch(() => undefined);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/messages?status=failed&limit=50');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'x-test': '1', accept: 'application/json' });

    fetchMock.mockResolvedValue(jsonResponse(200, { ...service, name: 'Beard Trim' }));
    await call(ROUTES.services.update, { params: { id: 3 }, body: { name: 'Beard Trim' } });
    const init = fetchMock.mock.calls[1]?.[1];
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"name":"Beard Trim"}');
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  test("goes to the page's shop under its /s/{slug} base", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', new URL('https://chair.example/s/shop-2/booking/4'));
    await call(ROUTES.services.remove, { params: { id: 7 } });
    await call(ROUTES.messages.list, { query: { status: 'failed', before: null, limit: 50 } }).catch(() => undefined);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/s/shop-2/api/services/7', '/s/shop-2/api/messages?status=failed&limit=50']);
  });

  test('sends an image as its bytes, with its own type', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(201, { url: '/uploads/a.png' }));
    vi.stubGlobal('fetch', fetchMock);
    const photo = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    await expect(call(ROUTES.uploads.photo, { body: photo })).resolves.toEqual({ url: '/uploads/a.png' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(photo);
    expect(init?.headers).toMatchObject({ 'content-type': 'image/png' });
  });

  test('parses the answer with the endpoint schema in development and tests', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, [{ ...service, extra: 'dropped' }])));
    await expect(call(ROUTES.services.list)).resolves.toEqual([service]);
  });

  test('refuses an answer the contract does not allow, naming the endpoint and the field', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, [{ ...service, duration: 'thirty' }])));
    const error = await call(ROUTES.services.list).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as Error).message).toMatch(/^GET \/api\/services answered what the contract does not allow: 0\.duration: /);
  });

  test('a non-ok answer throws ApiError with the server fields', async () => {
    const body = { error: 'PHONE_HAS_ACTIVE_BOOKING', message: 'There is already an active booking with this number', activeBookingId: 12 };
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(409, body, 'Conflict')));
    const error = await call(ROUTES.bookings.create, { body: { barberId: 1, customerName: 'Asha', customerPhone: '9876543210', bookingType: 'queue', services: [1] } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(409);
    expect(apiError.code).toBe('PHONE_HAS_ACTIVE_BOOKING');
    expect(apiError.serverMessage).toBe(body.message);
    expect(apiError.activeBookingId).toBe(12);
    expect(apiError.message).toBe(`409: ${body.message}`);
  });

  test('validation errors carry their field messages', async () => {
    const body = { error: 'VALIDATION_ERROR', message: 'Invalid input', fields: { name: 'Name is required' } };
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(400, body)));
    const error = (await call(ROUTES.customers.rename, { params: { id: 1 }, body: { name: '' } }).catch((caught: unknown) => caught)) as ApiError;
    expect(error.fields).toEqual({ name: 'Name is required' });
  });

  test('a failed fetch is a NetworkError with the documented text', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await call(ROUTES.auth.me).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe(NETWORK_ERROR_TEXT);
  });

  test('an aborted request stays an abort, not a network error', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(abort));
    await expect(call(ROUTES.auth.me)).rejects.toBe(abort);
  });

  test('callOrNull answers null on 401 and 404, and throws on anything else', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { error: 'NOT_FOUND', message: 'No bookings' }));
    await expect(callOrNull(ROUTES.bookings.track, { params: { phone: '9876543210' } })).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { error: 'UNAUTHORIZED', message: 'Sign in' }));
    await expect(callOrNull(ROUTES.customers.get, { params: { id: 1 } })).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: 'INTERNAL', message: 'Something failed' }));
    await expect(callOrNull(ROUTES.customers.get, { params: { id: 1 } })).rejects.toBeInstanceOf(ApiError);
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
