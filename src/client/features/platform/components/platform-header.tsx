import { Building2, LogOut } from 'lucide-react';
import { LanguageSwitcher } from '../../../components/language-switcher.js';
import { StaffBar } from '../../../components/staff/staff-bar.js';
import { Button } from '../../../components/ui/button.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { usePlatformLogout } from '../api/platform.js';
import { platformTexts } from '../texts.js';

/** The platform's own dark bar, as the admin's: who is signed in, the language and Logout. */
export function PlatformHeader({ username }: { username: string }) {
  const t = useTexts(platformTexts);
  const logout = usePlatformLogout();
  return (
    <StaffBar
      icon={<Building2 className="size-5" strokeWidth={1.75} />}
      eyebrow={t.platformAccess}
      title={t.consoleTitle}
      subtitle={t.signedInAs({ name: username })}
      actions={
        <>
          <LanguageSwitcher compact className="text-ink-200 hover:text-white" />
          <Button variant="outline" onClick={() => { logout.mutate(); }} loading={logout.isPending} className="text-white">
            <LogOut aria-hidden="true" />
            {t.logout}
          </Button>
        </>
      }
    />
  );
}
