import { STATUS_CODES, type ServerOptions, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/** How long a connection may take over each part of a request (docs/decisions/0013-timeouts-and-connection-cap.md). */
export interface HttpTimeouts {
  /** A request's headers and body must have arrived this long after its first byte; else 408. */
  requestMs: number;
  /** Its headers alone (and a new connection's first request) must have arrived this long after it began; else 408. */
  headersMs: number;
  /** A kept-alive connection with no request in flight is closed after this long. */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: HttpTimeouts = { requestMs: 30_000, headersMs: 15_000, keepAliveMs: 72_000 };

/**
 * Node looks for late requests only every `connectionsCheckingInterval` (30 s by default), so a
 * 30 s timeout would be enforced at anything up to 60 s: look ten times per timeout, at most once
 * a second.
 */
export function checkingIntervalMs(timeouts: HttpTimeouts): number {
  return Math.min(1000, Math.max(10, Math.floor(Math.min(timeouts.requestMs, timeouts.headersMs) / 10)));
}

/** The Fastify options that make the HTTP server enforce `timeouts`. */
export function timeoutOptions(timeouts: HttpTimeouts) {
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new Error(`The headers timeout (${timeouts.headersMs} ms) cannot be longer than the request timeout (${timeouts.requestMs} ms)`);
  }
  const http: ServerOptions = {
    requestTimeout: timeouts.requestMs,
    headersTimeout: timeouts.headersMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: checkingIntervalMs(timeouts),
  };
  return {
    http,
    // Fastify sets these on the server it makes, over the ones above: the same values.
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // No idle timeout on the socket: it would close an idle websocket and answer nothing to a
    // stalled request, where the request timeout answers 408.
    connectionTimeout: 0,
  };
}

interface ClientErrorAnswer {
  status: number;
  error: string;
  message: string;
}

const TIMED_OUT: ClientErrorAnswer = {
  status: 408,
  error: 'REQUEST_TIMEOUT',
  message: 'The request took too long to arrive. Please try again.',
};
const HEADERS_TOO_LARGE: ClientErrorAnswer = { status: 431, error: 'HEADERS_TOO_LARGE', message: 'The request headers are too large' };
const UNREADABLE: ClientErrorAnswer = { status: 400, error: 'BAD_REQUEST', message: 'The request could not be read' };

function answerFor(code: string | undefined): ClientErrorAnswer {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return TIMED_OUT;
  if (code === 'HPE_HEADER_OVERFLOW') return HEADERS_TOO_LARGE;
  return UNREADABLE;
}

/** The bytes of a raw answer to a connection the HTTP parser gave up on. */
export function clientErrorResponse(code: string | undefined): string {
  const answer = answerFor(code);
  const body = JSON.stringify({ error: answer.error, message: answer.message });
  return (
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ''}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Connection: close\r\n\r\n' +
    body
  );
}

/** Node's socket of an HTTP connection, with the answer in flight on it (Node's own field). */
type HttpSocket = Socket & { _httpMessage?: ServerResponse | null };

/**
 * Answers a connection that timed out or sent what HTTP cannot read, as `{error, message}` like
 * every other answer, then closes it. As Node's own handler, it writes nothing when an answer has
 * already begun on the connection: that would corrupt it.
 */
export function clientErrorHandler(log: () => FastifyBaseLogger) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    log().debug({ code: error.code }, 'connection answered as a client error');
    const inFlight = (socket as HttpSocket)._httpMessage;
    if (socket.writable && !inFlight?.headersSent) socket.write(clientErrorResponse(error.code));
    socket.destroy(error);
  };
}
