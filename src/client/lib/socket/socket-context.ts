import { createContext, useContext } from 'react';
import type { LiveHub } from './live-hub.js';

export const SocketContext = createContext<LiveHub | null>(null);

/** The app's live connection; only inside SocketProvider. */
export function useLiveHub(): LiveHub {
  const hub = useContext(SocketContext);
  if (!hub) throw new Error('useLiveHub must be used inside <SocketProvider>');
  return hub;
}
