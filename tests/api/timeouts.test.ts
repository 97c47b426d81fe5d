import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSchema } from '../../src/shared/schemas/common.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { listeningPort, RawConnection, type RawAnswer } from '../helpers/raw-http.js';
import { LiveClient } from '../realtime/live-client.js';

// The production values are 30 s and more (docs/decisions/0013-timeouts-and-connection-cap.md);
// the same mechanism at a second keeps this file quick.
const TIMEOUTS = { requestMs: 1000, headersMs: 1000, keepAliveMs: 2500 };
// Generous: other test files share the machine's two cores.
const MARGIN_MS = 2000;

const bookingHead = (length: number) =>
  `POST /api/bookings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

function expectTimedOut(answer: RawAnswer): void {
  expect(answer.status).toBe(408);
  expect(answer.headers.connection).toBe('close');
  expect(errorSchema.parse(JSON.parse(answer.body))).toEqual({
    error: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive. Please try again.',
  });
}

describe('slow and stalled requests', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ timeouts: TIMEOUTS });
    port = await listeningPort(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a body that stops arriving with 408 and closes the connection', async () => {
    const connection = await RawConnection.open(port);
    connection.write(`${bookingHead(100)}{"barberId`);
    expectTimedOut(await connection.answer());
    const closedAfter = await connection.closed;
    expect(closedAfter).toBeGreaterThanOrEqual(TIMEOUTS.requestMs * 0.9);
    expect(closedAfter).toBeLessThan(TIMEOUTS.requestMs + MARGIN_MS);
  });

  it('answers a client that drips its body a byte at a time with 408 within the timeout', async () => {
    const connection = await RawConnection.open(port);
    connection.write(bookingHead(100));
    const sent = await connection.drip('x', 100, 100);
    expect(sent).toBeLessThan(100);
    expectTimedOut(await connection.answer());
    expect(await connection.closed).toBeLessThan(TIMEOUTS.requestMs + MARGIN_MS);
  });

  it('answers a client that drips its headers a byte at a time with 408 within the timeout', async () => {
    const connection = await RawConnection.open(port);
    connection.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const sent = await connection.drip('a', 100, 1000);
    expect(sent).toBeLessThan(1000);
    expectTimedOut(await connection.answer());
    expect(await connection.closed).toBeLessThan(TIMEOUTS.headersMs + MARGIN_MS);
  });

  it('answers a connection that never sends a request with 408', async () => {
    const connection = await RawConnection.open(port);
    expectTimedOut(await connection.answer());
    expect(await connection.closed).toBeLessThan(TIMEOUTS.headersMs + MARGIN_MS);
  });

  it('answers a request that arrives in parts within the timeout, and keeps the connection alive past it', async () => {
    const connection = await RawConnection.open(port);
    const body = JSON.stringify({ username: 'nobody', password: 'not-the-password' });
    const head = `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    connection.write(head + body.slice(0, 10));
    await sleep(TIMEOUTS.requestMs / 4);
    connection.write(body.slice(10));
    const refused = await connection.answer(0);
    expect(refused.status).toBe(401);

    // Idle on a kept-alive connection longer than a request may take: it is not a slow request.
    await sleep(TIMEOUTS.requestMs + 500);
    expect(connection.isOpen).toBe(true);
    connection.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect((await connection.answer(1)).status).toBe(200);
    connection.end();
  });

  it('closes a kept-alive connection that stays idle past the keep-alive timeout', async () => {
    const connection = await RawConnection.open(port);
    connection.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect((await connection.answer()).status).toBe(200);
    const closedAfter = await connection.closed;
    expect(closedAfter).toBeGreaterThanOrEqual(TIMEOUTS.keepAliveMs * 0.9);
    expect(closedAfter).toBeLessThan(TIMEOUTS.keepAliveMs + MARGIN_MS);
    // Nothing but the one answer: an idle connection is closed, not answered 408.
    expect(connection.received.match(/HTTP\/1\.1/g)).toHaveLength(1);
  });

  it('keeps an idle websocket open past every timeout', async () => {
    const client = await LiveClient.open(`ws://127.0.0.1:${port}/ws`);
    await client.nextOfType('connected');
    await sleep(TIMEOUTS.keepAliveMs + 1000);
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    client.send('{}');
    expect((await client.nextOfType('commandResult')).ok).toBe(false);
    await client.close();
  });
});
