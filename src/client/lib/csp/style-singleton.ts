/**
 * A drop-in for `react-style-singleton` (used by Radix's scroll lock) that works under a strict
 * Content Security Policy. The original appends a <style> element, which `style-src 'self'` refuses;
 * a constructed stylesheet in `document.adoptedStyleSheets` is not inline markup and is allowed.
 * Same contract: styles are added when the first user mounts and removed when the last unmounts.
 */
import { useEffect, type FC } from 'react';

interface Stylesheet {
  add(style: string): void;
  remove(): void;
}

function canAdopt(): boolean {
  return typeof document !== 'undefined' && 'adoptedStyleSheets' in document && typeof CSSStyleSheet === 'function';
}

export function stylesheetSingleton(): Stylesheet {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style) {
      if (counter === 0 && canAdopt()) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter === 0 && sheet) {
        const done = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== done);
        sheet = null;
      }
    },
  };
}

export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton();
  return (styles, isDynamic) => {
    // Same dependency as the original: static styles are applied once per mount.
    const key = isDynamic ? styles : false;
    useEffect(() => {
      sheet.add(styles);
      return () => {
        sheet.remove();
      };
    }, [key]);
  };
}

export function styleSingleton(): FC<{ styles: string; dynamic?: boolean }> {
  const useStyle = styleHookSingleton();
  const Sheet: FC<{ styles: string; dynamic?: boolean }> = ({ styles, dynamic }) => {
    useStyle(styles, dynamic);
    return null;
  };
  return Sheet;
}
