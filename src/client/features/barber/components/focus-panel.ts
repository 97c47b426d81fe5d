/**
 * Moves focus to the open tab's panel. Used when the button that had focus went away with its
 * booking (started, completed, cancelled), so keyboard users stay where they were working.
 */
export function focusActivePanel(): void {
  document.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"]')?.focus();
}

/** Focus is lost (on the page body) after the focused element was removed. */
export function focusIsLost(): boolean {
  return !document.activeElement || document.activeElement === document.body;
}
