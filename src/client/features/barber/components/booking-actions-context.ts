import { createContext, useContext } from 'react';
import { useStaffOnline } from '../../../lib/staff-online/staff-online-context.js';
import type { BookingActions } from './use-booking-actions.js';

/** One set of actions for the whole dashboard, so a booking's pending state is the same on every tab. */
export const BookingActionsContext = createContext<BookingActions | null>(null);

/** The dashboard's actions as its buttons use them. */
export interface DashboardActions extends BookingActions {
  /**
   * The dashboard cannot reach the server (lib/staff-online): every action's button is off and
   * the actions do nothing, so no command waits to be sent blindly later (docs/product/architecture.md#reach).
   */
  offline: boolean;
}

const ignore = () => undefined;

export function useActions(): DashboardActions {
  const actions = useContext(BookingActionsContext);
  const { online } = useStaffOnline();
  if (!actions) throw new Error('useActions must be used inside the barber dashboard');
  return online
    ? { ...actions, offline: false }
    : { ...actions, setStatus: ignore, adjust: ignore, undo: { ...actions.undo, undo: ignore }, offline: true };
}
