/**
 * Runs `tasks` once the browser is idle after the first paint. Used to fetch the frame's lazy
 * parts (toasts, the phone menu) early enough that they are there when the network is not.
 */
export function preloadWhenIdle(tasks: readonly (() => void)[]): () => void {
  const run = () => {
    for (const task of tasks) task();
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 3_000 });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }
  const timer = setTimeout(run, 1_500);
  return () => {
    clearTimeout(timer);
  };
}
