import { describe, expect, it } from 'vitest';
import { checkingIntervalMs, clientErrorResponse, DEFAULT_TIMEOUTS, timeoutOptions } from './timeouts.js';

describe('HTTP timeouts', () => {
  it('has Node look for late requests often enough to answer within a tenth of the timeout, at most every second', () => {
    expect(checkingIntervalMs(DEFAULT_TIMEOUTS)).toBe(1000);
    expect(checkingIntervalMs({ requestMs: 1000, headersMs: 500, keepAliveMs: 5000 })).toBe(50);
  });

  it('gives the server the same request timeout twice, since Fastify sets it over the http options', () => {
    const options = timeoutOptions(DEFAULT_TIMEOUTS);
    expect(options.http).toMatchObject({ requestTimeout: 30_000, headersTimeout: 15_000, keepAliveTimeout: 72_000 });
    expect(options).toMatchObject({ requestTimeout: 30_000, keepAliveTimeout: 72_000, connectionTimeout: 0 });
  });

  it('refuses a headers timeout longer than the request timeout, as Node would at the first request', () => {
    expect(() => timeoutOptions({ requestMs: 1000, headersMs: 2000, keepAliveMs: 5000 })).toThrow(/headers timeout \(2000 ms\)/);
  });

  it('answers a client error as {error, message} and closes the connection', () => {
    const [head = '', body] = clientErrorResponse('HPE_HEADER_OVERFLOW').split('\r\n\r\n');
    expect(head.split('\r\n')).toEqual([
      'HTTP/1.1 431 Request Header Fields Too Large',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body ?? '')}`,
      'Connection: close',
    ]);
    expect(JSON.parse(body ?? '')).toEqual({ error: 'HEADERS_TOO_LARGE', message: 'The request headers are too large' });
    expect(clientErrorResponse('HPE_INVALID_METHOD')).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n[\s\S]*"error":"BAD_REQUEST"/);
  });
});
