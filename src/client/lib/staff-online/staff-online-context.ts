import { createContext, useContext } from 'react';
import type { StaffLink } from './staff-link.js';

export type StaffOnline = StaffLink & {
  /** A check of the server asked for by hand is running. */
  checking: boolean;
  /** Asks the server now and reconnects the live connection (the banner's Try again). */
  retry: () => void;
};

const ALWAYS_ONLINE: StaffOnline = { online: true, reason: null, checking: false, retry: () => undefined };

export const StaffOnlineContext = createContext<StaffOnline>(ALWAYS_ONLINE);

/**
 * Whether the staff dashboard can reach the server (staff-link.ts). Outside StaffOnlineProvider
 * it is always online: the page then acts as it would without the check.
 */
export function useStaffOnline(): StaffOnline {
  return useContext(StaffOnlineContext);
}
