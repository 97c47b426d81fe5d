/**
 * How long the board may go without news before it stops showing waits as current: no live
 * connection and no successful fetch for this long means the figures on screen may be wrong.
 */
export const STALE_AFTER_MS = 30_000;

export interface NewsMarks {
  /** When the board opened: it has not been without news for longer than it has been up. */
  openedAt: number;
  /** When the live connection was last seen open (it was open until then), or null if never. */
  connectedUntil: number | null;
  /** When the last live message arrived, or null before the first. */
  lastMessageAt: number | null;
  /** When the board's data last came in (a fetch, or a live patch of it), or null before the first. */
  lastDataAt: number | null;
}

/** The latest moment the board knew it was current. */
export function lastNewsAt(marks: NewsMarks): number {
  return Math.max(marks.openedAt, marks.connectedUntil ?? 0, marks.lastMessageAt ?? 0, marks.lastDataAt ?? 0);
}

/**
 * When the board turns stale if nothing more is heard: never while the live connection is open
 * (changes arrive as they happen), else STALE_AFTER_MS after the last news.
 */
export function staleAt(connected: boolean, marks: NewsMarks): number | null {
  return connected ? null : lastNewsAt(marks) + STALE_AFTER_MS;
}

/** Whether the board must say it is reconnecting and stop showing waits as current. */
export function isStale(now: number, deadline: number | null): boolean {
  return deadline !== null && now >= deadline;
}
