import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { loginSchema } from '../../../../shared/schemas/auth.js';
import { Button } from '../../../components/ui/button.js';
import { Field } from '../../../components/ui/field.js';
import { Input } from '../../../components/ui/input.js';
import { dismissToast, toast } from '../../../components/ui/use-toast.js';
import { useAuth } from '../../../lib/auth/auth-context.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { homePathFor } from '../../../lib/auth/roles.js';
import { useAdminLogin } from '../api/admin-login.js';
import { loginErrorMessage } from '../logic/login-error.js';
import { adminTexts } from '../texts.js';
import { PasswordInput } from './password-input.js';

// The shared schema's role field is the request's business, not the form's.
const credentialsSchema = loginSchema.pick({ username: true, password: true });

/** Username and password; the session is recorded and the admin taken to the dashboard. */
export function LoginForm() {
  const t = useTexts(adminTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const auth = useAuth();
  const [, navigate] = useLocation();
  const login = useAdminLogin();
  const form = useForm({ resolver: zodResolver(credentialsSchema), defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;
  const signedInAsAdmin = auth.status === 'ready' && auth.user?.role === 'admin';

  // On to the dashboard once the session says admin: right after signing in (the session updates a
  // moment after the answer, and the dashboard must not see the old one), or when already signed in.
  useEffect(() => {
    if (signedInAsAdmin) navigate(homePathFor('admin'), { replace: true });
  }, [signedInAsAdmin, navigate]);

  const onSubmit = form.handleSubmit((credentials) => {
    login.mutate(credentials, {
      onSuccess: ({ user }) => {
        // The server already refuses other roles; this guards against an unexpected answer.
        if (user.role !== 'admin') {
          toast({ title: t.invalidRole, variant: 'destructive' });
          return;
        }
        // A refusal from an earlier try no longer applies.
        dismissToast();
        auth.login(user);
      },
      onError: (error) => {
        toast({ ...loginErrorMessage(error, language), variant: 'destructive' });
        form.setFocus('password');
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
      <Field label={t.username} error={errorText.message(errors.username?.message)} required>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} required {...form.register('username')} />
      </Field>
      <Field label={t.password} error={errorText.message(errors.password?.message)} required>
        <PasswordInput autoComplete="current-password" required {...form.register('password')} />
      </Field>
      <Button type="submit" size="lg" className="mt-1 w-full" loading={login.isPending} loadingText={t.signingIn}>
        <LogIn aria-hidden="true" />
        {t.signIn}
      </Button>
    </form>
  );
}
