/**
 * Whether what a page read over HTTP may be older than what its socket has told it (docs/product/architecture.md#live-updates).
 * Every API read says which change it was answered after: the server's `x-live-seq`, the last
 * change the answering instance had heard of when the read began.
 *
 * - A change committed between a page's first reads and its socket's hello is in neither the
 *   answers nor the socket's messages. At the first hello, the page reads what is live again if a
 *   read answered before it is older than the hello; a read begun before the hello and answered
 *   after it is compared as it arrives. Every later hello (a reconnect) reads everything again.
 * - With two instances, the socket's instance may tell of a change before the instance answering
 *   a read has heard of it (they hear each other within milliseconds). A read older than a change
 *   the page already knew of when it began is read again shortly, a few times at most per change.
 */
export class ReadFreshness {
  private hellos = 0;
  private helloAt = 0;
  private helloSeq = 0;
  /** The oldest change a read answered before the first hello was answered after. */
  private oldest: number | null = null;
  /** When everything live was last read again: reads begun before it are covered by that. */
  private refetchedAt = Number.NEGATIVE_INFINITY;
  /** The newest change the socket has brought. */
  private newestChange = 0;
  private retriesFor = { change: 0, count: 0 };

  constructor(private readonly maxRetriesPerChange = 3) {}

  /** The newest change the socket has brought; the API client notes it as a read begins. */
  known(): number {
    return this.newestChange;
  }

  /** A change message arrived on the socket. */
  heard(seq: number): void {
    this.newestChange = Math.max(this.newestChange, seq);
  }

  /**
   * A read begun at `startedAt` (a `performance.now()` time), when the socket had brought changes
   * up to `knownAtStart`, was answered after change `seq`. 'reread' when it may have missed a
   * change the socket will not bring; 'lagging' when its instance had not heard of a change the
   * page knew of, so it is worth reading again in a moment.
   */
  answered(seq: number, startedAt: number, knownAtStart: number): 'fresh' | 'reread' | 'lagging' {
    if (this.hellos === 0) {
      this.oldest = this.oldest === null ? seq : Math.min(this.oldest, seq);
      return 'fresh';
    }
    if (startedAt < this.refetchedAt) return 'fresh';
    if (startedAt < this.helloAt) return seq < this.helloSeq ? 'reread' : 'fresh';
    if (seq >= knownAtStart) return 'fresh';
    if (this.retriesFor.change !== knownAtStart) this.retriesFor = { change: knownAtStart, count: 0 };
    this.retriesFor.count += 1;
    return this.retriesFor.count <= this.maxRetriesPerChange ? 'lagging' : 'fresh';
  }

  /** The socket's hello at `at`. True when the page must read what is live again. */
  hello(seq: number, at: number): boolean {
    this.hellos += 1;
    this.helloAt = at;
    this.helloSeq = seq;
    if (this.hellos > 1) return true;
    return this.oldest !== null && this.oldest < seq;
  }

  /** Everything live is being read again, from `at`. */
  refetched(at: number): void {
    this.refetchedAt = at;
  }
}

/** The page's one record of its reads and its socket: the API client reports to it, the live runtime asks it. */
export const readFreshness = new ReadFreshness();

type StaleListener = (kind: 'reread' | 'lagging') => void;
const staleListeners = new Set<StaleListener>();

/** What the API client notes as a read begins: when, and the newest change the socket had brought. */
export function beginLiveRead(): { startedAt: number; knownAtStart: number } {
  return { startedAt: performance.now(), knownAtStart: readFreshness.known() };
}

/** Called by the API client for every read that carried a live seq. */
export function noteLiveRead(seqHeader: string | null, begun: { startedAt: number; knownAtStart: number }): void {
  if (seqHeader === null) return;
  const seq = Number(seqHeader);
  if (!Number.isSafeInteger(seq)) return;
  const verdict = readFreshness.answered(seq, begun.startedAt, begun.knownAtStart);
  if (verdict !== 'fresh') for (const listener of staleListeners) listener(verdict);
}

/** Hears of reads that may be older than what the socket knows; returns the unsubscribe. */
export function onStaleRead(listener: StaleListener): () => void {
  staleListeners.add(listener);
  return () => {
    staleListeners.delete(listener);
  };
}
