import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { preloadToaster, Toaster } from '../../components/ui/toaster.js';
import { ChunkBoundary } from '../chunk-boundary.js';
import type { ShopGone } from '../../../shared/routes.js';
import type { ShopSettings } from '../../../shared/schemas/shop-settings.js';
import { NoShopPage, useShopGone } from '../no-shop-page.js';
import { useShopRecheck } from '../use-shop-recheck.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { MD_UP } from '../../lib/use-media-query.js';
import { preloadWhenIdle } from '../preload-when-idle.js';
import { ScrollManager } from '../scroll-manager.js';
import { BottomBar } from './bottom-bar.js';
import { ConnectionToast } from './connection-toast.js';
import { preloadMobileMenu } from './mobile-menu.js';
import { isBoardPath, isDashboardPath, isPlatformPath } from './nav-links.js';
import { SiteHeader } from './site-header.js';
import { shellTexts } from './texts.js';

// Below the fold on every page: its code loads alongside the page instead of before it.
const SiteFooter = lazy(() => import('./site-footer.js').then((m) => ({ default: m.SiteFooter })));
const footerSpace = <div className="pb-bottom-bar md:hidden" />;

interface AppShellProps {
  children: ReactNode;
  gone?: ShopGone | null;
  /** The shop answers again, with these settings: the no-shop page gives way to it. */
  onShopBack: (settings: ShopSettings) => void;
}

/**
 * The frame around every page: header, footer and the phone's bottom bar on public pages; staff
 * dashboards bring their own chrome. Toasts and the live-connection pill sit on top of both. The
 * shop's TV board has none of it. `shopGone` is what the page's HTML said of its shop, if it said
 * the shop is not there.
 */
export function AppShell({ children, gone: shopGone = null, onShopBack }: AppShellProps) {
  const t = useTexts(shellTexts);
  const [path] = useLocation();
  // A shop that is not there shows one page at every address of it, with no way to book
  // (docs/product/screens.md). The server says so in the page's HTML; a page opened before the
  // shop was suspended hears it from the settings' next answer. Either asks now and then whether
  // the shop is back (docs/decisions/0020-shop-routing.md).
  const settingsGone = useShopGone(shopGone === null && !isPlatformPath(path));
  const gone = shopGone ?? settingsGone;
  useShopRecheck(gone !== null, onShopBack);
  const board = isBoardPath(path) && !gone;
  const chrome = !board && !gone && !isDashboardPath(path);
  useEffect(() => {
    // The menu button shows only on phones; desktops never need the menu's code.
    const phone = !window.matchMedia(MD_UP).matches;
    return preloadWhenIdle(phone ? [preloadToaster, preloadMobileMenu] : [preloadToaster]);
  }, []);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-gold-400 px-4 py-3 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        {t.skipToContent}
      </a>
      {chrome && <SiteHeader />}
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {gone ? <NoShopPage gone={gone} /> : children}
      </main>
      {chrome && (
        // The footer carries the room for the phone's bottom bar; until it arrives, a spacer does.
        // The prerendered first paint stops at the spacer, as the client's first render does: the
        // footer's layout depends on the screen's width, which the build cannot know.
        <ChunkBoundary fallback={footerSpace}>
          <Suspense fallback={footerSpace}>{import.meta.env.SSR ? footerSpace : <SiteFooter />}</Suspense>
        </ChunkBoundary>
      )}
      {chrome && <BottomBar />}
      {!board && !gone && <ConnectionToast />}
      <ChunkBoundary>
        <Toaster />
      </ChunkBoundary>
      <ScrollManager />
    </div>
  );
}
