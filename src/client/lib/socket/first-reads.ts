/**
 * Changes that slip between a page's first reads and its socket's hello (DESIGN §5). A page reads
 * over HTTP, then its socket connects; a change committed in between is in neither the answers
 * nor the socket's messages. Every API read says which change it was answered after (the
 * server's `x-live-seq`); a read begun before the hello and answered after an older change than
 * the hello's may have missed one, and the page reads what is live again. Later hellos need none
 * of this: a reconnect refetches everything anyway.
 */
export class FirstReads {
  private helloAt: number | null = null;
  private helloSeq = 0;
  /** The oldest change a read answered before the hello was answered after. */
  private oldest: number | null = null;

  /**
   * A read begun at `startedAt` (a `performance.now()` time) was answered after change `seq`.
   * True when it may have missed a change the socket will not bring.
   */
  answered(seq: number, startedAt: number): boolean {
    if (this.helloAt === null) {
      this.oldest = this.oldest === null ? seq : Math.min(this.oldest, seq);
      return false;
    }
    return startedAt < this.helloAt && seq < this.helloSeq;
  }

  /** The socket's hello at `at`. True, for the first hello only, when a read answered before it is older. */
  hello(seq: number, at: number): boolean {
    if (this.helloAt !== null) return false;
    this.helloAt = at;
    this.helloSeq = seq;
    return this.oldest !== null && this.oldest < seq;
  }
}

/** The page's one record of its first reads: the API client reports to it, the live runtime asks it. */
export const firstReads = new FirstReads();

const staleListeners = new Set<() => void>();

/** Called by the API client for every read that carried a live seq. */
export function noteLiveRead(seqHeader: string | null, startedAt: number): void {
  if (seqHeader === null) return;
  const seq = Number(seqHeader);
  if (!Number.isSafeInteger(seq)) return;
  if (firstReads.answered(seq, startedAt)) for (const listener of staleListeners) listener();
}

/** Hears of reads answered after the hello that are older than it; returns the unsubscribe. */
export function onStaleFirstRead(listener: () => void): () => void {
  staleListeners.add(listener);
  return () => {
    staleListeners.delete(listener);
  };
}
