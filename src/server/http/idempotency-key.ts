import { badRequest } from './errors.js';

/**
 * The IETF Idempotency-Key draft asks for a unique, random key (a UUID is typical): a guessable
 * one would let a stranger replay someone's booking, so the key must look random.
 */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,128}$/;

export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || key === '') return undefined;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw badRequest('Idempotency-Key', 'Idempotency-Key must be 16 to 128 letters, digits, dashes or underscores, such as a UUID');
  }
  return key;
}
