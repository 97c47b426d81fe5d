import { ImageUp, X } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '../../../../components/ui/button.js';
import { Input } from '../../../../components/ui/input.js';
import { Spinner } from '../../../../components/ui/spinner.js';
import { cn } from '../../../../lib/cn.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { PHOTO_ACCEPT, PHOTO_TYPES, useUploadPhoto } from '../../api/upload-photo.js';
import { barberTexts } from '../../texts-barbers.js';
import { BarberPhoto } from './barber-photo.js';
import { useFailureText } from '../use-failure-text.js';

/** The server's limit (2 MiB), checked first so a big phone picture is refused without uploading it. */
const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

/** What the link field looks like empty: a link's start, the same in every language. */
const LINK_PLACEHOLDER = 'https://...';

interface PhotoFieldProps {
  value: string;
  onChange: (photo: string) => void;
  error?: string | undefined;
}

/** docs/product/screens.md: a photo by link or uploaded from the device, with a preview of what will be saved. */
export function PhotoField({ value, onChange, error }: PhotoFieldProps) {
  const t = useTexts(barberTexts);
  const failure = useFailureText();
  const id = useId();
  const upload = useUploadPhoto();
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      setProblem(t.photoType);
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      setProblem(t.photoTooBig);
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: onChange,
      onError: (error) => {
        setProblem(failure(error, t.photoNotUploaded));
      },
    });
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-semibold text-ink-800">{t.photo}</legend>
      <div className="flex items-center gap-4">
        <span className="relative">
          <BarberPhoto photo={value} className="size-16" />
          {upload.isPending && (
            <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70">
              <Spinner size="md" label={t.uploadingPhoto} className="text-bronze-700" />
            </span>
          )}
        </span>
        <div className="flex flex-wrap gap-2">
          <input id={`${id}-file`} type="file" accept={PHOTO_ACCEPT} onChange={choose} className="peer sr-only" />
          <label
            htmlFor={`${id}-file`}
            className={cn(
              'inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-ink-900/25 px-4 text-sm font-semibold text-ink-900 transition-colors hover:bg-ink-900/5',
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-600',
              upload.isPending && 'pointer-events-none opacity-55',
            )}
          >
            <ImageUp className="size-4" aria-hidden="true" />
            {t.uploadPhoto}
          </label>
          {value !== '' && (
            <Button
              variant="ghost"
              onClick={() => {
                onChange('');
                setProblem(null);
              }}
            >
              <X aria-hidden="true" />
              {t.removePhoto}
            </Button>
          )}
        </div>
      </div>
      <label htmlFor={`${id}-url`} className="mt-1 text-sm font-medium text-ink-600">
        {t.photoLink}
      </label>
      <Input
        id={`${id}-url`}
        type="url"
        inputMode="url"
        placeholder={LINK_PLACEHOLDER}
        value={value}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => {
          setProblem(null);
          onChange(event.target.value);
        }}
      />
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </fieldset>
  );
}
