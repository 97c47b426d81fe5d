import { Container } from '../../../components/ui/page.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { platformTexts } from '../texts.js';
import { InvitesSection } from './invites-section.js';
import { NewShopDialog } from './new-shop-dialog.js';
import { PlatformHeader } from './platform-header.js';
import { ShopList } from './shop-list.js';

/** The signed-in operator's screen: every shop, and New shop. */
export function PlatformConsole({ username }: { username: string }) {
  const t = useTexts(platformTexts);
  return (
    <div className="flex flex-1 flex-col">
      <PlatformHeader username={username} />
      <Container className="flex flex-1 flex-col gap-6 py-6 sm:py-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-col gap-1">
            <h2 className="font-display text-2xl font-semibold text-ink-950 sm:text-3xl">{t.shopsHeading}</h2>
            <p className="text-sm text-ink-500">{t.shopsLead}</p>
          </div>
          <NewShopDialog />
        </div>
        <ShopList />
        <InvitesSection />
      </Container>
    </div>
  );
}
