/**
 * Changes that slip between a page's reads and its socket's hello (DESIGN §5). A page reads over
 * HTTP, then its socket connects; a change committed in between is in neither the answers nor
 * the socket's messages. Every API read says which change it was answered after (the server's
 * `x-live-seq`). At the page's first hello, the page reads what is live again if a read answered
 * before it is older than the hello; a read begun before the hello and answered after it is
 * compared as it arrives. Every later hello (a reconnect) reads everything again anyway.
 */
export class FirstReads {
  private hellos = 0;
  private helloAt = 0;
  private helloSeq = 0;
  /** The oldest change a read answered before the first hello was answered after. */
  private oldest: number | null = null;
  /** When everything live was last read again: reads begun before it are covered by that. */
  private refetchedAt = Number.NEGATIVE_INFINITY;

  /**
   * A read begun at `startedAt` (a `performance.now()` time) was answered after change `seq`.
   * True when it may have missed a change the socket will not bring.
   */
  answered(seq: number, startedAt: number): boolean {
    if (this.hellos === 0) {
      this.oldest = this.oldest === null ? seq : Math.min(this.oldest, seq);
      return false;
    }
    if (startedAt >= this.helloAt || startedAt < this.refetchedAt) return false;
    return seq < this.helloSeq;
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

/** The page's one record of its reads and hellos: the API client reports to it, the live runtime asks it. */
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
