import type { FastifyRequest } from 'fastify';

const PHONE = /(?<!\d)(?:\+?91)?(\d{2})\d{6}(\d{2})(?!\d)/g;

/** Masks every 10-digit phone number in a text: '9876543210' becomes '98******10'. */
export function maskPhones(text: string): string {
  return text.replace(PHONE, '$1******$2');
}

/**
 * Logger options: structured pino logs that never hold one-time codes, passwords, session tokens
 * or full phone numbers. Bodies are not logged; URLs are logged with phones masked and no query.
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-manage-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.otp',
        '*.code',
        '*.token',
        '*.manageToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: maskPhones(request.url.split('?')[0] ?? ''),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
