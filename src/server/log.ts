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

/**
 * An error as it may be logged: Drizzle puts the query's parameters (names, phone numbers) in its
 * message, so they are cut off, and any phone left in the text is masked.
 */
export function loggableError(error: unknown): { type: string; message: string; code?: string; stack?: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: maskPhones(String(error)) };
  const clean = (text: string) => maskPhones(text.replace(/\nparams:[\s\S]*?(?=\n\s+at |$)/, '\nparams: [hidden]'));
  const code = (error as Error & { code?: unknown }).code;
  const cause = error.cause instanceof Error ? ` (cause: ${clean(error.cause.message)})` : '';
  return {
    type: error.name,
    message: clean(error.message) + cause,
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack ? { stack: clean(error.stack) } : {}),
  };
}
