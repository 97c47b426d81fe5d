import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LiveConnection, type SocketLike, type SocketStatus } from './live-connection.js';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(text: string) {
    this.onmessage?.({ data: text } as MessageEvent);
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const statuses: SocketStatus[] = [];
  const texts: string[] = [];
  const onLost = vi.fn();
  const connection = new LiveConnection({
    url: () => 'ws://shop/ws',
    onStatus: (status) => statuses.push(status),
    onText: (text) => texts.push(text),
    onLost,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket yet');
    return socket;
  };
  return { connection, sockets, statuses, texts, onLost, last };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveConnection', () => {
  test('connects, reports status and hands over text frames', () => {
    const { connection, statuses, texts, last } = setup();
    connection.start();
    expect(statuses).toEqual(['connecting']);
    last().open();
    last().receive('{"type":"connected"}');
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(texts).toEqual(['{"type":"connected"}']);
    expect(connection.send('x')).toBe(true);
  });

  test('reconnects 3 s after a close, and reports the loss of an open connection', () => {
    const { connection, sockets, statuses, onLost, last } = setup();
    connection.start();
    last().open();
    last().drop();
    expect(statuses.at(-1)).toBe('disconnected');
    expect(onLost).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(2_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(statuses.at(-1)).toBe('connecting');
  });

  test('a connection that never opened is not reported as lost', () => {
    const { connection, onLost, last } = setup();
    connection.start();
    last().drop();
    expect(onLost).not.toHaveBeenCalled();
  });

  test('wake connects at once while waiting to retry, and does nothing while connected', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    last().drop();
    connection.wake();
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(2);
    last().open();
    connection.wake();
    expect(sockets).toHaveLength(2);
  });

  test('reconnectNow replaces the socket, and the old one can no longer speak', () => {
    const { connection, sockets, texts, statuses } = setup();
    connection.start();
    sockets[0]?.open();
    connection.reconnectNow();
    expect(sockets[0]?.closed).toBe(true);
    expect(sockets).toHaveLength(2);
    sockets[0]?.receive('late');
    sockets[0]?.drop();
    expect(texts).toEqual([]);
    expect(statuses.at(-1)).toBe('connecting');
  });

  test('stop closes the socket and retries no more', () => {
    const { connection, sockets, statuses } = setup();
    connection.start();
    sockets[0]?.open();
    connection.stop();
    expect(sockets[0]?.closed).toBe(true);
    expect(statuses.at(-1)).toBe('disconnected');
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);
    expect(connection.send('x')).toBe(false);
  });

  test('a socket that cannot be created is reported and retried', () => {
    let attempts = 0;
    const onCreateError = vi.fn();
    const connection = new LiveConnection({
      url: () => 'bad',
      onStatus: () => undefined,
      onText: () => undefined,
      onCreateError,
      createSocket: () => {
        attempts++;
        throw new SyntaxError('bad url');
      },
    });
    connection.start();
    expect(onCreateError).toHaveBeenCalledOnce();
    expect(connection.status).toBe('disconnected');
    vi.advanceTimersByTime(3_000);
    expect(attempts).toBe(2);
    connection.stop();
  });
});
