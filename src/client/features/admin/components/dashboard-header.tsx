import { ExternalLink, LogOut, Scissors } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { LanguageSwitcher } from '../../../components/language-switcher.js';
import { StaffBar } from '../../../components/staff/staff-bar.js';
import { Button } from '../../../components/ui/button.js';
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
    <StaffBar
      icon={<Scissors className="size-5 -rotate-90" strokeWidth={1.75} />}
      eyebrow={shopName}
      title={t.dashboardTitle}
      subtitle={<RichText text={t.welcome} values={{ name: <span className="font-semibold text-white">{auth.user?.username}</span> }} />}
      actions={
        <>
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
        </>
      }
    />
  );
}
