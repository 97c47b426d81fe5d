import { zodResolver } from '@hookform/resolvers/zod';
import { Store } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { signupSchema, type SignedUp, type SignupInput, type SignupMode } from '../../../../shared/schemas/signup.js';
import { Button } from '../../../components/ui/button.js';
import { Field } from '../../../components/ui/field.js';
import { Input } from '../../../components/ui/input.js';
import { TimeZoneSelect } from '../../../components/ui/time-zone-select.js';
import { toast } from '../../../components/ui/use-toast.js';
import { ApiError } from '../../../lib/api-errors.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useSignUp } from '../api/signup.js';
import { signupTexts } from '../texts.js';

const DEFAULTS: SignupInput = { slug: '', name: '', timeZone: 'Asia/Kolkata', ownerUsername: '', ownerPassword: '', code: '' };

/** The shop's slug, name and time zone, the owner's login, and the invite code when one is asked for. */
export function SignupForm({ mode, onDone }: { mode: Exclude<SignupMode, 'off'>; onDone: (done: SignedUp, name: string) => void }) {
  const t = useTexts(signupTexts);
  const errorText = useErrorText();
  const signUp = useSignUp();
  const form = useForm<SignupInput>({ resolver: zodResolver(signupSchema), defaultValues: DEFAULTS });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ code, ...input }) => {
    signUp.mutate(mode === 'invite' ? { ...input, code } : input, {
      onSuccess: (done) => {
        onDone(done, input.name);
      },
      onError: (error) => {
        // A taken slug or a bad code is that field's fault: say so beside it.
        const field = error instanceof ApiError ? { SHOP_SLUG_TAKEN: 'slug', INVITE_INVALID: 'code' }[error.code ?? ''] : undefined;
        if (error instanceof ApiError && (field === 'slug' || field === 'code')) {
          form.setError(field, { message: error.serverMessage ?? error.message }, { shouldFocus: true });
          return;
        }
        const fields = error instanceof ApiError ? error.fields : undefined;
        for (const [name, message] of Object.entries(fields ?? {})) {
          if (name in DEFAULTS) form.setError(name as keyof SignupInput, { message });
        }
        toast({ title: t.failed, description: errorText.describe(error, t.tryAgain), variant: 'destructive' });
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
      {mode === 'invite' && (
        <Field label={t.code} hint={t.codeHint} error={errorText.message(errors.code?.message)} required>
          <Input autoCapitalize="characters" autoComplete="off" spellCheck={false} required {...form.register('code')} />
        </Field>
      )}
      <Field label={t.shopName} error={errorText.message(errors.name?.message)} required>
        <Input autoComplete="organization" required {...form.register('name')} />
      </Field>
      <Field label={t.slug} hint={t.slugHint} error={errorText.message(errors.slug?.message)} required>
        <Input autoCapitalize="none" autoComplete="off" spellCheck={false} required {...form.register('slug')} />
      </Field>
      <Field label={t.timeZone} error={errorText.message(errors.timeZone?.message)} required>
        <TimeZoneSelect required {...form.register('timeZone')} />
      </Field>
      <Field label={t.ownerUsername} error={errorText.message(errors.ownerUsername?.message)} required>
        <Input autoCapitalize="none" autoComplete="username" spellCheck={false} required {...form.register('ownerUsername')} />
      </Field>
      <Field label={t.ownerPassword} hint={t.passwordHint} error={errorText.message(errors.ownerPassword?.message)} required>
        <Input type="password" autoComplete="new-password" required {...form.register('ownerPassword')} />
      </Field>
      <Button type="submit" size="lg" className="w-full sm:ml-auto sm:w-auto" loading={signUp.isPending} loadingText={t.submitting}>
        <Store aria-hidden="true" />
        {t.submit}
      </Button>
    </form>
  );
}
