import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../../components/ui/use-toast.js';
import { useAuth } from '../../../lib/auth/auth-context.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useSocketEvent } from '../../../lib/socket/use-socket.js';
import { fetchAccountStatus } from '../api/account-status.js';
import { isDeactivated } from '../logic/account.js';
import { isAuthFailure } from '../logic/action-errors.js';
import { barberTexts } from '../texts.js';

/**
 * Keeps the dashboard honest about the barber's account (docs/product/booking-rules.md#states-and-transitions). When the admin changes this
 * barber (a live barberUpdated) or a call is refused (401/403), the server is asked again: a
 * deleted barber gets 'Account Deactivated', is signed out and sent home; a changed availability
 * updates the session (the page then shows or lifts Access Denied); an ended session signs out.
 */
export function useAccountWatch(barber: { id: number; name: string; deleted: boolean } | undefined): void {
  const t = useTexts(barberTexts);
  const auth = useAuth();
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const checking = useRef(false);
  // Counts the reasons to ask: one that arrives while a check is on its way may not be in its answer.
  const asked = useRef(0);
  const deactivated = useRef(false);
  const barberId = barber?.id;

  const deactivate = useCallback(() => {
    if (deactivated.current) return;
    deactivated.current = true;
    toast({
      // docs/product/api.md#error-catalogue: 'Account Deactivated'.
      title: t.accountDeactivated,
      description: t.accessDeactivated,
      variant: 'destructive',
    });
    // Home first: once signed out, the dashboard's guard would send the barber to the login page instead.
    navigate('/', { replace: true });
    void auth.logout();
  }, [auth, navigate, t]);

  const check = useCallback(async () => {
    if (barberId === undefined) return;
    asked.current += 1;
    if (checking.current) return;
    checking.current = true;
    try {
      let answered = 0;
      while (answered !== asked.current) {
        answered = asked.current;
        const status = await fetchAccountStatus(barberId);
        if (status.kind === 'deactivated') deactivate();
        else if (status.kind === 'active') auth.login(status.user);
        else if (status.user) auth.login(status.user);
        else await auth.logout();
      }
    } catch (error) {
      // Unreachable server: nobody is signed out for a flaky connection; the next event asks again.
      console.warn('account check failed', error);
    } finally {
      checking.current = false;
    }
  }, [auth, barberId, deactivate]);

  useSocketEvent('barberUpdated', (message) => {
    if (message.barberId === undefined || message.barberId === barberId) void check();
  });

  // Any refused call of the dashboard (a query or an action) asks the same question.
  useEffect(() => {
    const onFailure = (error: unknown) => {
      if (isAuthFailure(error)) void check();
    };
    const queries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onFailure(event.action.error);
    });
    const mutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onFailure(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [client, check]);

  // A session already marked deleted (docs/product/booking-rules.md#states-and-transitions: a name with '(deleted)') is blocked at once.
  const blocked = barber !== undefined && isDeactivated(barber);
  useEffect(() => {
    if (blocked) deactivate();
  }, [blocked, deactivate]);
}
