/** How long to wait for an anchored section to appear (its page's code and data may be loading). */
const HASH_WAIT_MS = 4_000;

/**
 * Scrolls to the element with this id once it exists: after a navigation to '/#services' the home
 * page is still loading, so the section is looked for on each frame for a few seconds.
 * Returns a function that stops looking.
 */
export function scrollToIdWhenReady(id: string): () => void {
  const started = performance.now();
  let frame = 0;
  const look = () => {
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ block: 'start' });
      return;
    }
    if (performance.now() - started < HASH_WAIT_MS) frame = requestAnimationFrame(look);
  };
  look();
  return () => {
    cancelAnimationFrame(frame);
  };
}
