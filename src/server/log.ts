import type { FastifyRequest } from 'fastify';
import pretty from 'pino-pretty';

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

export type LogFormat = 'json' | 'pretty';

/**
 * How the server writes its log: readable lines for a person at an interactive terminal, else one
 * JSON object a line (for log collectors). LOG_FORMAT chooses either.
 */
export function chooseLogFormat(setting: LogFormat | undefined, stdoutIsTty: boolean): LogFormat {
  return setting ?? (stdoutIsTty ? 'pretty' : 'json');
}

/** A request's lines read `req-1 GET /api/barbers` and `req-1 200 in 3 ms`; others keep their message. */
function readableMessage(log: Record<string, unknown>, messageKey: string): string {
  const text = log[messageKey];
  const message = typeof text === 'string' ? text : '';
  const id = typeof log.reqId === 'string' ? `${log.reqId} ` : '';
  const req = log.req as { method?: string; url?: string } | undefined;
  if (message === 'incoming request' && req) return `${id}${req.method} ${req.url}`;
  const res = log.res as { statusCode?: number } | undefined;
  if (message === 'request completed' && res) return `${id}${res.statusCode} in ${Math.round(Number(log.responseTime))} ms`;
  return id + message;
}

/** The readable log: time, level and message on one line, with any other fields after it. */
export function prettyLogStream(options: { destination?: NodeJS.WritableStream; colorize?: boolean } = {}) {
  return pretty({
    ...options,
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: readableMessage,
  });
}
