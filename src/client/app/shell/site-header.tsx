import { Link, useLocation } from 'wouter';
import { LanguageSwitcher } from '../../components/language-switcher.js';
import { buttonVariants } from '../../components/ui/button.js';
import { Container } from '../../components/ui/page.js';
import { useAuth } from '../../lib/auth/auth-context.js';
import { cn } from '../../lib/cn.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { BookNowLink } from './book-now-link.js';
import { Brand } from './brand.js';
import { MobileMenu } from './mobile-menu.js';
import { accountLink, isActivePath } from './nav-links.js';
import { shellTexts } from './texts.js';
import { useLogout } from './use-logout.js';
import { usePrefetchOnIntent } from './use-prefetch.js';

const navLink = 'inline-flex h-11 items-center rounded-lg px-3.5 text-sm font-semibold text-ink-200 transition-colors hover:bg-white/8 hover:text-white';

/**
 * The dark site header (docs/product/screens.md): brand, Home, Book Now, Dashboard and Logout or Barber Login, and
 * the language switch (docs/product/architecture.md#reach), which stays in the header on phones beside the menu button.
 */
export function SiteHeader() {
  const t = useTexts(shellTexts);
  const [path] = useLocation();
  const { user } = useAuth();
  const { logout, pending } = useLogout();
  const account = accountLink(user);
  const prefetchHome = usePrefetchOnIntent('home');

  return (
    <header className="sticky top-0 z-30 border-b border-white/10 bg-ink-950 text-white">
      <Container className="flex h-16 items-center justify-between gap-3">
        <Brand />
        <div className="flex shrink-0 items-center gap-1">
          <nav aria-label={t.mainNavigation} className="hidden items-center gap-1 md:flex">
            <Link
              href="/"
              aria-current={isActivePath('/', path) ? 'page' : undefined}
              className={cn(navLink, 'aria-[current=page]:text-gold-300')}
              {...prefetchHome}
            >
              {t.home}
            </Link>
            <Link
              href={account.href}
              aria-current={isActivePath(account.href, path) ? 'page' : undefined}
              className={cn(navLink, 'aria-[current=page]:text-gold-300')}
            >
              {t[account.label]}
            </Link>
            {user && (
              <button type="button" onClick={logout} disabled={pending} className={cn(navLink, 'disabled:opacity-60')}>
                {t.logout}
              </button>
            )}
            <BookNowLink className={buttonVariants({ variant: 'primary', className: 'ml-2' })} />
          </nav>
          <LanguageSwitcher compact className="text-ink-200 hover:text-white" />
          <MobileMenu className="md:hidden" />
        </div>
      </Container>
    </header>
  );
}
