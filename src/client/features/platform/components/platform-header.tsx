import { Building2, LogOut } from 'lucide-react';
import { LanguageSwitcher } from '../../../components/language-switcher.js';
import { Button } from '../../../components/ui/button.js';
import { Container } from '../../../components/ui/page.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { usePlatformLogout } from '../api/platform.js';
import { platformTexts } from '../texts.js';

/** The platform's own dark bar, as the admin's: who is signed in, the language and Logout. */
export function PlatformHeader({ username }: { username: string }) {
  const t = useTexts(platformTexts);
  const logout = usePlatformLogout();
  return (
    <header className="bg-charcoal text-white">
      <Container className="flex items-center justify-between gap-3 py-4 sm:py-5">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="hidden size-11 shrink-0 items-center justify-center rounded-full border border-gold-400/60 bg-ink-900 text-gold-300 sm:flex"
          >
            <Building2 className="size-5" strokeWidth={1.75} />
          </span>
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="text-[0.6875rem] font-semibold uppercase tracking-[0.2em] text-gold-300 [&:lang(hi)]:text-xs [&:lang(hi)]:tracking-normal">
              {t.platformAccess}
            </p>
            <h1 className="font-display text-xl font-semibold leading-tight sm:text-2xl">{t.consoleTitle}</h1>
            <p className="truncate text-sm text-ink-200">{t.signedInAs({ name: username })}</p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <LanguageSwitcher compact className="text-ink-200 hover:text-white" />
          <Button variant="outline" onClick={() => { logout.mutate(); }} loading={logout.isPending} className="text-white">
            <LogOut aria-hidden="true" />
            {t.logout}
          </Button>
        </div>
      </Container>
    </header>
  );
}
