import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Toaster } from '../../components/ui/toaster.js';
import { cn } from '../../lib/cn.js';
import { ScrollManager } from '../scroll-manager.js';
import { BottomBar } from './bottom-bar.js';
import { ConnectionToast } from './connection-toast.js';
import { isDashboardPath } from './nav-links.js';
import { SiteHeader } from './site-header.js';

// Below the fold on every page: its code loads alongside the page instead of before it.
const SiteFooter = lazy(() => import('./site-footer.js').then((m) => ({ default: m.SiteFooter })));

/**
 * The frame around every page: header, footer and the phone's bottom bar on public pages; staff
 * dashboards bring their own chrome. Toasts and the live-connection pill sit on top of both.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const chrome = !isDashboardPath(path);

  return (
    <div className={cn('flex min-h-dvh flex-col', chrome && 'pb-bottom-bar md:pb-0')}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-gold-400 px-4 py-3 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Skip to content
      </a>
      {chrome && <SiteHeader />}
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      {chrome && (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
      {chrome && <BottomBar />}
      <ConnectionToast aboveBottomBar={chrome} />
      <Toaster />
      <ScrollManager />
    </div>
  );
}
