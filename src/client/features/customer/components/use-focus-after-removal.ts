import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to `target` when a card leaves the list while focus was inside it: a cancelled
 * booking moves to the past ones (its Cancel dialog goes with it), and a barber finishing a
 * booking removes it live. Without this, focus would drop to the top of the page.
 */
export function useFocusAfterRemoval(target: RefObject<HTMLElement | null>, ids: readonly number[]): void {
  const previous = useRef(ids);
  const key = ids.join(',');
  useEffect(() => {
    const removed = previous.current.some((id) => !ids.includes(id));
    previous.current = ids;
    const active = document.activeElement;
    if (removed && (active === null || active === document.body)) target.current?.focus();
    // `key` stands for the ids: a new array with the same ids is no change.
  }, [key]);
}
