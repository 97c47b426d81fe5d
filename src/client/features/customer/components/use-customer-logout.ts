import { useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../../components/ui/use-toast.js';
import { useAuth } from '../../../lib/auth/auth-context.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { customerTexts } from '../texts.js';

/**
 * Logout from the account (docs/product/screens.md): home first, so the protected page is left before the session
 * goes (it would otherwise flash 'Redirecting to login page...'), then the session ends.
 */
export function useCustomerLogout(): { logout: () => void; pending: boolean } {
  const t = useTexts(customerTexts);
  const { logout } = useAuth();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  return {
    pending,
    logout: () => {
      setPending(true);
      navigate('/');
      void logout().then(() => {
        toast({ title: t.signedOut, variant: 'success' });
      });
    },
  };
}
