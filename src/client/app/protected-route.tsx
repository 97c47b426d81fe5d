import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Role } from '../../shared/constants.js';
import { useAuth } from '../lib/auth/auth-context.js';
import { loginPathFor } from '../lib/auth/roles.js';
import { PAGES_OF_ROLE, useCan } from '../lib/auth/use-can.js';
import { useTexts } from '../lib/i18n/use-texts.js';
import { PageStatus } from './page-status.js';
import { appTexts } from './texts.js';

function RedirectToLogin({ role }: { role: Role }) {
  const t = useTexts(appTexts);
  const [, navigate] = useLocation();
  useEffect(() => {
    navigate(loginPathFor(role), { replace: true });
  }, [navigate, role]);
  return <PageStatus text={t.redirectingToLogin} />;
}

/**
 * A page for one role (docs/product/screens.md): waits for the session check, and sends anyone else to that
 * role's login page. The server still checks every call; this only spares a useless screen.
 */
export function ProtectedRoute({ role, children }: { role: Role; children: ReactNode }) {
  const t = useTexts(appTexts);
  const { status } = useAuth();
  const allowed = useCan(PAGES_OF_ROLE[role]);
  if (status === 'loading') return <PageStatus text={t.loadingAuth} />;
  if (!allowed) return <RedirectToLogin role={role} />;
  return children;
}
