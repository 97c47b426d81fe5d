import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loginSchema, type SessionUser } from '../../../../shared/schemas/auth.js';
import { Button } from '../../../components/ui/button.js';
import { Field } from '../../../components/ui/field.js';
import { Input } from '../../../components/ui/input.js';
import { toast } from '../../../components/ui/use-toast.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useBarberLogin } from '../api/barber-login.js';
import { isBarberLogin, loginErrorText } from '../logic/login-errors.js';
import { barberTexts } from '../texts.js';
import { PasswordInput } from './password-input.js';

type LoginFields = Pick<z.input<typeof loginSchema>, 'username' | 'password'>;
type LoginValues = z.output<typeof loginSchema>;

export interface LoginFormProps {
  /** The server accepted a barber; the page records the session and moves on. */
  onSignedIn: (user: SessionUser) => void;
  /** True while the page waits to leave after a success (the button keeps its busy look). */
  leaving: boolean;
  /** Called when the server answered with a session that is not a barber's (it is ended again). */
  onWrongAccount: () => void;
}

/** Username, password, Sign In (docs/product/screens.md, docs/product/booking-rules.md#validation-rules): the shared loginSchema's messages, errors as toasts (docs/product/api.md#error-catalogue). */
export function LoginForm({ onSignedIn, leaving, onWrongAccount }: LoginFormProps) {
  const t = useTexts(barberTexts);
  const errorText = useErrorText();
  const login = useBarberLogin();
  const form = useForm<LoginFields, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ username, password }) => {
    login.mutate(
      { username, password },
      {
        onSuccess: (answer) => {
          if (!isBarberLogin(answer)) {
            onWrongAccount();
            toast({ title: t.wrongRole, variant: 'destructive' });
            return;
          }
          onSignedIn(answer.user.barber ? answer.user : { ...answer.user, barber: answer.barber });
        },
        onError: (error) => {
          toast({ title: loginErrorText(error, t, errorText.describe), variant: 'destructive' });
          form.setFocus('password');
        },
      },
    );
  });

  const busy = login.isPending || leaving;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <Field label={t.username} error={errorText.message(errors.username?.message)}>
        <Input autoComplete="username" autoCapitalize="none" autoCorrect="off" spellCheck={false} {...form.register('username')} />
      </Field>
      <Field label={t.password} error={errorText.message(errors.password?.message)}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </Field>
      <Button type="submit" size="lg" loading={busy} loadingText={t.signingIn} className="mt-1 w-full">
        <LogIn aria-hidden="true" />
        {t.signIn}
      </Button>
    </form>
  );
}
