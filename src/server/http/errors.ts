import type { WalkInAlternatives } from '../../shared/schemas/common.js';
import { isConnectionLost, isDataException, isDiskFull } from '../db/errors.js';

/** An expected failure with a stable code: answered as `{error: code, message}` with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: { fields?: Record<string, string>; activeBookingId?: number; alternatives?: WalkInAlternatives; queueOpensAt?: string } = {},
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

export const DATABASE_UNAVAILABLE_MESSAGE = 'The shop cannot save anything right now. Please try again in a minute.';

/** The answer when the database cannot do its work for now (a full disk): try again after `retryAfterSeconds`. */
export const databaseUnavailable = (retryAfterSeconds: number, message = DATABASE_UNAVAILABLE_MESSAGE) =>
  new AppError(503, 'DATABASE_UNAVAILABLE', message).withRetryAfter(retryAfterSeconds);

/** Seconds to wait after a full disk: room comes back when someone makes it, not within seconds. */
export const DISK_FULL_RETRY_AFTER_SECONDS = 60;

/** Seconds to wait after a lost database connection (docs/decisions/0014-database-faults.md): the next request gets a new one. */
export const RECONNECT_RETRY_SECONDS = 2;
const RECONNECTING_MESSAGE = 'The shop is reconnecting to its records. Please try again in a few seconds.';

/**
 * The answer to a database error that has one, for a route or a socket command: a value the
 * database refused (400), a disk with no room or a connection lost under the request (503, try
 * again). Any other error is the server's (500).
 */
export function answerToDatabaseError(error: unknown): AppError | undefined {
  if (isDataException(error)) return invalidValue();
  if (isDiskFull(error)) return databaseUnavailable(DISK_FULL_RETRY_AFTER_SECONDS);
  if (isConnectionLost(error)) return databaseUnavailable(RECONNECT_RETRY_SECONDS, RECONNECTING_MESSAGE);
  return undefined;
}

export const UPLOAD_IMAGE_MESSAGE = 'Upload a JPEG, PNG, WebP or GIF image';

/** A request whose host or `/s/{slug}` names no shop (docs/decisions/0020-shop-routing.md). */
export const shopNotFound = () => new AppError(404, 'SHOP_NOT_FOUND', 'There is no shop at this address.');

/** A request for a shop the platform suspended. */
export const shopSuspended = () => new AppError(404, 'SHOP_SUSPENDED', 'This shop is not taking bookings.');
