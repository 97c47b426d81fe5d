import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../shared/schemas/common.js';
import { loggableError } from '../log.js';
import { isConnectionLost, isDataException } from '../db/errors.js';
import { AppError, databaseUnavailable, invalidValue, RECONNECT_RETRY_SECONDS } from './errors.js';

/**
 * The answer to an error that is not a fault of the server's code: an AppError as it is, a value
 * the database refused as data (400), a database connection lost under the request (503, try
 * again). Undefined for anything else, which is a 500. Shared by HTTP routes and socket commands.
 */
export function expectedFailure(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isDataException(error)) return invalidValue();
  if (isConnectionLost(error)) return databaseUnavailable(RECONNECT_RETRY_SECONDS);
  return undefined;
}

/** Answers every error as `{error, message}` (DESIGN §6); a 5xx reveals nothing internal. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[field] ??= issue.message ?? 'Invalid input';
      }
      const message = Object.values(fields)[0] ?? 'Invalid input';
      return reply.status(400).send({ error: 'VALIDATION_ERROR', message, fields } satisfies ApiError);
    }
    const known = expectedFailure(error);
    if (known !== error && known) request.log.warn({ err: loggableError(error) }, known.message);
    if (known) {
      if (known.retryAfter !== undefined) void reply.header('retry-after', String(known.retryAfter));
      return reply.status(known.statusCode).send({ error: known.code, message: known.message, ...known.extra } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({ error: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' });
    }
    if (status === 415) {
      return reply.status(415).send({ error: 'UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not accepted here' });
    }
    if (status === 429) {
      return reply.status(429).send({ error: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: 'BAD_REQUEST', message: 'The request could not be read' });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.status(500).send({ error: 'INTERNAL', message: 'Something went wrong. Please try again.' });
  });
}
