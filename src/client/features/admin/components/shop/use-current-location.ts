import { useEffect, useRef, useState } from 'react';
import { locationProblem, type LocationProblem } from '../../logic/shop-place.js';

/** Where asking the device stands: not asked, waiting, found (how close, in metres), or why not. */
export type LocationState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'found'; accuracyMetres: number }
  | { kind: 'problem'; problem: LocationProblem };

/** The browser's position as a phone at the shop gives it: a fresh fix, not one over a minute old, and not waited for past 20 s. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 };

/**
 * "Use my current location" (docs/product/shop-list.md#where-a-shop-is-and-whether-it-is-listed): asks the browser
 * for the device's position once and hands it to `onFound`. The button, disabled while it waits,
 * gets the keyboard's focus back once the answer comes.
 */
export function useCurrentLocation(onFound: (coords: { latitude: number; longitude: number }) => void) {
  const [state, setState] = useState<LocationState>({ kind: 'idle' });
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  const latestOnFound = useRef(onFound);
  useEffect(() => {
    latestOnFound.current = onFound;
  });

  const busy = state.kind === 'busy';
  useEffect(() => {
    if (busy || !hadFocus.current) return;
    hadFocus.current = false;
    if (document.activeElement === document.body) button.current?.focus();
  }, [busy]);

  const locate = () => {
    // Browsers offer it on https (and localhost) pages only.
    if (!('geolocation' in navigator) || !window.isSecureContext) {
      setState({ kind: 'problem', problem: 'unsupported' });
      return;
    }
    hadFocus.current = document.activeElement === button.current;
    setState({ kind: 'busy' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        latestOnFound.current(position.coords);
        setState({ kind: 'found', accuracyMetres: position.coords.accuracy });
      },
      (error) => {
        setState({ kind: 'problem', problem: locationProblem(error.code) });
      },
      POSITION_OPTIONS,
    );
  };

  /** Forgets the last answer (the fields were typed over, or saved). */
  const clear = () => {
    setState((current) => (current.kind === 'busy' || current.kind === 'idle' ? current : { kind: 'idle' }));
  };

  return { state, locate, clear, button };
}
