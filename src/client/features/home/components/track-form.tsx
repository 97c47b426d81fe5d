import { Search } from 'lucide-react';
import { useId, useState, type SyntheticEvent } from 'react';
import { useLocation } from 'wouter';
import { PHONE_DIGITS } from '../../../../shared/constants.js';
import { Button } from '../../../components/ui/button.js';
import { Field } from '../../../components/ui/field.js';
import { PhoneInput } from '../../../components/ui/phone-input.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { homeTexts } from '../texts.js';

/**
 * The home page's tracking form: a 10-digit phone opens the track page, which tracks at once.
 * The message shows once the person leaves the field or presses Enter with a short number, not
 * while they are still typing it.
 */
export function TrackForm() {
  // A controlled input is enough here: no form library on the home page.
  const t = useTexts(homeTexts);
  const [phone, setPhone] = useState('');
  const [checked, setChecked] = useState(false);
  const [, navigate] = useLocation();
  const id = useId();
  const complete = phone.length === PHONE_DIGITS;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!complete) {
      setChecked(true);
      return;
    }
    navigate(`/track?phone=${phone}`);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t.trackFormName} className="flex flex-col gap-4">
      <Field label={t.phoneNumber} id={`${id}-phone`} error={checked && !complete ? t.phoneIncomplete : undefined} hint={t.phoneHint}>
        <PhoneInput
          name="phone"
          value={phone}
          onValueChange={setPhone}
          onBlur={() => {
            setChecked(phone.length > 0);
          }}
          onKeyDown={(event) => {
            // With the button disabled the browser ignores Enter; say why instead.
            if (event.key === 'Enter' && !complete) setChecked(true);
          }}
        />
      </Field>
      <Button type="submit" size="lg" disabled={!complete} className="w-full">
        <Search aria-hidden="true" />
        {t.track}
      </Button>
    </form>
  );
}
