import { useState, type ReactNode } from 'react';
import type { Barber } from '../../../../../shared/schemas/barber.js';
import type { BarberHoursUpdate } from '../../../../../shared/schemas/hours.js';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../../components/ui/dialog.js';
import { Skeleton } from '../../../../components/ui/skeleton.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useShopSettings } from '../../../../lib/queries/shop-settings.js';
import { useBarberHours } from '../../../../lib/queries/barber-hours.js';
import { useUpdateBarberHours } from '../../api/update-barber-hours.js';
import { barberTexts } from '../../texts-barbers.js';
import { hoursTexts } from '../../texts-hours.js';
import { LoadError } from '../load-error.js';
import { useDialogSave } from '../use-dialog-save.js';
import { useShopToday } from '../use-shop-today.js';
import { HoursForm } from './hours-form.js';

/** What the dialog shows once it is open: the hours being read, why they could not be, or the form. */
function HoursDialogBody({ barber, onDone }: { barber: Barber; onDone: () => void }) {
  const t = useTexts(hoursTexts);
  const barbersT = useTexts(barberTexts);
  const hours = useBarberHours(barber.id);
  const settings = useShopSettings();
  const today = useShopToday();
  const update = useUpdateBarberHours();

  const save = useDialogSave(
    {
      failedTitle: t.failedSave,
      goneTitle: barbersT.noBarberSelected,
      onSave: async (changes: BarberHoursUpdate | null) => {
        if (!changes) return null;
        await update.mutateAsync({ barberId: barber.id, update: changes });
        return { title: t.saved, description: t.savedDescription({ name: barber.name }) };
      },
    },
    onDone,
  );

  if (hours.isPending || settings.isPending) {
    return (
      <div role="status" aria-label={t.loading} className="flex flex-col gap-3">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} rounded="xl" tone="ink" className="h-20" />
        ))}
      </div>
    );
  }
  if (hours.isError || settings.isError) {
    const retry = () => {
      if (hours.isError) void hours.refetch();
      if (settings.isError) void settings.refetch();
    };
    return (
      <LoadError
        title={t.failedLoad}
        error={hours.error ?? settings.error}
        onRetry={retry}
        retrying={hours.isFetching || settings.isFetching}
      />
    );
  }
  return <HoursForm hours={hours.data} shop={settings.data} today={today} pending={update.isPending} onSave={save} />;
}

/** A barber's working hours, breaks and days off (docs/product/chairs-day.md), opened by `trigger` (focus returns to it on close). */
export function WorkingHoursDialog({ barber, trigger }: { barber: Barber; trigger: ReactNode }) {
  const t = useTexts(hoursTexts);
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      {/* Narrower margins on phones leave the time fields room for their AM and PM. */}
      <DialogContent size="xl" flush className="gap-4 p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.description({ name: barber.name })}</DialogDescription>
        </DialogHeader>
        <HoursDialogBody
          barber={barber}
          onDone={() => {
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
