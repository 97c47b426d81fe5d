import { PassThrough } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { chooseLogFormat, loggableError, loggerOptions, maskPhones, prettyLogStream } from './log.js';

describe('log hygiene', () => {
  it('masks 10-digit phone numbers, with or without +91, and leaves other numbers alone', () => {
    expect(maskPhones('/api/bookings/track/9876543210')).toBe('/api/bookings/track/98******10');
    expect(maskPhones('phone +919876543210 and 919876543210')).toBe('phone 98******10 and 98******10');
    expect(maskPhones('token 12345 at 1795248338653')).toBe('token 12345 at 1795248338653');
  });

  it('drops query parameters from a database error and masks phones in what remains', () => {
    const cause = new Error('duplicate key value violates unique constraint');
    const error = new Error('Failed query: insert into bookings values ($1, $2)\nparams: Asha Verma,9876543210', { cause });
    const logged = loggableError(error);
    expect(logged.message).toContain('params: [hidden]');
    expect(logged.message).toContain('cause: duplicate key');
    expect(JSON.stringify(logged)).not.toContain('9876543210');
    expect(JSON.stringify(logged)).not.toContain('Asha Verma');
  });
});

describe('log format', () => {
  it('is readable on an interactive terminal and JSON anywhere else, unless LOG_FORMAT says', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });

  it('writes a request as its method, path and status, one line each, with no JSON', () => {
    const destination = new PassThrough();
    let written = '';
    destination.on('data', (chunk: Buffer) => {
      written += chunk.toString();
    });
    const log = pino(loggerOptions('info'), prettyLogStream({ destination, colorize: false }));
    log.info({ reqId: 'req-7', req: { method: 'GET', url: '/api/barbers', remoteAddress: '127.0.0.1' } }, 'incoming request');
    log.info({ reqId: 'req-7', res: { statusCode: 200 }, responseTime: 3.4 }, 'request completed');
    log.warn({ database: 'embedded' }, 'Chair is running at http://localhost:3000');
    const lines = written.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d] INFO: req-7 GET \/api\/barbers$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d] INFO: req-7 200 in 3 ms$/);
    expect(lines[2]).toMatch(/^\[\d\d:\d\d:\d\d] WARN: Chair is running at http:\/\/localhost:3000 \{"database":"embedded"}$/);
  });
});
