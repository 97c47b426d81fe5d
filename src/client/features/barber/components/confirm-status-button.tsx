import type { LucideIcon } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { Button, type ButtonSize } from '../../../components/ui/button.js';
import { BusyConfirmDialog } from '../../../components/ui/busy-confirm-dialog.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { servingTexts } from '../texts-serving.js';
import { useActions } from './booking-actions-context.js';
import { focusActivePanel } from './focus-panel.js';
import type { StaffStatus } from '../api/update-booking-status.js';

export interface ConfirmStatusButtonProps {
  booking: Pick<Booking, 'id' | 'customerName'>;
  /** The status the confirmed action sets. */
  status: StaffStatus;
  icon: LucideIcon;
  label: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  size?: ButtonSize | undefined;
  variant: 'outline' | 'ghost';
  className?: string | undefined;
}

/**
 * A barber's action that ends a booking (Cancel, No-show): confirmed first, and the dialog stays
 * open until the server answers, so a double tap acts once.
 */
export function ConfirmStatusButton(props: ConfirmStatusButtonProps) {
  const { booking, status, icon: Icon, size = 'md', variant, className } = props;
  const t = useTexts(servingTexts);
  const actions = useActions();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const running = actions.pending(booking.id).status;
  const busy = running === status;

  return (
    <BusyConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) setOpen(next);
      }}
      trigger={
        <Button ref={trigger} variant={variant} size={size} disabled={running !== null || actions.offline} className={className}>
          <Icon aria-hidden="true" />
          {props.label}
        </Button>
      }
      onCloseAutoFocus={(event) => {
        // The booking (and its button) may be gone by now: keep focus in the tab instead of the page top.
        if (trigger.current?.isConnected) return;
        event.preventDefault();
        focusActivePanel();
      }}
      title={props.title}
      description={props.description}
      cancelLabel={t.keepBooking}
      confirmLabel={props.confirmLabel}
      busyLabel={props.busyLabel}
      busy={busy}
      disabled={actions.offline}
      onConfirm={() => {
        actions.setStatus(booking, status, () => {
          setOpen(false);
        });
      }}
    />
  );
}
