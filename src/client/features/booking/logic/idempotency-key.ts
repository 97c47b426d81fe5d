/**
 * Idempotency keys for POST /api/bookings. One key stands for one request body: a retried submit
 * (a network error, a double tap) sends the same key and the server answers with the booking it
 * already made; a changed body gets a fresh key, since the server refuses a reused key with another
 * body (422 IDEMPOTENCY_KEY_MISMATCH).
 */

/** JSON with object keys sorted, so two equal bodies built in another order match. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
    const record = item as Record<string, unknown>;
    return Object.fromEntries(Object.keys(record).sort().map((key) => [key, record[key]]));
  });
}

type RandomSource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/**
 * A random UUID v4. `crypto.randomUUID` exists only in secure contexts (https, localhost), and a
 * shop may serve the app over plain http on its own network, so random bytes stand in for it there.
 */
export function randomKey(source: RandomSource = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface IdempotencyKeys {
  /** The key for this body: the last one while the body is the same, else a new one. */
  keyFor: (body: unknown) => string;
  /** Forgets the key (after a booking was made, the same body is a new request). */
  reset: () => void;
}

export function createIdempotencyKeys(makeKey: () => string = randomKey): IdempotencyKeys {
  let last: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(body) {
      const fingerprint = stableStringify(body);
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: makeKey() };
      return last.key;
    },
    reset() {
      last = null;
    },
  };
}
