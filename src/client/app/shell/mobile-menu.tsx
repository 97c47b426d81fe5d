import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { ChunkBoundary } from '../chunk-boundary.js';
import { cn } from '../../lib/cn.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { shellTexts } from './texts.js';

const loadSheet = () => import('./mobile-menu-sheet.js');
const MobileMenuSheet = lazy(() => loadSheet().then((m) => ({ default: m.MobileMenuSheet })));
/** Fetches the menu's code (on idle, and when a finger reaches the button). */
export const preloadMobileMenu = () => {
  loadSheet().catch(() => undefined);
};

/**
 * The phone's menu button. The menu itself (a Radix dialog) is fetched when a finger reaches the
 * button, so the first page does not carry it.
 */
export function MobileMenu({ className }: { className?: string }) {
  const t = useTexts(shellTexts);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadMobileMenu}
        onTouchStart={preloadMobileMenu}
        onFocus={preloadMobileMenu}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={cn('inline-flex size-11 items-center justify-center rounded-lg text-white transition hover:bg-white/10', className)}
      >
        <Menu className="size-6" aria-hidden="true" />
        <span className="sr-only">{t.openMenu}</span>
      </button>
      {wanted && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <MobileMenuSheet open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}
