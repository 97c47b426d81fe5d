import { useRef, useState } from 'react';
import { StaffActions } from '../../components/staff/staff-actions.js';
import { StaffOfflineBanner } from '../../components/staff/staff-offline-banner.js';
import { Container } from '../../components/ui/page.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { StaffOnlineProvider } from '../../lib/staff-online/staff-online-provider.js';
import { AccuracyTab } from './components/accuracy/accuracy-tab.js';
import { BarbersTab } from './components/barbers/barbers-tab.js';
import { BranchSwitcher } from './components/branch-switcher.js';
import { DashboardHeader } from './components/dashboard-header.js';
import { DashboardTabs, type DashboardTab } from './components/dashboard-tabs.js';
import { EchoBanner } from './components/echo-banner.js';
import { FrontDeskTab } from './components/front-desk/front-desk-tab.js';
import { HistoryTab } from './components/history/history-tab.js';
import { MessagesTab } from './components/messages/messages-tab.js';
import { NumbersTab } from './components/numbers/numbers-tab.js';
import { ServicesTab } from './components/services/services-tab.js';
import { SetupChecklist } from './components/setup/setup-checklist.js';
import { ShopSettingsTab } from './components/shop/shop-settings-tab.js';
import { TakingsTab } from './components/takings/takings-tab.js';
import { adminTexts } from './texts.js';

/** /admin/dashboard (docs/product/screens.md): the owner runs the shop from four tabs, sees how true the promised waits were and what customers were told; everything follows live. */
export function AdminDashboardPage() {
  return (
    <StaffOnlineProvider>
      <AdminDashboard />
    </StaffOnlineProvider>
  );
}

/** Offline, the banner says so and the tabs that change the shop turn their controls off (docs/product/architecture.md#reach). */
function AdminDashboard() {
  const t = useTexts(adminTexts);
  const [tab, setTab] = useState<DashboardTab>('shop');
  const sections = useRef<HTMLDivElement>(null);
  // A checklist step opens its tab and takes the reader there, focus and all.
  const goTo = (next: DashboardTab) => {
    setTab(next);
    requestAnimationFrame(() => {
      const panel = sections.current?.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"]');
      panel?.focus({ preventScroll: true });
      panel?.scrollIntoView({ block: 'start' });
    });
  };
  return (
    <div className="flex flex-1 flex-col">
      <DashboardHeader />
      <BranchSwitcher />
      <EchoBanner />
      <StaffOfflineBanner paused={t.offlinePaused} className="top-0" />
      {/* Room at the bottom for the phone's tab bar. */}
      <Container className="pb-bottom-bar flex-1 pt-6 md:pb-12">
        <div ref={sections} className="pb-8 md:pb-0">
          <SetupChecklist onGoTo={goTo} />
          <DashboardTabs
            tab={tab}
            onTabChange={setTab}
            panels={{
              shop: <StaffActions><ShopSettingsTab /></StaffActions>,
              desk: <FrontDeskTab />,
              barbers: <StaffActions><BarbersTab /></StaffActions>,
              services: <StaffActions><ServicesTab /></StaffActions>,
              history: <HistoryTab />,
              takings: <TakingsTab />,
              accuracy: <AccuracyTab />,
              numbers: <NumbersTab />,
              messages: <MessagesTab />,
            }}
          />
        </div>
      </Container>
    </div>
  );
}
