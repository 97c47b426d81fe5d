import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider.js';
import { prefetchShopData } from '../lib/queries/prefetch.js';
import { createQueryClient } from '../lib/query-client.js';
import { SocketProvider } from '../lib/socket/socket-provider.js';

/**
 * Server state, the session and the live socket, in the order each needs the previous. `live`
 * false (the address has no shop) leaves the socket closed: the server refuses it there.
 */
export function AppProviders({ children, live = true }: { children: ReactNode; live?: boolean }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // docs/product/api.md: barbers, services and shop settings load at start, alongside the session check.
    // The build's prerender (no window) renders the state before any data, and fetches nothing.
    if (typeof window !== 'undefined') prefetchShopData(client);
    return client;
  });

  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <SocketProvider live={live}>{children}</SocketProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
