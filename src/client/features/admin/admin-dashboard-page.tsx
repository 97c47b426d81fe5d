import { Container } from '../../components/ui/page.js';
import { AccuracyTab } from './components/accuracy/accuracy-tab.js';
import { BarbersTab } from './components/barbers/barbers-tab.js';
import { DashboardHeader } from './components/dashboard-header.js';
import { DashboardTabs } from './components/dashboard-tabs.js';
import { EchoBanner } from './components/echo-banner.js';
import { HistoryTab } from './components/history/history-tab.js';
import { MessagesTab } from './components/messages/messages-tab.js';
import { ServicesTab } from './components/services/services-tab.js';
import { ShopSettingsTab } from './components/shop/shop-settings-tab.js';

/** /admin/dashboard (spec §2): the owner runs the shop from four tabs, sees how true the promised waits were and what customers were told; everything follows live. */
export function AdminDashboardPage() {
  return (
    <div className="flex flex-1 flex-col">
      <DashboardHeader />
      <EchoBanner />
      {/* Room at the bottom for the phone's tab bar. */}
      <Container className="pb-bottom-bar flex-1 pt-6 md:pb-12">
        <div className="pb-8 md:pb-0">
          <DashboardTabs
            panels={{
              shop: <ShopSettingsTab />,
              barbers: <BarbersTab />,
              services: <ServicesTab />,
              history: <HistoryTab />,
              accuracy: <AccuracyTab />,
              messages: <MessagesTab />,
            }}
          />
        </div>
      </Container>
    </div>
  );
}
