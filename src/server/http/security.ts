import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json');
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a raw image body (photo upload) instead of JSON. */
    acceptsImages?: boolean;
  }
}
