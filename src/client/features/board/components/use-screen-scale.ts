import { useLayoutEffect } from 'react';

/**
 * Sizes the whole page to the screen while the board is shown: the root font size is a 45th of
 * the height (16 px at 720p, 24 px at 1080p) or an 80th of the width if narrower, so every rem of
 * the layout grows with the TV and 1280x720 and 1920x1080 look the same. Put back when left.
 */
export function useScreenScale(): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = root.style.fontSize;
    root.style.fontSize = 'min(calc(100vh / 45), calc(100vw / 80))';
    return () => {
      root.style.fontSize = previous;
    };
  }, []);
}
