import { afterEach, describe, expect, test, vi } from 'vitest';
import { fetchMessages } from './messages.js';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const message = {
  id: 9,
  bookingId: 42,
  kind: 'turn_near',
  channel: 'echo',
  status: 'sent',
  attempts: 1,
  lastError: null,
  text: 'Your turn is near: token #42 is expected at 3:05 PM. Please come to the shop. /track?booking=42&token=ab',
  createdAt: '2026-11-21T09:30:00.000Z',
  dueAt: '2026-11-21T09:30:00.000Z',
  sentAt: '2026-11-21T09:30:01.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchMessages', () => {
  test('asks for a status and a page, and reads the answer with the shared schema', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { channel: 'echo', messages: [message], nextBefore: 9 }));
    vi.stubGlobal('fetch', fetchMock);
    const list = await fetchMessages('sent', 120);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/messages?status=sent&before=120&limit=30');
    expect(list).toEqual({ channel: 'echo', messages: [message], nextBefore: 9 });
  });

  test('the first page has no `before`', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { channel: 'whatsapp', messages: [], nextBefore: null }));
    vi.stubGlobal('fetch', fetchMock);
    await fetchMessages('all', null, { limit: 1 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/messages?status=all&limit=1');
  });

  test('an answer of another shape is refused, not shown half-read', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { channel: 'sms', messages: [message], nextBefore: null })));
    await expect(fetchMessages('all', null)).rejects.toThrow();
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { channel: 'echo', messages: [{ ...message, status: 'lost' }], nextBefore: null })));
    await expect(fetchMessages('all', null)).rejects.toThrow();
  });
});
