import { CalendarPlus, ClipboardList, House, LogIn, Search, UserRound, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../lib/auth/auth-context.js';
import { cn } from '../../lib/cn.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import type { PageName } from '../pages.js';
import { OpenDot, OpenNote } from './book-now-link.js';
import { bottomBarItems, isActivePath, type BottomBarIcon, type BottomBarItem } from './nav-links.js';
import { shellTexts } from './texts.js';
import { usePrefetchOnIntent } from './use-prefetch.js';

const ICONS: Record<BottomBarIcon, LucideIcon> = {
  home: House,
  book: CalendarPlus,
  bookings: ClipboardList,
  track: Search,
  profile: UserRound,
  login: LogIn,
};

const PAGES: Record<BottomBarIcon, PageName> = {
  home: 'home',
  book: 'booking',
  bookings: 'customerBookings',
  track: 'track',
  profile: 'customerAccount',
  login: 'customerLogin',
};

function BottomBarLink({ item, active }: { item: BottomBarItem; active: boolean }) {
  const t = useTexts(shellTexts);
  const Icon = ICONS[item.icon];
  const prefetch = usePrefetchOnIntent(PAGES[item.icon]);
  return (
    <Link
      href={item.href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'relative flex min-h-14 flex-1 flex-col items-center justify-center gap-1 text-[0.6875rem] font-semibold tracking-wide transition-colors',
        active ? 'text-gold-300' : 'text-ink-300 hover:text-white',
      )}
      {...prefetch}
    >
      {active && <span aria-hidden="true" className="absolute inset-x-5 top-0 h-0.5 rounded-b-full bg-gold-400" />}
      <span className="relative">
        <Icon className="size-[22px]" strokeWidth={active ? 2.25 : 1.75} aria-hidden="true" />
        {item.icon === 'book' && (
          <span className="absolute -right-1.5 -top-1 flex">
            <OpenDot silent />
          </span>
        )}
      </span>
      {t[item.label]}
      {item.icon === 'book' && <OpenNote />}
    </Link>
  );
}

/** The phone's bottom bar (docs/product/screens.md); hidden from tablet width, where the header has room. */
export function BottomBar() {
  const t = useTexts(shellTexts);
  const [path] = useLocation();
  const { user } = useAuth();
  return (
    <nav
      aria-label={t.quickNavigation}
      data-bottom-bar
      className="pb-safe fixed inset-x-0 bottom-0 z-30 border-t border-white/10 bg-ink-950 md:hidden"
    >
      <div className="mx-auto flex max-w-md items-stretch">
        {bottomBarItems(user).map((item) => (
          <BottomBarLink key={item.href} item={item} active={isActivePath(item.href, path)} />
        ))}
      </div>
    </nav>
  );
}
