import { useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../components/ui/use-toast.js';
import { useAuth } from '../../lib/auth/auth-context.js';
import { textsIn } from '../../lib/i18n/catalogue.js';
import { currentLanguage } from '../../lib/i18n/language.js';
import { shellTexts } from './texts.js';

/** Logout from the shell: ends the session, then goes home. */
export function useLogout(): { logout: () => void; pending: boolean } {
  const auth = useAuth();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const logout = () => {
    setPending(true);
    navigate('/');
    void auth
      .logout()
      .then(() => toast({ title: textsIn(shellTexts, currentLanguage()).signedOut, variant: 'success' }))
      .finally(() => {
        setPending(false);
      });
  };
  return { logout, pending };
}
