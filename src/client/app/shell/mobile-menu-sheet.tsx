import { Clock, LogIn, LogOut, Phone, Scissors, UserRound } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '../../components/ui/button.js';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../components/ui/sheet.js';
import { StatusDot } from '../../components/ui/status-dot.js';
import { useAuth } from '../../lib/auth/auth-context.js';
import { cn } from '../../lib/cn.js';
import { useLanguage } from '../../lib/i18n/language.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { useShopSettings } from '../../lib/queries/shop-settings.js';
import { shopInfo } from '../../lib/shop-info.js';
import { stateTone, useShopState } from '../../lib/use-shop-state.js';
import { BookNowLink } from './book-now-link.js';
import { Brand } from './brand.js';
import { accountLink } from './nav-links.js';
import { shellTexts } from './texts.js';
import { useLogout } from './use-logout.js';

const item = 'flex min-h-12 items-center gap-3 rounded-xl px-4 text-base font-semibold text-white/90 transition-colors hover:bg-white/8 hover:text-white';

export interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back when the menu closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** The phone's slide-out menu with the header's links, plus the shop's status and phone. */
export function MobileMenuSheet({ open, onOpenChange, triggerRef }: MobileMenuSheetProps) {
  const t = useTexts(shellTexts);
  const { user } = useAuth();
  const { logout, pending } = useLogout();
  const { data } = useShopSettings();
  const shop = shopInfo(data, useLanguage());
  // Open, opening later, closed today or closed by the owner, moving with the clock.
  const status = useShopState();
  const account = accountLink(user);
  const close = () => {
    onOpenChange(false);
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        className="bg-charcoal text-white"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <div className="border-b border-white/10 px-4 pb-4 pt-3 pr-16">
          <Brand onNavigate={close} />
        </div>
        <SheetTitle className="sr-only">{t.menu}</SheetTitle>
        <SheetDescription className="sr-only">{t.siteNavigation}</SheetDescription>
        <nav aria-label={t.menu} className="flex flex-col gap-1 p-3">
          <Link href="/" onClick={close} className={item}>
            <Scissors className="size-5 text-gold-300" aria-hidden="true" />
            {t.home}
          </Link>
          <Link href={account.href} onClick={close} className={item}>
            {user ? <UserRound className="size-5 text-gold-300" aria-hidden="true" /> : <LogIn className="size-5 text-gold-300" aria-hidden="true" />}
            {t[account.label]}
          </Link>
          {user && (
            <button
              type="button"
              disabled={pending}
              onClick={() => {
                close();
                logout();
              }}
              className={cn(item, 'text-left')}
            >
              <LogOut className="size-5 text-gold-300" aria-hidden="true" />
              {t.logout}
            </button>
          )}
          <BookNowLink onClick={close} className={buttonVariants({ variant: 'primary', size: 'lg', className: 'mt-3 w-full' })} />
        </nav>
        <div className="mt-auto flex flex-col gap-3 border-t border-white/10 p-5 text-sm text-ink-200">
          <p className="flex items-center gap-2.5">
            {status && <StatusDot tone={stateTone(status.state.kind)} className="shrink-0" />}
            <span className="font-semibold text-white">{status ? status.line : t.hours}</span>
          </p>
          <p className="flex items-center gap-2.5">
            <Clock className="size-4 text-gold-300" aria-hidden="true" />
            {shop.hours}
          </p>
          {shop.phone && shop.phoneHref && (
            <a href={shop.phoneHref} className="flex min-h-11 items-center gap-2.5 font-semibold text-white">
              <Phone className="size-4 text-gold-300" aria-hidden="true" />
              {shop.phone}
            </a>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
