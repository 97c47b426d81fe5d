import { Armchair, CalendarRange, History, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { TabsList, TabsTrigger } from '../../../components/ui/tabs.js';
import { cn } from '../../../lib/cn.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useBarberQueue } from '../api/barber-queue.js';
import { barberTexts, type BarberTexts } from '../texts.js';

export const DASHBOARD_TABS = ['serving', 'queue', 'timeline', 'history'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

type TabLabel = 'tabServing' | 'tabQueue' | 'tabTimeline' | 'tabHistory';

const TAB_META: Record<DashboardTab, { label: TabLabel; icon: ReactNode }> = {
  serving: { label: 'tabServing', icon: <Armchair /> },
  queue: { label: 'tabQueue', icon: <Users /> },
  timeline: { label: 'tabTimeline', icon: <CalendarRange /> },
  history: { label: 'tabHistory', icon: <History /> },
};

const tabLabel = (t: Translation<BarberTexts>, tab: DashboardTab): string => t[TAB_META[tab].label];

/**
 * docs/product/screens.md bottom tabs: a bar fixed to the bottom of a phone (the live-connection pill floats
 * above it), and an ordinary tab list from md up.
 */
export function DashboardTabList({ barberId }: { barberId: number }) {
  const t = useTexts(barberTexts);
  const queue = useBarberQueue(barberId);
  const waiting = queue.data?.length ?? 0;
  return (
    <TabsList
      aria-label={t.tabs}
      variant="custom"
      // Taller than the other bottom bars (min-h-16): styles.css keeps its height clear when scrolling.
      data-bottom-bar="tall"
      className="pb-safe fixed inset-x-0 bottom-0 z-30 grid grid-cols-4 items-center gap-0 overflow-x-auto border-t border-white/10 bg-ink-950 p-0 md:static md:z-auto md:inline-flex md:w-fit md:gap-1 md:rounded-xl md:border md:border-line md:bg-sand-100 md:p-1"
    >
      {DASHBOARD_TABS.map((tab) => (
        <TabsTrigger
          key={tab}
          value={tab}
          variant="custom"
          className={cn(
            // Phones: icon over label on the dark bar, a brass rule over the open tab.
            'relative min-h-16 flex-col gap-1 rounded-none px-1 text-[0.6875rem] text-ink-300 hover:text-white focus-visible:outline-offset-[-3px] [&_svg]:size-5',
            "before:absolute before:inset-x-4 before:top-0 before:h-0.5 before:rounded-b before:bg-transparent before:content-['']",
            'data-[state=active]:bg-transparent data-[state=active]:text-gold-300 data-[state=active]:shadow-none data-[state=active]:before:bg-gold-400',
            // md up: an ordinary segmented tab list.
            'md:min-h-11 md:flex-row md:gap-2 md:rounded-lg md:px-4 md:text-sm md:text-ink-600 md:before:hidden md:hover:text-ink-950 md:focus-visible:outline-offset-2 md:[&_svg]:size-4',
            'md:data-[state=active]:bg-white md:data-[state=active]:text-ink-950 md:data-[state=active]:shadow-sm',
          )}
        >
          <span aria-hidden="true">{TAB_META[tab].icon}</span>
          <span>
            {tabLabel(t, tab)}
            {tab === 'queue' && waiting > 0 && (
              <>
                <span className="sr-only"> {t.queueTabWaiting({ count: waiting })}</span>
                <span
                  aria-hidden="true"
                  className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-gold-400 px-1.5 text-[0.6875rem] font-bold text-ink-950"
                >
                  {waiting}
                </span>
              </>
            )}
          </span>
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
