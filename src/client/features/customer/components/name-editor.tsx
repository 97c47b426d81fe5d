import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Pencil, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { customerUpdateSchema } from '../../../../shared/schemas/auth.js';
import { Button } from '../../../components/ui/button.js';
import { Field } from '../../../components/ui/field.js';
import { Input } from '../../../components/ui/input.js';
import { toast } from '../../../components/ui/use-toast.js';
import { ApiError } from '../../../lib/api-errors.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useUpdateCustomerName } from '../api/update-customer-name.js';
import { customerTexts } from '../texts.js';

export interface NameEditorProps {
  customerId: number;
  name: string;
}

/** The customer's name with an inline edit (docs/product/screens.md); saved only when something is left after trimming (docs/product/booking-rules.md#validation-rules). */
export function NameEditor({ customerId, name }: NameEditorProps) {
  const t = useTexts(customerTexts);
  const errorText = useErrorText();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const update = useUpdateCustomerName();
  const form = useForm<z.input<typeof customerUpdateSchema>, unknown, z.output<typeof customerUpdateSchema>>({
    resolver: zodResolver(customerUpdateSchema),
    defaultValues: { name },
  });

  // Focus goes back to the Edit button when the editor closes, not to the top of the page.
  useEffect(() => {
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const close = () => {
    form.reset({ name });
    setEditing(false);
  };

  const submit = form.handleSubmit((values) => {
    if (values.name === name) {
      setEditing(false);
      return;
    }
    update.mutate(
      { customerId, name: values.name },
      {
        onSuccess: (customer) => {
          toast({ title: t.nameUpdated, description: t.nameUpdatedDescription({ name: customer.name }), variant: 'success' });
          form.reset({ name: customer.name });
          setEditing(false);
        },
        onError: (error) => {
          // A 5xx's own words are meant for the server's logs; the general text says it better.
          const shown = error instanceof ApiError && error.status >= 500 ? undefined : error;
          toast({ title: t.nameUpdateFailed, description: errorText.describe(shown, t.pleaseTryAgain), variant: 'destructive' });
        },
      },
    );
  });

  if (!editing) {
    return (
      <div className="flex min-w-0 items-center gap-1">
        <p className={name ? 'truncate font-display text-2xl font-semibold text-ink-950' : 'text-lg italic text-ink-500'}>
          {name || t.addName}
        </p>
        <Button
          ref={editButton}
          variant="ghost"
          size="icon"
          className="text-bronze-700"
          aria-label={t.editName}
          onClick={() => {
            form.reset({ name });
            setEditing(true);
          }}
        >
          <Pencil aria-hidden="true" />
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
      className="flex flex-col gap-3"
    >
      <Field label={t.nameLabel} error={errorText.message(form.formState.errors.name?.message)}>
        <Input autoFocus autoComplete="name" maxLength={80} {...form.register('name')} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" loading={update.isPending} loadingText={t.saving}>
          <Check aria-hidden="true" />
          {t.save}
        </Button>
        <Button variant="outline" className="text-ink-800" onClick={close} disabled={update.isPending}>
          <X aria-hidden="true" />
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
