import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/**
 * The current time, moved on at each minute boundary (every zone's offset is whole minutes, so
 * that is each shop-local minute too): the board's clock changes with the wall clock, not up to
 * a minute after it.
 */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => {
      setNow(Date.now());
    }, MINUTE - (now % MINUTE));
    return () => {
      clearTimeout(timer);
    };
  }, [now]);
  return now;
}
