import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, UPLOAD_IMAGE_MESSAGE } from './errors.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The Content-Security-Policy of an app page: scripts and styles only from the app itself (the
 * client writes no <style> element: its dialogs' scroll lock uses a constructed stylesheet),
 * images from the app, data: and https:, connections to the app and its websocket, no framing.
 */
export function pagePolicy(host: string | undefined): string {
  const socket = host !== undefined && SAFE_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${socket}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/**
 * Every mutating API route accepts only JSON and only from this site's own pages (DESIGN §4):
 * a browser always sends Origin on such requests, so a foreign Origin is refused.
 */
export function registerRequestGuards(app: FastifyInstance): void {
  // Uploaded photos are served as files: never let a browser sniff one into HTML or script.
  app.addHook('onSend', (_request, reply, payload, done) => {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'same-origin');
    void reply.header('x-frame-options', 'DENY');
    // Pages set their own policy (pagePolicy); API answers are data and may load nothing.
    if (!reply.hasHeader('content-security-policy')) void reply.header('content-security-policy', API_POLICY);
    done(null, payload);
  });
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      refuseUnacceptable(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

/** Throws for a mutating API request from a foreign origin or with a body that is not JSON. */
function refuseUnacceptable(request: FastifyRequest): void {
  if (!MUTATING.has(request.method) || !request.url.startsWith('/api/')) return;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (originHost !== request.headers.host) {
      throw new AppError(403, 'FOREIGN_ORIGIN', 'Requests from other sites are not accepted');
    }
  }
  const routeConfig = request.routeOptions.config as { acceptsImages?: boolean };
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const accepted = type === 'application/json' || (routeConfig.acceptsImages === true && type.startsWith('image/'));
  if (hasBody(request) && !accepted) {
    const message = routeConfig.acceptsImages === true ? UPLOAD_IMAGE_MESSAGE : 'Send the request body as application/json';
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a raw image body (photo upload) instead of JSON. */
    acceptsImages?: boolean;
  }
}
