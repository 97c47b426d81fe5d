import { describe, expect, test } from 'vitest';
import { isChangeMessage, parseIncoming, socketUrl } from './parse-message.js';

describe('parseIncoming', () => {
  test('reads a server message', () => {
    const message = parseIncoming(JSON.stringify({ type: 'waitTimeUpdated', seq: 7, barberId: 2, data: { estimatedWaitTime: 15, noWait: false, availability: { status: 'working', until: null, queueClosed: false } } }));
    expect(message).toEqual({ type: 'waitTimeUpdated', seq: 7, barberId: 2, data: { estimatedWaitTime: 15, noWait: false, availability: { status: 'working', until: null, queueClosed: false } } });
  });

  test('reads a command result', () => {
    const text = JSON.stringify({ type: 'commandResult', command: 'updateBookingStatus', bookingId: 3, ok: true });
    expect(parseIncoming(text)?.type).toBe('commandResult');
  });

  test.each([
    ['not json', 'hello'],
    ['an array', '[]'],
    ['an unknown type', JSON.stringify({ type: 'somethingElse', seq: 1, data: {} })],
    ['no seq', JSON.stringify({ type: 'barberUpdated', data: {} })],
    ['a fractional seq', JSON.stringify({ type: 'barberUpdated', seq: 1.5, data: {} })],
    ['no data', JSON.stringify({ type: 'barberUpdated', seq: 1 })],
    ['a text barber id', JSON.stringify({ type: 'barberUpdated', seq: 1, barberId: '2', data: {} })],
    ['a command result without ok', JSON.stringify({ type: 'commandResult' })],
  ])('ignores %s', (_name, text) => {
    expect(parseIncoming(text)).toBeNull();
  });
});

describe('isChangeMessage', () => {
  test('changes carry their own seq; hellos and wait ticks repeat the latest', () => {
    expect(isChangeMessage({ type: 'bookingCreated', seq: 1, barberId: 1, bookingId: 1, data: { bookingType: 'queue' } })).toBe(true);
    expect(isChangeMessage({ type: 'shopStatusUpdated', seq: 1, data: { isOpen: true } })).toBe(true);
    expect(isChangeMessage({ type: 'connected', seq: 1, data: { seq: 1 } })).toBe(false);
    expect(isChangeMessage({ type: 'waitTimeUpdated', seq: 1, barberId: 1, data: { estimatedWaitTime: 0, noWait: true, availability: { status: 'working', until: null, queueClosed: false } } })).toBe(false);
  });
});

describe('socketUrl', () => {
  test('uses wss under https and ws otherwise, on the same host', () => {
    expect(socketUrl({ protocol: 'https:', host: 'shop.example.in', pathname: '/track' })).toBe('wss://shop.example.in/ws');
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:3100', pathname: '/' })).toBe('ws://127.0.0.1:3100/ws');
  });

  test("stays under the page's shop base", () => {
    expect(socketUrl({ protocol: 'https:', host: 'chair.example', pathname: '/s/main/track' })).toBe('wss://chair.example/s/main/ws');
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:3100', pathname: '/s/shop-2' })).toBe('ws://127.0.0.1:3100/s/shop-2/ws');
    expect(socketUrl({ protocol: 'https:', host: 'chair.example', pathname: '/sitemap' })).toBe('wss://chair.example/ws');
  });
});
