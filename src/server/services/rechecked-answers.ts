/**
 * Answers the database gives for a key (a shop's slug, a host name), kept in memory and looked up
 * again in the background once older than `recheckMs`, the old answer served meanwhile
 * (docs/decisions/0020-shop-routing.md): a key answered lately costs a map lookup and no promise.
 * Keys that name nothing are remembered too, in the same map, and the map is bounded: past `bound`
 * the oldest key goes, so a sweep of made-up keys cannot grow memory.
 */
export interface RecheckedAnswers<V> {
  /** The answer from memory when there is one (looked up again in the background once old), else from the database. */
  get(key: string): V | Promise<V>;
  /** Looks the key up now, whatever is remembered; concurrent lookups of one key share one query. */
  lookUp(key: string): Promise<V>;
  /** Looks the key up again in the background if it is remembered and its answer is old. */
  recheck(key: string): void;
  /** Whether the key is remembered or being looked up. */
  has(key: string): boolean;
  /** Remembers an answer the caller read itself, as of now. */
  remember(key: string, value: V): void;
  /** Looks the key up at its next use. */
  forget(key: string): void;
  /** Forgets every key whose answer passes the test. */
  forgetWhere(test: (value: V) => boolean): void;
  /** Forgets every key, lookups under way included: their answers reach their own callers only. */
  clear(): void;
}

export interface RecheckedAnswersOptions<V> {
  find: (key: string) => Promise<V>;
  recheckMs: number;
  /** How many keys are remembered at most. */
  bound: number;
  clock: () => number;
  /** Told of a background lookup that failed (the old answer stands). */
  onBackgroundError: (error: unknown) => void;
}

interface Entry<V> {
  checkedAt: number;
  /** Absent until the first lookup answers. */
  answer?: { value: V };
  /** A lookup under way, so concurrent requests for a key share one query. */
  pending?: Promise<V>;
}

export function createRecheckedAnswers<V>(options: RecheckedAnswersOptions<V>): RecheckedAnswers<V> {
  const entries = new Map<string, Entry<V>>();

  function bound(added: string): void {
    if (entries.size <= options.bound) return;
    const oldest = entries.keys().next().value;
    if (oldest !== undefined && oldest !== added) entries.delete(oldest);
  }

  function lookUp(key: string): Promise<V> {
    const entry = entries.get(key);
    if (entry?.pending) return entry.pending;
    const pending = options.find(key).then(
      (value) => {
        // Forgotten while it was looked up (a domain set, a shop suspended, or pushed out by the
        // bound), or remembered anew: this answer may be older than what made it go, so it answers
        // its own callers only and the key is looked up again at its next use.
        if (entries.get(key)?.pending !== pending) return value;
        entries.set(key, { checkedAt: options.clock(), answer: { value } });
        return value;
      },
      (error: unknown) => {
        // The database is away: the last answer stands until it is back.
        const current = entries.get(key);
        if (current?.pending === pending) {
          if (current.answer) delete current.pending;
          else entries.delete(key);
        }
        throw error;
      },
    );
    entries.set(key, { checkedAt: entry?.checkedAt ?? 0, ...(entry?.answer ? { answer: entry.answer } : {}), pending });
    bound(key);
    return pending;
  }

  function stale(entry: Entry<V>): boolean {
    return !entry.pending && options.clock() - entry.checkedAt >= options.recheckMs;
  }

  function recheckInBackground(key: string): void {
    lookUp(key).catch(options.onBackgroundError);
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry?.answer) return lookUp(key);
      if (stale(entry)) recheckInBackground(key);
      return entry.answer.value;
    },
    lookUp,
    recheck(key) {
      const entry = entries.get(key);
      if (entry?.answer && stale(entry)) recheckInBackground(key);
    },
    has: (key) => entries.has(key),
    remember(key, value) {
      entries.set(key, { checkedAt: options.clock(), answer: { value } });
      bound(key);
    },
    forget(key) {
      entries.delete(key);
    },
    forgetWhere(test) {
      for (const [key, entry] of entries) {
        if (entry.answer && test(entry.answer.value)) entries.delete(key);
      }
    },
    clear() {
      entries.clear();
    },
  };
}
