import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { realtimeOf } from '../../src/server/realtime/hub.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { LiveClient, RefusedUpgrade, wsUrl } from './live-client.js';

describe('/ws abuse limits', () => {
  let t: TestApp;
  let url: string;
  const clients: LiveClient[] = [];

  async function connect(options: Parameters<typeof LiveClient.open>[1] = {}): Promise<LiveClient> {
    const client = await LiveClient.open(url, options);
    clients.push(client);
    await client.nextOfType('connected');
    return client;
  }

  beforeAll(async () => {
    t = await createTestApp();
    url = await wsUrl(t);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    // The server counts a socket as gone when its side closes, a moment after the client's.
    await vi.waitFor(() => {
      expect(realtimeOf(t.app).connectionCount()).toBe(0);
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('disconnects a client that sends more than 20 messages in 10 seconds', async () => {
    const client = await connect();
    for (let i = 0; i < 25; i++) client.send({ type: 'updateRemainingTime', bookingId: 1, adjustment: 5, timestamp: i });
    expect((await client.closed).code).toBe(1008);
    expect(client.messages.filter((m) => m.type === 'commandResult').length).toBeLessThanOrEqual(20);
  });

  it('counts messages per window: a client that slows down stays connected', async () => {
    const client = await connect();
    for (let i = 0; i < 20; i++) client.send('{}');
    for (let i = 0; i < 20; i++) await client.nextOfType('commandResult');
    t.clock.advance(0.25);
    client.send('{}');
    await client.nextOfType('commandResult');
    expect(client.socket.readyState).toBe(client.socket.OPEN);
  });

  it('closes the socket on a message over 4 KiB', async () => {
    const client = await connect();
    client.send('x'.repeat(5000));
    expect((await client.closed).code).toBe(1009);
  });

  it('terminates a socket that stops answering pings and keeps one that answers', async () => {
    const dead = await connect({ autoPong: false });
    const live = await connect();
    realtimeOf(t.app).heartbeat();
    // `ws` queues the pong before it emits 'ping'; a message sent after it is read after it, so its
    // answer proves the server has seen the pong before the next beat.
    await new Promise<void>((resolve) => {
      live.socket.once('ping', () => {
        resolve();
      });
    });
    live.send('{}');
    await live.nextOfType('commandResult');
    realtimeOf(t.app).heartbeat();
    expect((await dead.closed).code).toBe(1006);
    expect(live.socket.readyState).toBe(live.socket.OPEN);
  });

  it('refuses more than 50 sockets from one address', async () => {
    for (let i = 0; i < 50; i++) await connect();
    const refused = await LiveClient.open(url).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RefusedUpgrade);
    expect((refused as RefusedUpgrade).status).toBe(429);
  });

  it('closes every socket when the app closes', async () => {
    const other = await createTestApp();
    const client = await LiveClient.open(await wsUrl(other));
    await client.nextOfType('connected');
    await other.close();
    expect((await client.closed).code).toBe(1001);
  });
});

