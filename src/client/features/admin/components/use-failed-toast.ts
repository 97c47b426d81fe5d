import { toast } from '../../../components/ui/use-toast.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { adminTexts } from '../texts.js';
import { useFailureText } from './use-failure-text.js';

/** A failed change's toast: what failed, and the server's reason in the language shown. */
export function useFailedToast(): (title: string, error: unknown) => void {
  const common = useTexts(adminTexts);
  const failure = useFailureText();
  return (title, error) => {
    toast({ title, description: failure(error, common.tryAgain), variant: 'destructive' });
  };
}
