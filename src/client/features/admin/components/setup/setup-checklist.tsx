import { CheckCircle2, Circle, ExternalLink, QrCode, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatHHMM12 } from '../../../../../shared/domain/format.js';
import type { ShopSettings } from '../../../../../shared/schemas/shop-settings.js';
import { Button, buttonVariants } from '../../../../components/ui/button.js';
import { Card } from '../../../../components/ui/card.js';
import { cn } from '../../../../lib/cn.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useServices } from '../../../../lib/queries/services.js';
import { useShopSettings } from '../../../../lib/queries/shop-settings.js';
import { useAdminBarbers } from '../../api/admin-barbers.js';
import { setupSteps, showSetup, type SetupStep } from '../../logic/setup-steps.js';
import { setupTexts } from '../../texts-setup.js';
import type { DashboardTab } from '../dashboard-tabs.js';
import { useSaveSettings } from '../shop/use-save-settings.js';

/**
 * "Set up your shop" (docs/product/screens.md): above the tabs of a shop that has no barbers, no
 * services or was never opened, each step a way to the tab where it is done. What is done comes from
 * the server: the lists, and the settings' first-run facts.
 */
export function SetupChecklist({ onGoTo }: { onGoTo: (tab: DashboardTab) => void }) {
  const barbers = useAdminBarbers();
  const services = useServices();
  const settings = useShopSettings();
  if (!barbers.data || !services.data || !settings.data) return null;
  const facts = { barbers: barbers.data.length, services: services.data.length, setup: settings.data.setup };
  if (!showSetup(facts)) return null;
  return <Checklist steps={setupSteps(facts)} settings={settings.data} onGoTo={onGoTo} />;
}

function Checklist({ steps, settings, onGoTo }: { steps: SetupStep[]; settings: ShopSettings; onGoTo: (tab: DashboardTab) => void }) {
  const t = useTexts(setupTexts);
  const language = useLanguage();
  const { save, pending } = useSaveSettings();
  const counted = steps.filter((step) => step.done !== null);
  const done = counted.filter((step) => step.done).length;
  const go = (tab: DashboardTab, label: string) => (
    <Button variant="outline" size="sm" onClick={() => { onGoTo(tab); }}>
      {label}
    </Button>
  );
  const hours = { open: formatHHMM12(settings.openTime, language), close: formatHHMM12(settings.closeTime, language) };

  const content: Record<SetupStep['name'], { title: string; hint: string; actions: ReactNode }> = {
    barbers: { title: t.barbersTitle, hint: t.barbersHint, actions: go('barbers', t.barbersAction) },
    services: { title: t.servicesTitle, hint: t.servicesHint, actions: go('services', t.servicesAction) },
    hours: {
      title: t.hoursTitle,
      hint: t.hoursHint(hours),
      actions: (
        <>
          {go('shop', t.hoursAction)}
          <Button
            variant="ghost"
            size="sm"
            disabled={pending}
            // Saving the hours as they are is what checks them: the server keeps when they were saved.
            onClick={() => { save({ openTime: settings.openTime, closeTime: settings.closeTime }); }}
          >
            {t.hoursKeep}
          </Button>
        </>
      ),
    },
    poster: {
      title: t.posterTitle,
      hint: t.posterHint,
      actions: (
        <Link href="/board" target="_blank" rel="noopener" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <ExternalLink aria-hidden="true" />
          {t.posterAction}
          <span className="sr-only"> {t.opensInNewTab}</span>
        </Link>
      ),
    },
    open: { title: t.openTitle, hint: t.openHint, actions: go('shop', t.openAction) },
  };

  return (
    <Card tone="highlight" className="mb-6" role="region" aria-labelledby="setup-title">
      <div className="flex items-start justify-between gap-3 p-5 pb-2 sm:p-6 sm:pb-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <h2 id="setup-title" className="font-display text-xl font-semibold leading-tight text-ink-950">
            {t.title}
          </h2>
          <p className="text-sm text-ink-500">{t.lead}</p>
          <p className="text-sm font-semibold text-ink-700">{t.progress({ done: String(done), total: String(counted.length) })}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mr-2 -mt-2 shrink-0 text-ink-500"
          aria-label={t.dismiss}
          title={t.dismiss}
          disabled={pending}
          onClick={() => { save({ setupDismissed: true }, { success: t.dismissed }); }}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <ol className="flex flex-col px-5 pb-2 sm:px-6 sm:pb-3">
        {steps.map((step) => {
          const { title, hint, actions } = content[step.name];
          return (
            <li key={step.name} className="flex gap-3 border-t border-line py-4 first:border-t-0 sm:items-center">
              <StepMark done={step.done} />
              <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <h3 className={cn('font-semibold', step.done ? 'text-ink-500 line-through decoration-ink-300' : 'text-ink-950')}>
                    {title}
                    {step.done !== null && <span className="sr-only">: {step.done ? t.done : t.notDone}</span>}
                  </h3>
                  {!step.done && <p className="text-sm text-ink-500">{hint}</p>}
                </div>
                {!step.done && <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">{actions}</div>}
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

function StepMark({ done }: { done: boolean | null }) {
  const className = 'mt-0.5 size-6 shrink-0 sm:mt-0';
  if (done === null) return <QrCode aria-hidden="true" strokeWidth={1.75} className={cn(className, 'text-ink-500')} />;
  return done ? (
    <CheckCircle2 aria-hidden="true" strokeWidth={1.75} className={cn(className, 'text-green-700')} />
  ) : (
    <Circle aria-hidden="true" strokeWidth={1.75} className={cn(className, 'text-ink-400')} />
  );
}
