import type { WalkInAlternatives } from '../../shared/schemas/common.js';
/** An expected failure with a stable code: answered as `{error: code, message}` with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: { fields?: Record<string, string>; activeBookingId?: number; alternatives?: WalkInAlternatives } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** Seconds a client should wait before trying again (sent as Retry-After). */
  retryAfter?: number;

  withRetryAfter(seconds: number): this {
    this.retryAfter = seconds;
    return this;
  }
}

export const badRequest = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { fields: { [field]: message } });
export const unauthorized = (message = 'Please log in') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do that') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);

/** The answer to a value the database could not take (see `isDataException`). */
export const invalidValue = () =>
  new AppError(400, 'INVALID_VALUE', 'A value in the request is out of range or contains characters that are not allowed');

/** The answer on a connection past the server's connection cap (docs/decisions/0013-timeouts-and-connection-cap.md). */
export const serverBusy = (retryAfterSeconds: number) =>
  new AppError(503, 'SERVER_BUSY', 'The shop is very busy right now. Please try again in a few seconds.').withRetryAfter(retryAfterSeconds);

export const UPLOAD_IMAGE_MESSAGE = 'Upload a JPEG, PNG, WebP or GIF image';
