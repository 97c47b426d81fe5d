import { useCallback, useEffect, useRef, useState } from 'react';
import { locate, type LocateFailure, type Spot } from '../logic/spot.js';

/** How long typing may pause before the list is asked with the search. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The search as typed, and as the list is asked with it once typing pauses (trimmed, spaces folded). */
export function useSearch(): { text: string; setText: (text: string) => void; search: string } {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const next = text.replace(/\s+/g, ' ').trim();
    // Cleared: at once, so the whole list is back without a wait.
    if (next === '') {
      setSearch('');
      return;
    }
    const timer = setTimeout(() => {
      setSearch(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text]);
  return { text, setText, search };
}

export type SpotStatus = 'idle' | 'locating' | 'located' | LocateFailure;

export interface VisitorSpot {
  spot: Spot | null;
  status: SpotStatus;
  /** Asks the browser where the visitor is (it asks the visitor the first time). */
  find: () => void;
  /** Forgets the spot: the list goes back to its order by area. */
  forget: () => void;
}

/**
 * The visitor's spot for the list (docs/product/screens.md#shops), asked only when they press "Use
 * my location", and held in this page's memory alone: never stored, never put in the address.
 */
export function useVisitorSpot(): VisitorSpot {
  const [spot, setSpot] = useState<Spot | null>(null);
  const [status, setStatus] = useState<SpotStatus>('idle');
  // Each ask has a number: an answer to one the visitor has since taken back is dropped.
  const asked = useRef(0);
  const find = useCallback(() => {
    asked.current += 1;
    const ask = asked.current;
    setStatus('locating');
    const geolocation = 'geolocation' in navigator ? navigator.geolocation : undefined;
    void locate(geolocation).then((found) => {
      if (ask !== asked.current) return;
      if (typeof found === 'string') {
        setStatus(found);
        return;
      }
      setSpot(found);
      setStatus('located');
    });
  }, []);
  const forget = useCallback(() => {
    asked.current += 1;
    setSpot(null);
    setStatus('idle');
  }, []);
  return { spot, status, find, forget };
}
