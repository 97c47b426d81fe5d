import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorSchema } from '../../src/shared/schemas/common.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { listeningPort, RawConnection, type RawAnswer } from '../helpers/raw-http.js';
import { LiveClient } from '../realtime/live-client.js';

const CAP = 3;
const HEALTH = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
const UPGRADE =
  'GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
  'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n';

function expectBusy(answer: RawAnswer): void {
  expect(answer.status).toBe(503);
  expect(answer.headers['retry-after']).toBe('10');
  expect(answer.headers.connection).toBe('close');
  expect(errorSchema.parse(JSON.parse(answer.body))).toEqual({
    error: 'SERVER_BUSY',
    message: 'The shop is very busy right now. Please try again in a few seconds.',
  });
}

describe('the connection cap', () => {
  let t: TestApp;
  let port: number;
  const open: RawConnection[] = [];

  async function connect(request = HEALTH): Promise<{ connection: RawConnection; answer: RawAnswer }> {
    const connection = await RawConnection.open(port);
    open.push(connection);
    connection.write(request);
    return { connection, answer: await connection.answer() };
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { MAX_CONNECTIONS: String(CAP) } });
    port = await listeningPort(t.app);
  });
  afterAll(async () => {
    for (const connection of open) connection.end();
    await t.close();
  });

  it('answers 503 with Retry-After past the cap and closes, keeps what it serves, and serves again once a connection ends', async () => {
    const socket = await LiveClient.open(`ws://127.0.0.1:${port}/ws`);
    await socket.nextOfType('connected');
    const first = await connect();
    const second = await connect();
    expect([first.answer.status, second.answer.status]).toEqual([200, 200]);

    const refused = await connect();
    expectBusy(refused.answer);
    await refused.connection.closed;
    // A websocket past the cap is refused the same way, and the server closes that connection too.
    const refusedUpgrade = await connect(UPGRADE);
    expectBusy(refusedUpgrade.answer);
    await refusedUpgrade.connection.closed;

    // The connections within the cap were not disturbed: the kept-alive one answers again.
    first.connection.write(HEALTH);
    expect((await first.connection.answer(1)).status).toBe(200);
    socket.send('{}');
    expect((await socket.nextOfType('commandResult')).ok).toBe(false);

    second.connection.end();
    // The server counts the connection as gone when its side closes, a moment after ours.
    await vi.waitFor(async () => {
      const again = await connect();
      expect(again.answer.status).toBe(200);
      again.connection.end();
    });
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    await socket.close();
  });
});
