import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../shared/schemas/common.js';
import { loggableError } from '../log.js';
import { AppError, answerToDatabaseError } from './errors.js';

/** Answers every error as `{error, message}` (docs/product/api.md#errors-and-bad-input); a 5xx reveals nothing internal. */
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
    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) void reply.header('retry-after', String(error.retryAfter));
      return reply
        .status(error.statusCode)
        .send({ error: error.code, message: error.message, ...error.extra } satisfies ApiError);
    }
    const answer = answerToDatabaseError(error);
    if (answer) {
      if (answer.statusCode >= 500) request.log.error({ err: loggableError(error) }, 'request failed: the database cannot do its work now');
      else request.log.warn({ err: loggableError(error) }, 'request refused by the database as data');
      if (answer.retryAfter !== undefined) void reply.header('retry-after', String(answer.retryAfter));
      return reply.status(answer.statusCode).send({ error: answer.code, message: answer.message } satisfies ApiError);
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
