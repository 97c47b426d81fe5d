import type { ShopStore } from './store.js';

/**
 * How long a rendered answer that depends on the clock may be served. Wait times are whole
 * minutes, rounded up, and live pages are told to read them again once a minute; five seconds of
 * age is invisible to a person in those figures. What it buys is a bound per shop, not per read:
 * a shop renders each answer at most 12 times a minute however often it is read, so an instance
 * holding a thousand rarely read shops does not render on every read (docs/benchmarks.md, many shops).
 */
export const RENDERED_ANSWER_MS = 5000;

/** Public hot reads rendered to bytes once and sent as they are (docs/product/architecture.md#live-updates, measured in bench/). */
export interface RenderedAnswers {
  /** The answer under `key`, rendered again when the store changed or it is older than RENDERED_ANSWER_MS. */
  get(key: string, render: () => Promise<Buffer>): Promise<Buffer>;
}

interface Entry {
  version: number;
  renderedAt: number;
  body: Promise<Buffer>;
}

/** Answers kept at most; keys come from requests (a barber, a date, services), so they are bounded. */
const MAX_ENTRIES = 1000;

export function createRenderedAnswers(store: ShopStore, clock: () => number, maxEntries = MAX_ENTRIES): RenderedAnswers {
  const entries = new Map<string, Entry>();
  return {
    get(key, render) {
      const version = store.version();
      const now = clock();
      const hit = entries.get(key);
      // A clock that moved backwards (tests set it) makes the entry stale too.
      if (hit && hit.version === version && now >= hit.renderedAt && now - hit.renderedAt < RENDERED_ANSWER_MS) {
        return hit.body;
      }
      // Concurrent requests share one rendering; an entry made before a change is never served
      // after it, because the version it carries is the one from before the rendering began.
      const body = render();
      const entry = { version, renderedAt: now, body };
      entries.delete(key);
      // Insertion order is age order: past the bound, the oldest answer goes.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? key);
      entries.set(key, entry);
      body.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return body;
    },
  };
}
