import { ChartNoAxesColumn, ConciergeBell, Gauge, History, IndianRupee, MessageSquare, Scissors, Store, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { adminTexts, type AdminTexts } from '../texts.js';

export type DashboardTab = 'shop' | 'desk' | 'barbers' | 'services' | 'history' | 'takings' | 'accuracy' | 'numbers' | 'messages';

/** The catalogue's tab names ('tabShop', 'tabShopShort'...). */
type TabName = Extract<keyof AdminTexts, `tab${string}`>;

const TABS: readonly { value: DashboardTab; label: TabName; short: TabName; icon: LucideIcon }[] = [
  { value: 'shop', label: 'tabShop', short: 'tabShopShort', icon: Store },
  { value: 'desk', label: 'tabDesk', short: 'tabDeskShort', icon: ConciergeBell },
  { value: 'barbers', label: 'tabBarbers', short: 'tabBarbersShort', icon: Users },
  { value: 'services', label: 'tabServices', short: 'tabServicesShort', icon: Scissors },
  { value: 'history', label: 'tabHistory', short: 'tabHistoryShort', icon: History },
  { value: 'takings', label: 'tabTakings', short: 'tabTakingsShort', icon: IndianRupee },
  { value: 'accuracy', label: 'tabAccuracy', short: 'tabAccuracyShort', icon: Gauge },
  { value: 'numbers', label: 'tabNumbers', short: 'tabNumbersShort', icon: ChartNoAxesColumn },
  { value: 'messages', label: 'tabMessages', short: 'tabMessagesShort', icon: MessageSquare },
];

// One tab list: a row of pills from tablet width, the phone's bottom bar below it (docs/product/screens.md).
const LIST = [
  // On a phone the row keeps clear of the screen's edges and scrolls sideways when nine tabs cannot fit.
  'fixed inset-x-0 bottom-0 z-30 flex items-center gap-0 overflow-x-auto overscroll-x-contain rounded-none border-0 border-t border-white/10 bg-ink-950 px-2 py-0 pb-safe',
  'md:static md:z-auto md:inline-flex md:gap-1 md:overflow-visible md:rounded-xl md:border md:border-line md:bg-sand-100 md:p-1',
].join(' ');

const TRIGGER = [
  // Nine labels share a 360 px phone: no letter spacing, so each keeps clear of its neighbours.
  'relative min-h-14 min-w-12 shrink-0 flex-1 flex-col gap-1 rounded-none px-0.5 text-[0.625rem] tracking-normal min-[400px]:text-[0.6875rem] text-ink-300 hover:text-white',
  'data-[state=active]:bg-transparent data-[state=active]:text-gold-300 data-[state=active]:shadow-none [&_svg]:size-[22px]',
  // Nine labels with their icons share a laptop's row: a little less room around each.
  'md:min-h-11 md:flex-none md:flex-row md:gap-1.5 md:rounded-lg md:px-3 md:text-sm md:tracking-normal md:text-ink-600 md:hover:text-ink-950 md:[&_svg]:size-4',
  // A tablet's row shows the short labels without icons; a laptop's the short ones with icons; a wide screen the full ones.
  'md:max-lg:[&_svg]:hidden',
  'md:data-[state=active]:bg-white md:data-[state=active]:text-ink-950 md:data-[state=active]:shadow-sm',
].join(' ');

/** The four tabs of docs/product/screens.md, Takings and Numbers (docs/product/money.md), Wait Accuracy (docs/product/waits.md) and Messages (docs/product/messages.md), 'shop' first and chosen by default. */
export function DashboardTabs({
  panels,
  tab,
  onTabChange,
}: {
  panels: Record<DashboardTab, ReactNode>;
  /** The tab shown, when the page chooses it (the first run's checklist does). */
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
}) {
  const t = useTexts(adminTexts);
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        const chosen = TABS.find((entry) => entry.value === value);
        if (chosen) onTabChange(chosen.value);
      }}
      className="flex flex-col"
    >
      <TabsList aria-label={t.sections} variant="custom" className={LIST} data-bottom-bar>
        {TABS.map(({ value, label, short, icon: Icon }) => (
          <TabsTrigger key={value} value={value} variant="custom" className={TRIGGER}>
            <span
              aria-hidden="true"
              className="absolute inset-x-5 top-0 hidden h-0.5 rounded-b-full bg-gold-400 in-data-[state=active]:block md:in-data-[state=active]:hidden"
            />
            <Icon aria-hidden="true" strokeWidth={1.75} />
            <span className="2xl:hidden">{t[short]}</span>
            <span className="hidden 2xl:inline">{t[label]}</span>
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map(({ value }) => (
        <TabsContent key={value} value={value} className="mt-6 scroll-mt-24 outline-none">
          {panels[value]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
