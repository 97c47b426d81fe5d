import { ExternalLink, LogOut, Scissors } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { LanguageSwitcher } from '../../../components/language-switcher.js';
import { Button } from '../../../components/ui/button.js';
import { Container } from '../../../components/ui/page.js';
import { useAuth } from '../../../lib/auth/auth-context.js';
import { loginPathFor } from '../../../lib/auth/roles.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopSettings } from '../../../lib/queries/shop-settings.js';
import { adminTexts } from '../texts.js';
import { RichText } from './rich-text.js';

/** The dashboard's own dark bar (the site header is hidden here): who is signed in, and Logout. */
export function DashboardHeader() {
  const t = useTexts(adminTexts);
  const auth = useAuth();
  const [, navigate] = useLocation();
  const { data: settings } = useShopSettings();
  const [leaving, setLeaving] = useState(false);
  const shopName = settings?.shopName.trim() || t.yourShop;

  const logout = () => {
    setLeaving(true);
    void auth.logout().finally(() => {
      navigate(loginPathFor('admin'), { replace: true });
    });
  };

  return (
    <header className="bg-charcoal text-white">
      <Container className="flex items-center justify-between gap-3 py-4 sm:py-5">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="hidden size-11 shrink-0 items-center justify-center rounded-full border border-gold-400/60 bg-ink-900 text-gold-300 sm:flex"
          >
            <Scissors className="size-5 -rotate-90" strokeWidth={1.75} />
          </span>
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="text-[0.6875rem] font-semibold uppercase tracking-[0.2em] text-balance text-gold-300 [overflow-wrap:anywhere] [&:lang(hi)]:text-xs [&:lang(hi)]:tracking-normal">{shopName}</p>
            <h1 className="font-display text-xl font-semibold leading-tight sm:text-2xl">{t.dashboardTitle}</h1>
            <p className="truncate text-sm text-ink-200">
              <RichText text={t.welcome} values={{ name: <span className="font-semibold text-white">{auth.user?.username}</span> }} />
            </p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" className="text-ink-200 hover:text-white max-sm:hidden">
            <Link href="/">
              <ExternalLink aria-hidden="true" />
              {t.viewSite}
            </Link>
          </Button>
          <LanguageSwitcher compact className="text-ink-200 hover:text-white" />
          <Button variant="outline" onClick={logout} loading={leaving} className="text-white">
            <LogOut aria-hidden="true" />
            {t.logout}
          </Button>
        </div>
      </Container>
    </header>
  );
}
