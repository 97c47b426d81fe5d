import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import { loggerOptions } from '../../src/server/log.js';

/**
 * A logger with the production options (redaction, request serializer) at the most verbose level,
 * whose every line lands in `lines`: for the tests of what the logs never hold.
 */
export function capturedLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino(loggerOptions('trace'), stream), lines };
}
