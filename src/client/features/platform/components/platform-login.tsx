import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { platformLoginSchema } from '../../../../shared/schemas/platform.js';
import { LanguageSwitcher } from '../../../components/language-switcher.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { Field } from '../../../components/ui/field.js';
import { Input } from '../../../components/ui/input.js';
import { Container } from '../../../components/ui/page.js';
import { dismissToast, toast } from '../../../components/ui/use-toast.js';
import { ApiError } from '../../../lib/api-errors.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { usePlatformLogin } from '../api/platform.js';
import { platformTexts } from '../texts.js';

/** The operator's sign-in, in the admin's look. */
export function PlatformLogin() {
  const t = useTexts(platformTexts);
  const errorText = useErrorText();
  const login = usePlatformLogin();
  const form = useForm({ resolver: zodResolver(platformLoginSchema), defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((credentials) => {
    login.mutate(credentials, {
      onSuccess: () => {
        dismissToast();
      },
      onError: (error) => {
        const description = error instanceof ApiError && error.status === 401 ? t.checkCredentials : errorText.describe(error, t.loginError);
        toast({ title: t.loginFailed, description, variant: 'destructive' });
        form.setFocus('password');
      },
    });
  });

  return (
    <Container className="flex flex-1 flex-col items-center justify-center py-10 sm:py-16">
      <div className="flex w-full max-w-md flex-col gap-4">
        <Card className="overflow-hidden">
          <div className="bg-charcoal flex flex-col items-center gap-3 px-6 pb-7 pt-8 text-center text-white">
            <span
              aria-hidden="true"
              className="flex size-14 items-center justify-center rounded-full border border-gold-400/60 bg-ink-900 text-gold-300"
            >
              <Building2 className="size-6" strokeWidth={1.75} />
            </span>
            <div className="flex flex-col gap-1.5">
              <p className="text-[0.6875rem] font-semibold uppercase tracking-[0.3em] text-gold-300 [&:lang(hi)]:text-sm [&:lang(hi)]:tracking-normal">
                {t.platformAccess}
              </p>
              <h1 className="font-display text-3xl font-semibold">{t.loginTitle}</h1>
              <p className="text-sm text-ink-200">{t.loginLead}</p>
            </div>
          </div>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5 p-6 sm:p-8">
            <Field label={t.username} error={errorText.message(errors.username?.message)} required>
              <Input autoComplete="username" autoCapitalize="none" spellCheck={false} required {...form.register('username')} />
            </Field>
            <Field label={t.password} error={errorText.message(errors.password?.message)} required>
              <Input type="password" autoComplete="current-password" required {...form.register('password')} />
            </Field>
            <Button type="submit" size="lg" className="mt-1 w-full" loading={login.isPending} loadingText={t.signingIn}>
              <LogIn aria-hidden="true" />
              {t.signIn}
            </Button>
          </form>
        </Card>
        <LanguageSwitcher className="mx-auto" />
      </div>
    </Container>
  );
}
