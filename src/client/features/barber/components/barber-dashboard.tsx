import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { SessionUser } from '../../../../shared/schemas/auth.js';
import { StaffOfflineBanner } from '../../../components/staff/staff-offline-banner.js';
import { AddWalkIn } from '../../../components/staff/walk-in/add-walk-in-dialog.js';
import { Container } from '../../../components/ui/page.js';
import { Tabs, TabsContent } from '../../../components/ui/tabs.js';
import { toast } from '../../../components/ui/use-toast.js';
import { useAuth } from '../../../lib/auth/auth-context.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { useSocketEvent } from '../../../lib/socket/use-socket.js';
import { DEFAULT_HISTORY_FILTERS, type HistoryFilters } from '../logic/history-filters.js';
import { barberTexts } from '../texts.js';
import { BookingActionsContext } from './booking-actions-context.js';
import { DashboardTabList, DASHBOARD_TABS, type DashboardTab } from './dashboard-tabs.js';
import { DashboardTopBar } from './dashboard-top-bar.js';
import { HistoryTab } from './history-tab.js';
import { MyDay } from './my-day.js';
import { QueueTab } from './queue-tab.js';
import { ServingTab } from './serving-tab.js';
import { SummaryCards } from './summary-cards.js';
import { TimelineTab } from './timeline-tab.js';
import { TodaysTakings } from './todays-takings.js';
import { UndoBar } from './undo-bar.js';
import { useBookingActions } from './use-booking-actions.js';

type SessionBarber = NonNullable<SessionUser['barber']>;

const isTab = (value: string): value is DashboardTab => DASHBOARD_TABS.some((tab) => tab === value);

/** Logout from the dashboard: ends the session, then the barber login page (docs/product/screens.md). */
function useDashboardLogout(): { logout: () => void; pending: boolean } {
  const t = useTexts(barberTexts);
  const auth = useAuth();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const logout = () => {
    setPending(true);
    void auth.logout().then(() => {
      navigate('/barber/login', { replace: true });
      toast({ title: t.signedOut, variant: 'success' });
    });
  };
  return { logout, pending };
}

/** The signed-in, available barber's dashboard (docs/product/screens.md): summary, then Serving, Queue, Timeline and History, then today's takings and the barber's day. */
export function BarberDashboard({ barber }: { barber: SessionBarber }) {
  const t = useTexts(barberTexts);
  const [tab, setTab] = useState<DashboardTab>('serving');
  const [historyFilters, setHistoryFilters] = useState<HistoryFilters>(DEFAULT_HISTORY_FILTERS);
  const actions = useBookingActions(barber.id);
  const { logout, pending } = useDashboardLogout();
  const client = useQueryClient();

  // The plan moves with the clock: the minute's wait update also refreshes the queue's expected times.
  useSocketEvent('waitTimeUpdated', (message) => {
    if (message.barberId === barber.id) void client.invalidateQueries({ queryKey: queryKeys.bookings.barberQueue(barber.id) });
  });

  return (
    <BookingActionsContext value={actions}>
      <DashboardTopBar barber={barber} onLogout={logout} loggingOut={pending} />
      <StaffOfflineBanner paused={t.offlinePaused} className="top-16" />
      <Tabs
        value={tab}
        onValueChange={(value) => {
          if (isTab(value)) setTab(value);
        }}
        className="flex flex-1 flex-col"
      >
        <Container className="flex flex-col gap-4 pb-28 pt-4 sm:gap-6 sm:pt-6 md:pb-12">
          <AddWalkIn barberId={barber.id} className="w-full sm:w-auto sm:self-start" />
          <SummaryCards barberId={barber.id} />
          <DashboardTabList barberId={barber.id} />
          <TabsContent value="serving" className="rounded-2xl">
            <ServingTab
              barberId={barber.id}
              onShowQueue={() => {
                setTab('queue');
              }}
            />
          </TabsContent>
          <TabsContent value="queue" className="rounded-2xl">
            <QueueTab barberId={barber.id} />
          </TabsContent>
          <TabsContent value="timeline" className="rounded-2xl">
            <TimelineTab barberId={barber.id} />
          </TabsContent>
          <TabsContent value="history" className="rounded-2xl">
            <HistoryTab barberId={barber.id} filters={historyFilters} onFiltersChange={setHistoryFilters} />
          </TabsContent>
          {/* The customer in the chair and the next action come first; the day's takings, the break and the hours below. */}
          <TodaysTakings />
          <MyDay barberId={barber.id} />
        </Container>
      </Tabs>
      <UndoBar />
    </BookingActionsContext>
  );
}
