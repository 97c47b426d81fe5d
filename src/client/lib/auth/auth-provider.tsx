import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import type { meResponseSchema, SessionUser } from '../../../shared/schemas/auth.js';
import { call } from '../api-client.js';
import { ROUTES } from '../../../shared/contract/routes.js';
import { NetworkError } from '../api-errors.js';
import { refreshShopData } from '../queries/prefetch.js';
import { queryKeys } from '../query-keys.js';
import { useHydrated } from '../use-hydrated.js';
import { AuthContext, type AuthState } from './auth-context.js';
import { sessionKeyOf } from './roles.js';
import { readCachedUser, writeCachedUser } from './user-cache.js';

type MeResponse = z.infer<typeof meResponseSchema>;

const meQuery = () =>
  queryOptions({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => call(ROUTES.auth.me, { signal }),
    // A flaky network at start should not sign anyone out; a real answer is final.
    retry: (failures, error) => error instanceof NetworkError && failures < 2,
  });

/** Queries that hold nobody's private data and survive a logout. */
const PUBLIC_KEYS: readonly (readonly unknown[])[] = [
  queryKeys.me,
  queryKeys.shopSettings,
  queryKeys.services,
  queryKeys.barbers.list('public'),
];
const isPublicKey = (key: readonly unknown[]) =>
  PUBLIC_KEYS.some((publicKey) => publicKey.length === key.length && publicKey.every((part, i) => part === key[i]));

/**
 * Who is signed in (docs/product/roles.md): GET /api/me decides; the localStorage copy only paints the header
 * before it answers. A change of user refetches the shop's shared data (docs/product/api.md).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [storedUser] = useState(readCachedUser);
  // Not part of the prerendered first paint, which is the same for everybody.
  const cachedUser = useHydrated() ? storedUser : null;
  const me = useQuery(meQuery());

  // After an answer the server's word stands; if /api/me could not be reached, keep the cached copy.
  const user = me.isSuccess ? me.data.user : cachedUser;
  const status = me.isPending ? 'loading' : 'ready';
  const sessionKey = status === 'ready' ? sessionKeyOf(user) : null;

  useEffect(() => {
    if (me.isSuccess) writeCachedUser(me.data.user);
  }, [me.isSuccess, me.data]);

  const previousKey = useRef<string | null>(null);
  useEffect(() => {
    if (sessionKey === null) return;
    if (previousKey.current !== null && previousKey.current !== sessionKey) refreshShopData(client);
    previousKey.current = sessionKey;
  }, [sessionKey, client]);

  const login = useCallback(
    (next: SessionUser) => {
      client.setQueryData<MeResponse>(queryKeys.me, (previous) => ({ user: next, otpEcho: previous?.otpEcho ?? false }));
      writeCachedUser(next);
    },
    [client],
  );

  const logout = useCallback(async () => {
    try {
      await call(ROUTES.auth.logout);
    } catch (error) {
      // The cookie may already be gone or the network down; this browser forgets the user either way.
      console.warn('logout request failed', error);
    }
    writeCachedUser(null);
    try {
      sessionStorage.clear();
    } catch {
      // Storage may be blocked; nothing of ours to clear then.
    }
    client.setQueryData<MeResponse>(queryKeys.me, (previous) => ({ user: null, otpEcho: previous?.otpEcho ?? false }));
    // Let protected pages see the signed-out user and leave before their private data is dropped.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await client.cancelQueries({ predicate: (query) => !isPublicKey(query.queryKey) });
    client.removeQueries({ predicate: (query) => !isPublicKey(query.queryKey) });
  }, [client]);

  const value = useMemo<AuthState>(
    () => ({ user, status, sessionKey, otpEcho: me.data?.otpEcho ?? false, login, logout }),
    [user, status, sessionKey, me.data?.otpEcho, login, logout],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
