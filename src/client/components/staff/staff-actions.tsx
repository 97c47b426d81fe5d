import type { ReactNode } from 'react';
import { useStaffOnline } from '../../lib/staff-online/staff-online-context.js';

/**
 * Turns off every control inside while the staff dashboard cannot reach the server (a disabled
 * <fieldset> disables its buttons, inputs, switches and selects at once), so a change is never
 * queued to be sent later. Dialogs open in a portal outside it: their own submit buttons read
 * useStaffOnline() themselves.
 */
export function StaffActions({ children }: { children: ReactNode }) {
  const { online } = useStaffOnline();
  return (
    // role="none": a frame for the disabled state only, not a group a screen reader announces.
    <fieldset role="none" disabled={!online} className="m-0 min-w-0 border-0 p-0">
      {children}
    </fieldset>
  );
}
