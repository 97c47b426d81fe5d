import { useEffect, useRef, useState } from 'react';

/**
 * A value edited on screen and saved shortly after each change (docs/product/screens.md: "each edit saves
 * immediately"). A quick run of changes, like typing the hour then the minutes of a time, is saved
 * once; leaving the field saves at once. Until the save settles the draft is shown, then the
 * server's value again (the saved one, or the old one if the save failed).
 */
export function useDraftSave<T>(saved: T, save: (value: T, done: () => void) => void, delayMs = 500) {
  const [draft, setDraft] = useState<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const queued = useRef<{ value: T } | null>(null);
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });

  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = queued.current;
    queued.current = null;
    if (next)
      latestSave.current(next.value, () => {
        // A newer edit may be waiting; only the last save hands the field back to the server's value.
        if (!queued.current) setDraft(null);
      });
  };

  // A change still waiting when the card goes away (another tab) is saved, not lost.
  // (flush reads only refs and the state setter, so the first render's copy is as good as any.)
  useEffect(() => flush, []);

  const change = (value: T) => {
    setDraft({ value });
    queued.current = { value };
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, delayMs);
  };

  return { value: draft ? draft.value : saved, change, flush, editing: draft !== null };
}
