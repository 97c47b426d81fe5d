import { useRef, useState } from 'react';
import type { ShopSettings } from '../../../../../shared/schemas/shop-settings.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card.js';
import { StatusDot } from '../../../../components/ui/status-dot.js';
import { Switch } from '../../../../components/ui/switch.js';
import { cn } from '../../../../lib/cn.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { shopTexts } from '../../texts-shop.js';
import { ConfirmDialog } from '../confirm-dialog.js';
import { useSaveSettings } from './use-save-settings.js';

// docs/product/screens.md: what each choice does, said in the confirmation before it happens.
const CONFIRM = {
  close: { title: 'closeShop', description: 'closeShopDescription' },
  open: { title: 'openShop', description: 'openShopDescription' },
} as const;

/** Open or closed, switched only after the confirmation dialog (docs/product/screens.md). */
export function ShopStatusCard({ settings }: { settings: ShopSettings }) {
  const t = useTexts(shopTexts);
  const { save, pending, variables } = useSaveSettings();
  // What the dialog asks stays put while it closes, so its fade-out shows the same words.
  const [asking, setAsking] = useState<'open' | 'close'>('close');
  const [confirming, setConfirming] = useState(false);
  const switchRef = useRef<HTMLButtonElement>(null);
  // While the change is on its way the switch already shows where it is going.
  const isOpen = pending && variables?.isOpen !== undefined ? variables.isOpen : settings.isOpen;
  const confirm = CONFIRM[asking];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.statusTitle}</CardTitle>
        <CardDescription>{t.statusDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <div
          className={cn(
            'flex items-center justify-between gap-4 rounded-xl border p-4',
            isOpen ? 'border-green-200 bg-green-50' : 'border-red-200 bg-red-50',
          )}
        >
          <div className="flex min-w-0 items-center gap-3">
            <StatusDot tone={isOpen ? 'success' : 'danger'} pulse={isOpen} size="lg" />
            <div className="flex min-w-0 flex-col">
              <p aria-live="polite" className={cn('text-lg font-bold tracking-wide [&:lang(hi)]:tracking-normal', isOpen ? 'text-green-800' : 'text-red-800')}>
                {isOpen ? t.open : t.closed}
              </p>
              <p className="text-sm text-ink-600">{isOpen ? t.openHint : t.closedHint}</p>
            </div>
          </div>
          <Switch
            ref={switchRef}
            aria-label={t.shopOpen}
            checked={isOpen}
            disabled={pending}
            onCheckedChange={(open) => {
              setAsking(open ? 'open' : 'close');
              setConfirming(true);
            }}
          />
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onCloseAutoFocus={(event) => {
          // The switch asks the question without being the dialog's trigger: give it the focus back.
          event.preventDefault();
          switchRef.current?.focus();
        }}
        title={t[confirm.title]}
        description={t[confirm.description]}
        confirmLabel={t[confirm.title]}
        variant={asking === 'close' ? 'destructive' : 'primary'}
        onConfirm={() => {
          const open = asking === 'open';
          save({ isOpen: open }, { success: open ? t.nowOpen : t.nowClosed });
        }}
      />
    </Card>
  );
}
