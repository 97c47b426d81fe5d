import { createContext, useContext } from 'react';
import type { BookingActions } from './use-booking-actions.js';

/** One set of actions for the whole dashboard, so a booking's pending state is the same on every tab. */
export const BookingActionsContext = createContext<BookingActions | null>(null);

export function useActions(): BookingActions {
  const actions = useContext(BookingActionsContext);
  if (!actions) throw new Error('useActions must be used inside the barber dashboard');
  return actions;
}
