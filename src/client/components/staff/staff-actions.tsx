import type { ReactNode, SyntheticEvent } from 'react';
import { useStaffOnline } from '../../lib/staff-online/staff-online-context.js';

const CONTROL = 'button, input, select, textarea, [role="switch"], [role="combobox"]';

/**
 * Turns off every control inside while the staff dashboard cannot reach the server (a disabled
 * <fieldset> disables its buttons, inputs, switches and selects at once), so a change is never
 * queued to be sent later. Dialogs open in a portal outside it: their own submit buttons read
 * useStaffOnline() themselves.
 */
export function StaffActions({ children }: { children: ReactNode }) {
  const { online } = useStaffOnline();
  // A disabled button still receives pointerdown, which Radix Select opens on: stopped here.
  const stopOffline = (event: SyntheticEvent) => {
    if (online || !(event.target instanceof Element) || !event.target.closest(CONTROL)) return;
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    // role="none": a frame for the disabled state only, not a group a screen reader announces.
    <fieldset role="none" disabled={!online} onPointerDownCapture={stopOffline} onClickCapture={stopOffline} className="m-0 min-w-0 border-0 p-0">
      {children}
    </fieldset>
  );
}
