import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, UPLOAD_IMAGE_MESSAGE } from './errors.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The one inline <style> the client renders: Radix Select's viewport hides its scrollbar with it.
 * Allowed by its hash alone (a test checks it against the installed Radix), so no other inline
 * style runs.
 */
export const SELECT_VIEWPORT_STYLE =
  '[data-radix-select-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}[data-radix-select-viewport]::-webkit-scrollbar{display:none}';
const SELECT_VIEWPORT_STYLE_HASH = "'sha256-441zG27rExd4/il+NvIqyL8zFx5XmyNQtE381kSkUJk='";

/**
 * The Content-Security-Policy of an app page: scripts and styles only from the app itself (the
 * client writes no other <style> element: its dialogs' scroll lock uses a constructed stylesheet),
 * images from the app, data: and https:, connections to the app and its websocket, no framing.
 */
export function pagePolicy(host: string | undefined): string {
  const socket = host !== undefined && SAFE_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${SELECT_VIEWPORT_STYLE_HASH}`,
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

/**
 * The policy of the service worker's script (public/sw.js), which governs the worker itself: it
 * may load and fetch from the app only.
 */
export const WORKER_POLICY = "default-src 'self'";

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/** Headers every answer carries; a page replaces the policy with its own (pagePolicy). */
const SECURITY_HEADERS = {
  // Uploaded photos are served as files: never let a browser sniff one into HTML or script.
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  // API answers are data and may load nothing.
  'content-security-policy': API_POLICY,
};

/**
 * Runs first on every request: sets the security headers and refuses what no route may take
 * (docs/product/roles.md: mutating API routes accept only JSON and only from this site's own pages; a browser
 * always sends Origin on such requests, so a foreign Origin is refused). The headers are set
 * here rather than in an onSend hook so that a hot read passes through no extra hook.
 */
export function guardRequest(request: FastifyRequest, reply: FastifyReply): void {
  void reply.headers(SECURITY_HEADERS);
  refuseUnacceptable(request);
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
