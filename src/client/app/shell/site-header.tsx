import { Link, useLocation } from 'wouter';
import { buttonVariants } from '../../components/ui/button.js';
import { Container } from '../../components/ui/page.js';
import { useAuth } from '../../lib/auth/auth-context.js';
import { cn } from '../../lib/cn.js';
import { BookNowLink } from './book-now-link.js';
import { Brand } from './brand.js';
import { MobileMenu } from './mobile-menu.js';
import { accountLink, isActivePath } from './nav-links.js';
import { useLogout } from './use-logout.js';
import { usePrefetchOnIntent } from './use-prefetch.js';

const navLink = 'inline-flex h-11 items-center rounded-lg px-3.5 text-sm font-semibold text-ink-200 transition-colors hover:bg-white/8 hover:text-white';

/** The dark site header (spec §2): brand, Home, Book Now, Dashboard and Logout or Barber Login. */
export function SiteHeader() {
  const [path] = useLocation();
  const { user } = useAuth();
  const { logout, pending } = useLogout();
  const account = accountLink(user);
  const prefetchHome = usePrefetchOnIntent('home');

  return (
    <header className="sticky top-0 z-30 border-b border-white/10 bg-ink-950/95 text-white backdrop-blur-md">
      <Container className="flex h-16 items-center justify-between gap-3">
        <Brand />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <Link
            href="/"
            aria-current={isActivePath('/', path) ? 'page' : undefined}
            className={cn(navLink, 'aria-[current=page]:text-gold-300')}
            {...prefetchHome}
          >
            Home
          </Link>
          <Link
            href={account.href}
            aria-current={isActivePath(account.href, path) ? 'page' : undefined}
            className={cn(navLink, 'aria-[current=page]:text-gold-300')}
          >
            {account.label}
          </Link>
          {user && (
            <button type="button" onClick={logout} disabled={pending} className={cn(navLink, 'disabled:opacity-60')}>
              Logout
            </button>
          )}
          <BookNowLink className={buttonVariants({ variant: 'primary', className: 'ml-2' })} />
        </nav>
        <MobileMenu className="md:hidden" />
      </Container>
    </header>
  );
}
