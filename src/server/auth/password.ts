import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's minimum: 19 MiB, 2 iterations, parallelism 1. */
// `Algorithm` is an ambient const enum that isolated modules cannot read; 2 is Argon2id.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown user) it verifies against a
 * dummy hash, so both failures take the same time and give the same answer.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('dummy password that matches nothing');
  const target = storedHash ?? (await dummyHash);
  try {
    const matches = await verify(target, password);
    return storedHash !== undefined && matches;
  } catch {
    return false;
  }
}

/** A strong random password: 120 bits, 20 URL-safe characters. */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}
