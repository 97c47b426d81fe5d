import { createContext, useContext } from 'react';
import type { SessionUser } from '../../../shared/schemas/auth.js';

export interface AuthState {
  /** Who is signed in; while loading, the cached copy from the last visit (first paint only). */
  user: SessionUser | null;
  /** 'loading' until GET /api/me has answered; protected pages wait for 'ready'. */
  status: 'loading' | 'ready';
  /**
   * Names who is signed in once the server has said so ('anonymous' for nobody), null while
   * loading; a change means a new session (the socket reconnects on it).
   */
  sessionKey: string | null;
  /** True while login codes are echoed on screen instead of sent (docs/product/roles.md). */
  otpEcho: boolean;
  /** Records the user a login call returned (POST /api/login, verify-otp). */
  login: (user: SessionUser) => void;
  /** Ends the session on the server, clears private caches and the stored user. */
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

/** The signed-in user and the login/logout actions; only inside AuthProvider. */
export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
