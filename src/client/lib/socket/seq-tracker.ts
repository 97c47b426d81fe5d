/**
 * Sequence bookkeeping for live messages (docs/product/architecture.md#live-updates). Change messages carry the shop's change
 * number `seq`: 1, 2, 3… in commit order, with no hole for a rolled-back change. A hole is a
 * message lost on its way (an instance's listener was away, a socket dropped one); a repeat can
 * come after a reconnect. So: remember the numbers seen (not just the highest) to skip repeats,
 * and treat a hole as a missed message when it stays open for a grace period, in case the missing
 * message is only late.
 */
export class SeqTracker {
  private readonly seen = new Set<number>();
  private readonly missing = new Map<number, number>();
  private max: number | null = null;
  /** A jump too wide to wait out message by message: refetch at once. */
  private overflow = false;

  constructor(
    private readonly graceMs = 2_000,
    /** How far back repeats are recognised; anything older counts as already seen. */
    private readonly window = 512,
    private readonly maxMissing = 64,
  ) {}

  /** A fresh connection said where the server is; holes before it are covered by a refetch. */
  reset(seq: number): void {
    this.max = seq;
    this.missing.clear();
    this.overflow = false;
    this.prune();
  }

  /** Records a change message; 'duplicate' means it was handled already and must be skipped. */
  accept(seq: number, now: number): 'fresh' | 'duplicate' {
    if (this.seen.has(seq)) return 'duplicate';
    if (this.max !== null && seq <= this.max - this.window) return 'duplicate';
    this.seen.add(seq);
    this.missing.delete(seq);
    if (this.max === null) {
      this.max = seq;
    } else if (seq > this.max) {
      const skipped = seq - this.max - 1;
      if (skipped > this.maxMissing) {
        this.overflow = true;
      } else {
        for (let hole = this.max + 1; hole < seq; hole++) {
          if (!this.seen.has(hole)) this.missing.set(hole, now);
        }
      }
      this.max = seq;
      this.prune();
    }
    return 'fresh';
  }

  /** When the oldest open hole becomes a missed message (ms timestamp), or null with none open. */
  nextDeadline(): number | null {
    if (this.overflow) return 0;
    let oldest: number | null = null;
    for (const noticedAt of this.missing.values()) oldest = oldest === null ? noticedAt : Math.min(oldest, noticedAt);
    return oldest === null ? null : oldest + this.graceMs;
  }

  /**
   * True when a message was missed (a hole outlived the grace period, or a jump was too wide);
   * the caller refetches everything live, which covers every open hole, so all are forgotten.
   */
  takeMissed(now: number): boolean {
    const deadline = this.nextDeadline();
    if (deadline === null || deadline > now) return false;
    this.missing.clear();
    this.overflow = false;
    return true;
  }

  private prune(): void {
    if (this.max === null) return;
    const floor = this.max - this.window;
    for (const seq of this.seen) if (seq <= floor) this.seen.delete(seq);
  }
}
